import { listOnePagers } from '@gtm/contracts/operations/one-pagers';
import { addOnePagerToCombine, removeOnePagerFromCombine } from '@gtm/contracts/operations/talent-combines';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** One-pagers whose title or candidate name holds the term (the first 20), for the combine's add picker. */
export const useOnePagerOptions = (search: string) =>
  useOperation(listOnePagers, {
    query: { pageSize: 20, sort: 'candidateName', order: 'asc', ...(search ? { search } : {}) },
  });

/** `POST /api/talent-combines/add-one-pager`: adding one already in changes nothing. */
export const addOnePager = (talentCombineId: string, onePagerId: string) =>
  callOperation(addOnePagerToCombine, { body: { talentCombineId, onePagerId } });

/** `DELETE /api/talent-combines/{talentCombineId}/one-pagers/{onePagerId}`: removing one not in is no change. */
export const removeOnePager = (talentCombineId: string, onePagerId: string) =>
  callOperation(removeOnePagerFromCombine, { params: { talentCombineId, onePagerId } });

/** Adds a one-pager (by id) to the combine; the screen reloads the combine on success. */
export const useAddOnePager = (
  talentCombineId: string,
  handlers: TMutationHandlers<string, Awaited<ReturnType<typeof addOnePager>>>,
) =>
  useMutation(
    addOnePagerToCombine.id,
    (onePagerId: string) => addOnePager(talentCombineId, onePagerId),
    handlers,
  );

/** Removes a one-pager (by id) from the combine; `pending` is the row under way. */
export const useRemoveOnePager = (
  talentCombineId: string,
  handlers: TMutationHandlers<string, Awaited<ReturnType<typeof removeOnePager>>>,
) =>
  useMutation(
    removeOnePagerFromCombine.id,
    (onePagerId: string) => removeOnePager(talentCombineId, onePagerId),
    handlers,
  );
