import { createRandom } from '@gtm/service-kit/scale-data';
import { rollupsOf, seedEventsOf } from './analytics-seed.ts';
import { COMPANY_FIGURES } from './analytics-steps.ts';

const NOW = Date.parse('2031-06-01T00:00:00Z');

describe('the scale seed’s hiring events and rollups', () => {
  const share = {
    shareId: 's1',
    combineId: 'c1',
    companyId: 'co1',
    companyName: 'Acme',
    sharedAt: NOW - 30 * 24 * 3600 * 1000,
    candidates: Array.from({ length: 40 }, (_, index) => ({
      onePagerId: `p${index}`,
      candidateUserId: `u${index}`,
    })),
  };
  const events = seedEventsOf(share, createRandom(7), NOW);

  it('orders each candidate’s stages in time, never after now', () => {
    expect(events[0]).toMatchObject({ type: 'combine.shared', at: share.sharedAt });
    for (const event of events) expect(event.at).toBeLessThanOrEqual(NOW);
    const viewed = events.filter((event) => event.type === 'candidate.viewed');
    expect(viewed.length).toBeGreaterThan(10);
    expect(viewed.length).toBeLessThan(40);
  });

  it('counts each mark once, the same total at every level, as the consumer would', () => {
    const once = rollupsOf(events);
    const twice = rollupsOf([...events, ...events]);
    expect(twice.marks).toHaveLength(once.marks.length);
    const sum = (rows: readonly Record<string, unknown>[], field: string) =>
      rows.reduce((total, row) => total + Number(row[field] ?? 0), 0);
    expect(sum(once.days, 'shared')).toBe(40);
    for (const field of ['shared', 'viewed', 'interested', 'hired', 'firstViewCount'])
      expect([sum(once.companyDays, field), sum(once.shareDays, field), sum(once.companies, field)]).toEqual([
        sum(once.days, field),
        sum(once.days, field),
        sum(once.days, field),
      ]);
    expect(sum(once.days, 'firstViewCount')).toBe(
      events.filter((event) => event.type === 'candidate.viewed').length,
    );
    // Each day row's companies add up to it, each the company's row of that day (what the ranges' ends read).
    for (const day of once.days)
      expect(day.companies).toEqual({
        co1: {
          companyName: 'Acme',
          ...Object.fromEntries(
            COMPANY_FIGURES.filter((field) => day[field] !== 0).map((field) => [field, day[field]]),
          ),
        },
      });
  });
});
