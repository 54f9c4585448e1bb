import type { TCallInput } from '@gtm/contracts/operation';
import { listClientUsers } from '@gtm/contracts/operations/client-users';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

export type TClientUsersCallQuery = TCallInput<typeof listClientUsers>['query'];

/** One page of client users with their company's name through SWR, searched by name or e-mail on the server. */
export const useClientUsers = (query: TClientUsersCallQuery) => useOperation(listClientUsers, { query });
