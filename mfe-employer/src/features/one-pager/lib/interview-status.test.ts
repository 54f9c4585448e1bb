import { describe, expect, it } from '@jest/globals';
import type { TInterviewRequest } from '@gtm/contracts/employer';
import { interviewRequestStatus, openInterviewRequest } from './interview-status.ts';

const now = Date.parse('2026-03-02T12:00:00Z');
const request = (id: string, ...starts: string[]): TInterviewRequest => ({
  id,
  slots: starts.map((start) => ({ start, durationMinutes: 30 })),
  note: '',
  requestedByName: 'Erin Employer',
  createdAt: '2026-03-01T09:00:00Z',
  status: 'pending',
  acceptedSlot: null,
  answer: null,
  history: [],
  updatedAt: '2026-03-01T09:00:00Z',
  candidate: null,
});

describe('interview request status', () => {
  it('waits on the candidate while one proposed time is ahead, and is over once all have passed', () => {
    expect(interviewRequestStatus(request('a', '2026-03-01T10:00:00Z', '2026-03-03T10:00:00Z'), now)).toBe(
      'pending',
    );
    expect(interviewRequestStatus(request('b', '2026-03-01T10:00:00Z', '2026-03-02T12:00:00Z'), now)).toBe(
      'times-passed',
    );
  });

  it('finds the open request among the company’s requests, if there is one', () => {
    const past = request('past', '2026-02-20T10:00:00Z');
    const open = request('open', '2026-03-05T10:00:00Z');
    expect(openInterviewRequest([past, open], now)).toBe(open);
    expect(openInterviewRequest([past], now)).toBeNull();
    expect(openInterviewRequest([], now)).toBeNull();
  });

  it('reads the server’s status: declined and cancelled are closed; accepted is open until it is held', () => {
    const ahead = request('ahead', '2026-03-05T10:00:00Z');
    expect(openInterviewRequest([{ ...ahead, status: 'declined' }], now)).toBeNull();
    expect(openInterviewRequest([{ ...ahead, status: 'cancelled' }], now)).toBeNull();
    const agreed = { ...ahead, status: 'accepted' as const, acceptedSlot: ahead.slots[0]! };
    expect(interviewRequestStatus(agreed, now)).toBe('accepted');
    expect(openInterviewRequest([agreed], now)).toBe(agreed);
    const held = { ...agreed, acceptedSlot: { start: '2026-03-01T10:00:00Z', durationMinutes: 30 } };
    expect(openInterviewRequest([held], now)).toBeNull();
  });
});
