import type { TCallInput } from '@gtm/contracts/operation';
import { listCandidateProfiles } from '@gtm/contracts/operations/admin-candidates';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

export type TCandidateProfilesCallQuery = TCallInput<typeof listCandidateProfiles>['query'];

/** One page of candidate profiles through SWR, for the query the page's search, filter, sort and pager make. */
export const useCandidateProfiles = (query: TCandidateProfilesCallQuery) =>
  useOperation(listCandidateProfiles, { query });
