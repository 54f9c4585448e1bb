import type { TInterviewRequestCreate } from '@gtm/contracts/employer';
import { requestInterview as requestInterviewOperation } from '@gtm/contracts/operations/employer-portal';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { rescheduleInterview } from './interview-changes.ts';
import type { TShareCandidate } from './get-employer-one-pager.ts';

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
