import { listOwnOnePagers } from '@gtm/contracts/operations/one-pagers';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The `listOwnOnePagers` operation through SWR; held back until a profile exists (spec section 7). */
export const useOwnOnePagers = (hasProfile: boolean, onError: () => void) =>
  useOperation(listOwnOnePagers, hasProfile ? {} : null, { onError });
