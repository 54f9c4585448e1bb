import { interviewIcsFileName } from '@gtm/contracts/interview-requests';
import {
  cancelInterviewRequest,
  confirmInterviewRequest,
  getEmployerInterviewIcs,
} from '@gtm/contracts/operations/interview-requests';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { saveBlob } from '@gtm/web-kit/save-file.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import type { TShareCandidate } from './get-employer-one-pager.ts';

/** One interview request of the company's, through the share and candidate it was made for. */
const paramsOf = (params: TShareCandidate, requestId: string) => ({ ...params, requestId });

/** Takes the candidate's proposed time at `slotIndex`: the interview is agreed, invitations go out. */
export const confirmInterview = (params: TShareCandidate, requestId: string, slotIndex: number) =>
  callOperation(confirmInterviewRequest, { params: paramsOf(params, requestId), body: { slotIndex } });

/** Cancels the request (an invitation sent is cancelled too). */
export const cancelInterview = (params: TShareCandidate, requestId: string, reason: string) =>
  callOperation(cancelInterviewRequest, { params: paramsOf(params, requestId), body: { reason } });

/** Saves the agreed interview as an .ics file ("Add to calendar"). */
export async function downloadInterviewIcs(params: TShareCandidate, requestId: string) {
  const text = await callOperation(getEmployerInterviewIcs, { params: paramsOf(params, requestId) });
  saveBlob(new Blob([text], { type: 'text/calendar' }), interviewIcsFileName);
}

type TRequestAnswer = Awaited<ReturnType<typeof confirmInterview>>;

/** Confirms the candidate's proposed time (its index) for one request. */
export const useConfirmInterview = (
  params: TShareCandidate,
  requestId: string,
  handlers: TMutationHandlers<number, TRequestAnswer>,
) =>
  useMutation(
    confirmInterviewRequest.id,
    (slotIndex: number) => confirmInterview(params, requestId, slotIndex),
    handlers,
  );

/** Cancels one request (with its reason, possibly empty). */
export const useCancelInterview = (
  params: TShareCandidate,
  requestId: string,
  handlers: TMutationHandlers<string, TRequestAnswer>,
) =>
  useMutation(
    cancelInterviewRequest.id,
    (reason: string) => cancelInterview(params, requestId, reason),
    handlers,
  );
