import {
  canChangeInterview,
  FIRST_INTERVIEW_STATUS,
  holdsInterviewTime,
  INTERVIEW_CHANGES,
  INTERVIEW_STATUSES,
  INTERVIEW_TRANSITIONS,
  isFinalInterview,
} from './interview-lifecycle.ts';
import type { TInterviewStatus } from './interview-lifecycle.ts';

/** Every status a request can reach from a new one, by any run of changes the table allows. */
const reachable = () => {
  const seen = new Set<TInterviewStatus>([FIRST_INTERVIEW_STATUS]);
  const queue: TInterviewStatus[] = [FIRST_INTERVIEW_STATUS];
  while (queue.length > 0) {
    const status = queue.shift()!;
    for (const change of INTERVIEW_CHANGES) {
      if (!canChangeInterview(status, change)) continue;
      const next = INTERVIEW_TRANSITIONS[change].to;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
};

describe('the interview request lifecycle', () => {
  it('lets the candidate answer a pending or proposed request, and only those', () => {
    for (const change of ['accept', 'decline', 'propose'] as const) {
      expect(INTERVIEW_STATUSES.filter((status) => canChangeInterview(status, change))).toEqual([
        'pending',
        'proposed',
      ]);
    }
  });

  it('lets the company take a proposed time only, and reschedule or cancel any open request', () => {
    expect(INTERVIEW_STATUSES.filter((status) => canChangeInterview(status, 'confirm'))).toEqual([
      'proposed',
    ]);
    for (const change of ['reschedule', 'cancel'] as const) {
      expect(INTERVIEW_STATUSES.filter((status) => canChangeInterview(status, change))).toEqual([
        'pending',
        'accepted',
        'proposed',
      ]);
    }
  });

  it('ends in declined or cancelled, and only there', () => {
    expect(INTERVIEW_STATUSES.filter(isFinalInterview)).toEqual(['declined', 'cancelled']);
  });

  it('reaches every status from a new request, and an agreed time only by an accept or a confirm', () => {
    expect([...reachable()].sort()).toEqual([...INTERVIEW_STATUSES].sort());
    const agreeing = INTERVIEW_CHANGES.filter((change) =>
      holdsInterviewTime(INTERVIEW_TRANSITIONS[change].to),
    );
    expect(agreeing).toEqual(['accept', 'confirm']);
  });
});
