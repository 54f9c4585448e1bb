import { describe, expect, it } from '@jest/globals';
import type { TCandidateInterviewRequest } from '@gtm/contracts/interview-requests';
import { acceptableSlots, canAnswer, CANDIDATE_STATUS_LABELS } from './interview-view.ts';

const now = Date.parse('2030-03-02T12:00:00Z');
const request = (
  status: TCandidateInterviewRequest['status'],
  ...starts: string[]
): TCandidateInterviewRequest => ({
  id: 'r1',
  companyName: 'Acme',
  slots: starts.map((start) => ({ start, durationMinutes: 30 })),
  note: '',
  status,
  acceptedSlot: null,
  answer: null,
  createdAt: '2030-03-01T09:00:00Z',
  updatedAt: '2030-03-01T09:00:00Z',
});

describe('the candidate’s interview requests', () => {
  it('may be answered while waiting and a time is ahead; not once passed, accepted, declined or cancelled', () => {
    expect(canAnswer(request('pending', '2030-03-03T10:00:00Z'), now)).toBe(true);
    expect(canAnswer(request('proposed', '2030-03-03T10:00:00Z'), now)).toBe(true);
    expect(canAnswer(request('pending', '2030-03-01T10:00:00Z'), now)).toBe(false);
    for (const status of ['accepted', 'declined', 'cancelled'] as const)
      expect(canAnswer(request(status, '2030-03-03T10:00:00Z'), now)).toBe(false);
  });

  it('offers the slots still ahead, by their index in the request', () => {
    const offered = acceptableSlots(request('pending', '2030-03-01T10:00:00Z', '2030-03-04T10:00:00Z'), now);
    expect(offered.map(({ index }) => index)).toEqual([1]);
  });

  it('names each status in the candidate’s words', () => {
    expect(CANDIDATE_STATUS_LABELS.pending).toBe('Awaiting your answer');
    expect(CANDIDATE_STATUS_LABELS.accepted).toBe('Accepted');
    expect(CANDIDATE_STATUS_LABELS.cancelled).toBe('Cancelled');
  });
});
