import { getCandidateActivity } from '@gtm/contracts/operations/candidate-activity';
import { listCandidateInterviewRequests } from '@gtm/contracts/operations/interview-requests';
import { answerPlacement, listCandidatePlacements } from '@gtm/contracts/operations/placements';
import type { TCandidatePlacement, TPlacementResponse } from '@gtm/contracts/placements';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/**
 * The hires companies recorded for the signed-in candidate, newest first (held back until a profile exists:
 * without one, no company can have seen them).
 */
export const useCandidatePlacements = (hasProfile: boolean) =>
  useOperation(listCandidatePlacements, hasProfile ? {} : null);

export type TPlacementAnswer = { id: string; action: TPlacementResponse['action'] };

const answer = ({ id, action }: TPlacementAnswer) =>
  callOperation(answerPlacement, { params: { id }, body: { action } });

/**
 * Confirms or rejects a recorded hire; the placements, the interview requests (a confirmed hire cancels the
 * other companies' requests) and the dashboard's activity reload after it.
 */
export const useAnswerPlacement = (handlers: TMutationHandlers<TPlacementAnswer, TCandidatePlacement>) =>
  useMutation(answerPlacement.id, answer, {
    ...handlers,
    revalidates: [listCandidatePlacements, listCandidateInterviewRequests, getCandidateActivity],
  });
