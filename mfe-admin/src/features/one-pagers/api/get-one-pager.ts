import { getOnePager } from '@gtm/contracts/operations/one-pagers';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** A whole one-pager (the detail dialog) through SWR; `null` holds the request back. */
export const useOnePager = (id: string | null) => useOperation(getOnePager, id ? { params: { id } } : null);
