import type { TInterviewRequest } from '@gtm/contracts/employer';

/**
 * Where an interview request stands. The confirmation itself comes with the hiring loop; until then a request
 * is open while one of its proposed times is still ahead, and over once they have all passed.
 */
export type TInterviewRequestStatus = 'open' | 'times-passed';

/** The words each status shows. */
export const INTERVIEW_STATUS_LABELS: Record<TInterviewRequestStatus, string> = {
  open: 'Awaiting confirmation',
  'times-passed': 'Proposed times passed',
};

/** A request's status at `now` (ms since the epoch). */
export const interviewRequestStatus = (request: TInterviewRequest, now: number): TInterviewRequestStatus =>
  request.slots.some((slot) => Date.parse(slot.start) > now) ? 'open' : 'times-passed';

/** The company's open request for the candidate, if any: while there is one, no other is asked for. */
export const openInterviewRequest = (requests: readonly TInterviewRequest[], now: number) =>
  requests.find((request) => interviewRequestStatus(request, now) === 'open') ?? null;
