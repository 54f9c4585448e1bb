import { correctCandidateOutcome, listShareOutcomes } from '@gtm/contracts/operations/outcomes';
import type { TOutcome, TOutcomeUpdate } from '@gtm/contracts/outcomes';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** Every candidate's outcome with one share's company (one read for the whole feedback dialog). */
export const useShareOutcomes = (talentCombineId: string, shareId: string) =>
  useOperation(listShareOutcomes, { params: { id: talentCombineId, shareId } }, { revalidateOnMount: true });

type TCorrection = { talentCombineId: string; shareId: string; onePagerId: string; body: TOutcomeUpdate };

/** `PUT .../outcome`: an admin's correction of a company's outcome (audited). */
export const correctOutcome = ({ talentCombineId, shareId, onePagerId, body }: TCorrection) =>
  callOperation(correctCandidateOutcome, { params: { id: talentCombineId, shareId, onePagerId }, body });

/** The write; the screen reads the share's outcomes again (`revalidates` takes only operations without params). */
export const useCorrectOutcome = (handlers: TMutationHandlers<TCorrection, TOutcome>) =>
  useMutation(correctCandidateOutcome.id, correctOutcome, handlers);
