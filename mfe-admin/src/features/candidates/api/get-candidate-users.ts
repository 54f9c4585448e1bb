import type { TCallInput } from '@gtm/contracts/operation';
import { listCandidateUsers } from '@gtm/contracts/operations/admin-candidates';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

export type TCandidateUsersCallQuery = TCallInput<typeof listCandidateUsers>['query'];

/** One page of registrations through SWR (the page asks for the incomplete ones); `null` holds it back. */
export const useCandidateUsers = (query: TCandidateUsersCallQuery | null) =>
  useOperation(listCandidateUsers, query === null ? null : { query });
