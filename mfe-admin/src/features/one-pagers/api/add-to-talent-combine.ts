import { addOnePagerToCombine, listTalentCombines } from '@gtm/contracts/operations/talent-combines';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** Talent combines whose name or description holds the term (the first 20), for the 'Add to talent combine' select. */
export const useTalentCombineOptions = (search: string) =>
  useOperation(listTalentCombines, {
    query: { pageSize: 20, sort: 'name', order: 'asc', ...(search ? { search } : {}) },
  });

/** `POST /api/talent-combines/add-one-pager`: adding one already in changes nothing. */
export const addToTalentCombine = (talentCombineId: string, onePagerId: string) =>
  callOperation(addOnePagerToCombine, { body: { talentCombineId, onePagerId } });

/** Adds the one-pager to a combine (by id). */
export const useAddToTalentCombine = (
  onePagerId: string,
  handlers: TMutationHandlers<string, Awaited<ReturnType<typeof addToTalentCombine>>>,
) =>
  useMutation(
    addOnePagerToCombine.id,
    (talentCombineId: string) => addToTalentCombine(talentCombineId, onePagerId),
    handlers,
  );
