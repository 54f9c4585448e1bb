import type { TCallInput } from '@gtm/contracts/operation';
import { listTalentCombines } from '@gtm/contracts/operations/talent-combines';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

export type TTalentCombinesCallQuery = TCallInput<typeof listTalentCombines>['query'];

/** One page of talent combines through SWR, for the query the page's search, filter, sort and pager make. */
export const useTalentCombines = (query: TTalentCombinesCallQuery) =>
  useOperation(listTalentCombines, { query });
