import type { TCallInput } from '@gtm/contracts/operation';
import { listCandidateUsers } from '@gtm/contracts/operations/candidates';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

export type TCandidateUsersCallQuery = TCallInput<typeof listCandidateUsers>['query'];

/** One page of registrations through SWR (the page asks for the incomplete ones). */
export const useCandidateUsers = (query: TCandidateUsersCallQuery) =>
  useOperation(listCandidateUsers, { query });
