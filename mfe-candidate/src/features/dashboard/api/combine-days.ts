import type { TCandidateCombineDay, TCombineDayResponse } from '@gtm/contracts/combine-days';
import {
  answerCombineDay,
  getCandidateCombineDay,
  listCandidateCombineDays,
} from '@gtm/contracts/operations/combine-days';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/**
 * The candidate's combine day segments, soonest first (held back until a profile exists: without one, no
 * company can have chosen them).
 */
export const useCandidateCombineDays = (hasProfile: boolean) =>
  useOperation(listCandidateCombineDays, hasProfile ? {} : null);

/** One combine day with the afternoon's free segments (null: none asked), read again whenever asked. */
export const useCandidateCombineDay = (id: string | null) =>
  useOperation(getCandidateCombineDay, id === null ? null : { params: { id } }, {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });

export type TCombineDayAnswer = { id: string; body: TCombineDayResponse };

const answer = ({ id, body }: TCombineDayAnswer) => callOperation(answerCombineDay, { params: { id }, body });

/** Confirms, moves or declines a segment; the list reloads after it. */
export const useAnswerCombineDay = (handlers: TMutationHandlers<TCombineDayAnswer, TCandidateCombineDay>) =>
  useMutation(answerCombineDay.id, answer, { ...handlers, revalidates: [listCandidateCombineDays] });
