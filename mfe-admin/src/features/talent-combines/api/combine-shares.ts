import {
  listCombineShares,
  shareTalentCombine as shareOperation,
  withdrawCombineShare as withdrawOperation,
} from '@gtm/contracts/operations/combine-shares';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The companies a combine is shared with (withdrawn shares too), newest first, through SWR. */
export const useCombineShares = (talentCombineId: string) =>
  useOperation(listCombineShares, { params: { id: talentCombineId } });

/** `POST /api/talent-combines/{id}/shares`: a company it is shared with already is left as it is. */
export const shareTalentCombine = (talentCombineId: string, companyIds: string[]) =>
  callOperation(shareOperation, { params: { id: talentCombineId }, body: { companyIds } });

/** Shares the combine with the companies chosen (ids); the screen reloads the shares on success. */
export const useShareTalentCombine = (
  talentCombineId: string,
  handlers: TMutationHandlers<string[], Awaited<ReturnType<typeof shareTalentCombine>>>,
) =>
  useMutation(
    shareOperation.id,
    (companyIds: string[]) => shareTalentCombine(talentCombineId, companyIds),
    handlers,
  );

/** `DELETE /api/talent-combines/{id}/shares/{shareId}`: the company stops seeing it; its feedback is kept. */
export const withdrawCombineShare = (talentCombineId: string, shareId: string) =>
  callOperation(withdrawOperation, { params: { id: talentCombineId, shareId } });

/** Withdraws a share (by id); the screen reloads the shares on success. */
export const useWithdrawCombineShare = (
  talentCombineId: string,
  handlers: TMutationHandlers<string, Awaited<ReturnType<typeof withdrawCombineShare>>>,
) =>
  useMutation(
    withdrawOperation.id,
    (shareId: string) => withdrawCombineShare(talentCombineId, shareId),
    handlers,
  );
