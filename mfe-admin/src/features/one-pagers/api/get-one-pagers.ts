import type { TCallInput } from '@gtm/contracts/operation';
import { listOnePagers } from '@gtm/contracts/operations/one-pagers';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

export type TOnePagersCallQuery = TCallInput<typeof listOnePagers>['query'];

/** One page of one-pagers through SWR, for the query the page's search, filter, sort and pager make. */
export const useOnePagers = (query: TOnePagersCallQuery) => useOperation(listOnePagers, { query });
