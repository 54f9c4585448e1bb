import type { TInterviewResponse } from '@gtm/contracts/interview-requests';
import { interviewIcsFileName } from '@gtm/contracts/interview-requests';
import { getCandidateActivity } from '@gtm/contracts/operations/candidate-activity';
import {
  answerInterviewRequest,
  getCandidateInterviewIcs,
  listCandidateInterviewRequests,
} from '@gtm/contracts/operations/interview-requests';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { saveBlob } from '@gtm/web-kit/save-file.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The signed-in candidate's interview requests, newest first (held back until a profile exists). */
export const useInterviewRequests = (hasProfile: boolean) =>
  useOperation(listCandidateInterviewRequests, hasProfile ? {} : null);

type TAnswer = { id: string; body: TInterviewResponse };

/** Accept a slot, decline or propose other times; the list and the dashboard's activity reload after it. */
export const useAnswerInterviewRequest = (
  handlers: TMutationHandlers<TAnswer, Awaited<ReturnType<typeof answer>>> = {},
) =>
  useMutation(answerInterviewRequest.id, answer, {
    ...handlers,
    revalidates: [listCandidateInterviewRequests, getCandidateActivity],
  });

const answer = ({ id, body }: TAnswer) => callOperation(answerInterviewRequest, { params: { id }, body });

/** Saves the agreed interview as an .ics file ("Add to calendar"). */
export async function downloadInterviewIcs(id: string) {
  const text = await callOperation(getCandidateInterviewIcs, { params: { id } });
  saveBlob(new Blob([text], { type: 'text/calendar' }), interviewIcsFileName);
}
