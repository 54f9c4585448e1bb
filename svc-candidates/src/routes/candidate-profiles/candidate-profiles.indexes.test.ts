import { ZCandidateProfilesQuery } from '@gtm/contracts/talent';
import type { TCandidateProfilesQuery } from '@gtm/contracts/talent';
import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { candidateProfileSchema } from './candidate-profiles.model.ts';
import {
  candidateProfileQueries as Q,
  candidateProfilesFilter,
  candidateProfilesSort,
} from './candidate-profiles.repository.ts';

/** Every query the candidates page issues: each sort in both orders, with and without the filter, and a search. */
const PROFILE_QUERIES: TCandidateProfilesQuery[] = ['createdAt', 'name', 'email'].flatMap((sort) =>
  (['asc', 'desc'] as const).flatMap((order) =>
    ['all', 'active', 'inactive', 'pending'].map(
      (status) => ({ sort, order, status }) as TCandidateProfilesQuery,
    ),
  ),
);
PROFILE_QUERIES.push({ search: 'jordan' }, { search: 'jo', status: 'active', sort: 'name' });

/** Every query other screens read profiles with (the admin dashboard, the employer portal). */
const CASES: [string, TQueryShape][] = [
  ['byStatus', Q.byStatus('active')],
  ['createdSince', Q.createdSince(new Date())],
  ['newest', Q.newest()],
  ['ofUsers', Q.ofUsers(['665f1c0ffee0000000000abc', '665f1c0ffee0000000000abd'])],
];

const profileIndexes = declaredIndexes(candidateProfileSchema);

describe('candidate profile indexes', () => {
  it.each(PROFILE_QUERIES.map((query) => [JSON.stringify(query), query] as const))(
    'profiles query %s is served by an index',
    (_name, input) => {
      const query = ZCandidateProfilesQuery.parse(input);
      const shape = { filter: candidateProfilesFilter(query), sort: candidateProfilesSort(query) };
      expect(servingIndex(profileIndexes, shape)).not.toBeNull();
    },
  );

  it('checks every query other screens read with', () => {
    expect(CASES.map(([name]) => name).sort()).toEqual(Object.keys(Q).sort());
  });

  it.each(CASES.map(([name, shape]) => [name, JSON.stringify(servingIndex(profileIndexes, shape))]))(
    '%s is served by index %s',
    (_name, index) => {
      expect(index).not.toBe('null');
    },
  );
});
