import { describe, expect, it } from '@jest/globals';
import { activityView } from './activity.ts';

describe('activityView', () => {
  it('counts views, opportunities and interviews and lists both newest first', () => {
    const view = activityView({
      views: 7,
      opportunities: [
        { id: 'o1', sharedAt: '2026-01-02T10:00:00Z', stage: 'In review' },
        { id: 'o2', sharedAt: '2026-01-09T10:00:00Z', stage: 'Interview requested' },
      ],
      interviews: [
        {
          id: 'i1',
          companyName: 'Acme Analytics',
          slots: [{ start: '2026-01-20T15:00:00Z', durationMinutes: 30 }],
          note: 'Meet the VP of Sales',
          createdAt: '2026-01-09T11:00:00Z',
        },
      ],
    });
    expect(view.counts).toEqual({ views: 7, opportunities: 2, interviews: 1 });
    expect(view.opportunities.map((opportunity) => opportunity.id)).toEqual(['o2', 'o1']);
    expect(view.interviews.map((interview) => interview.companyName)).toEqual(['Acme Analytics']);
  });

  it('is all zeros without activity (no profile yet)', () => {
    expect(activityView(null)).toEqual({
      counts: { views: 0, opportunities: 0, interviews: 0 },
      opportunities: [],
      interviews: [],
    });
  });
});
