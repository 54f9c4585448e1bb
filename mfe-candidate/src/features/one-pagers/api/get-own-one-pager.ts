import { getOwnOnePager } from '@gtm/contracts/operations/one-pagers';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** One of the signed-in candidate's one-pagers through SWR (`getOwnOnePager`); a 404 for anyone else's. */
export const useOwnOnePager = (id: string | undefined) =>
  useOperation(getOwnOnePager, id ? { params: { id } } : null, { shouldRetryOnError: false });
