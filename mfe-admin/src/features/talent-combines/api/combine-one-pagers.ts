import {
  addOnePagerToCombine,
  listOnePagers,
  removeOnePagerFromCombine,
} from '@gtm/contracts/operations/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
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
