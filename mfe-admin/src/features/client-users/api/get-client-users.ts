import { listClientUsers } from '@gtm/contracts/operations/clients';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The `listClientUsers` operation through SWR: every client user with its company's name (paged on the client). */
export const useClientUsers = () => useOperation(listClientUsers, {});
