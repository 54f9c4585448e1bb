import type { TInterviewRequest } from '@gtm/contracts/employer';

/**
 * Where an interview request stands for the company: the server's status (issue 25), and, for a request still
 * waiting on the candidate, whether its times have all passed.
 */
export type TInterviewRequestStatus = TInterviewRequest['status'] | 'times-passed';

/** The words each status shows. */
export const INTERVIEW_STATUS_LABELS: Record<TInterviewRequestStatus, string> = {
  pending: 'Awaiting confirmation',
  proposed: 'Other times proposed',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  'times-passed': 'Proposed times passed',
};

const ahead = (slots: readonly { start: string }[], now: number) =>
  slots.some((slot) => Date.parse(slot.start) > now);

/** A request's status at `now` (ms since the epoch). */
export const interviewRequestStatus = (request: TInterviewRequest, now: number): TInterviewRequestStatus => {
  if (request.status === 'pending' && !ahead(request.slots, now)) return 'times-passed';
  if (request.status === 'proposed' && !ahead([...request.slots, ...(request.answer?.slots ?? [])], now))
    return 'times-passed';
  return request.status;
};

/** Open: waiting, answered with other times, or agreed and still ahead. */
const isOpen = (request: TInterviewRequest, now: number) => {
  const status = interviewRequestStatus(request, now);
  if (status === 'accepted')
    return request.acceptedSlot
      ? Date.parse(request.acceptedSlot.start) + request.acceptedSlot.durationMinutes * 60_000 > now
      : false;
  return status === 'pending' || status === 'proposed';
};

/** The company's open request for the candidate, if any: while there is one, no other is asked for. */
export const openInterviewRequest = (requests: readonly TInterviewRequest[], now: number) =>
  requests.find((request) => isOpen(request, now)) ?? null;
