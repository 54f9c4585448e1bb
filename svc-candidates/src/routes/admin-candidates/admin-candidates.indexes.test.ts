import { ZCandidateProfilesQuery, ZCandidateUsersQuery } from '@gtm/contracts/talent';
import type { TCandidateProfilesQuery, TCandidateUsersQuery } from '@gtm/contracts/talent';
import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import { candidateAccountSchema } from '../candidate-accounts/candidate-accounts.model.ts';
import {
  candidateUsersFilter,
  candidateUsersSort,
} from '../candidate-accounts/candidate-accounts.repository.ts';
import { candidateProfileSchema } from '../candidate-profiles/candidate-profiles.model.ts';
import {
  candidateProfilesFilter,
  candidateProfilesSort,
} from '../candidate-profiles/candidate-profiles.repository.ts';

/** Every query the candidates page issues: each sort in both orders, with and without the filter, and a search. */
const PROFILE_QUERIES: TCandidateProfilesQuery[] = ['createdAt', 'name', 'email'].flatMap((sort) =>
  (['asc', 'desc'] as const).flatMap((order) =>
    ['all', 'active', 'inactive', 'pending'].map(
      (status) => ({ sort, order, status }) as TCandidateProfilesQuery,
    ),
  ),
);
PROFILE_QUERIES.push({ search: 'jordan' }, { search: 'jo', status: 'active', sort: 'name' });

const USER_QUERIES: TCandidateUsersQuery[] = ['created_at', 'name', 'email'].flatMap((sort) =>
  (['asc', 'desc'] as const).flatMap((order) =>
    ['all', 'complete', 'incomplete'].map((profile) => ({ sort, order, profile }) as TCandidateUsersQuery),
  ),
);
USER_QUERIES.push({ search: 'jordan' }, { search: 'x', profile: 'incomplete' });

const profileIndexes = declaredIndexes(candidateProfileSchema);
const userIndexes = declaredIndexes(candidateAccountSchema);

describe('admin candidate list indexes', () => {
  it.each(PROFILE_QUERIES.map((query) => [JSON.stringify(query), query] as const))(
    'profiles query %s is served by an index',
    (_name, input) => {
      const query = ZCandidateProfilesQuery.parse(input);
      const shape = { filter: candidateProfilesFilter(query), sort: candidateProfilesSort(query) };
      expect(servingIndex(profileIndexes, shape)).not.toBeNull();
    },
  );

  it.each(USER_QUERIES.map((query) => [JSON.stringify(query), query] as const))(
    'registrations query %s is served by an index',
    (_name, input) => {
      const query = ZCandidateUsersQuery.parse(input);
      const shape = { filter: candidateUsersFilter(query), sort: candidateUsersSort(query) };
      expect(servingIndex(userIndexes, shape)).not.toBeNull();
    },
  );
});
