import type { TInterviewRequestCreate } from '@gtm/contracts/employer';
import type { TInterviewReschedule } from '@gtm/contracts/interview-requests';
import { requestInterview as requestInterviewOperation } from '@gtm/contracts/operations/employer-portal';
import { rescheduleInterviewRequest } from '@gtm/contracts/operations/interview-requests';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import type { TShareCandidate } from './update-evaluation.ts';

/**
 * Proposing interview times to a candidate of a share, wherever the company does it (their one-pager, a combine
 * day's debrief).
 */

/** New times for the candidate to choose from, for the request `requestId`. */
export const rescheduleInterview = (params: TShareCandidate, requestId: string, body: TInterviewReschedule) =>
  callOperation(rescheduleInterviewRequest, { params: { ...params, requestId }, body });

/** Asks to interview the candidate at one of the proposed times; answers the request as stored. */
export const requestInterview = (params: TShareCandidate, body: TInterviewRequestCreate) =>
  callOperation(requestInterviewOperation, { params, body });

/**
 * Sends proposed times: a new request, or, with `rescheduling` (a request's id), new times for that request;
 * answers the request as it now stands.
 */
export const useSendInterviewTimes = (
  params: TShareCandidate,
  rescheduling: string | undefined,
  handlers: TMutationHandlers<TInterviewRequestCreate, Awaited<ReturnType<typeof requestInterview>>>,
) =>
  useMutation(
    requestInterviewOperation.id,
    (body: TInterviewRequestCreate) =>
      rescheduling ? rescheduleInterview(params, rescheduling, body) : requestInterview(params, body),
    handlers,
  );
