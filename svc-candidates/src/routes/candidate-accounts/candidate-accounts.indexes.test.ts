import { ZCandidateUsersQuery } from '@gtm/contracts/talent';
import type { TCandidateUsersQuery } from '@gtm/contracts/talent';
import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import { candidateAccountSchema } from './candidate-accounts.model.ts';
import { candidateUsersFilter, candidateUsersSort } from './candidate-accounts.repository.ts';

/** Every query the registrations list issues: each sort in both orders, with and without the filter, and a search. */
const USER_QUERIES: TCandidateUsersQuery[] = ['created_at', 'name', 'email'].flatMap((sort) =>
  (['asc', 'desc'] as const).flatMap((order) =>
    ['all', 'complete', 'incomplete'].map((profile) => ({ sort, order, profile }) as TCandidateUsersQuery),
  ),
);
USER_QUERIES.push({ search: 'jordan' }, { search: 'x', profile: 'incomplete' });

const userIndexes = declaredIndexes(candidateAccountSchema);

describe('candidate account indexes', () => {
  it.each(USER_QUERIES.map((query) => [JSON.stringify(query), query] as const))(
    'registrations query %s is served by an index',
    (_name, input) => {
      const query = ZCandidateUsersQuery.parse(input);
      const shape = { filter: candidateUsersFilter(query), sort: candidateUsersSort(query) };
      expect(servingIndex(userIndexes, shape)).not.toBeNull();
    },
  );
});
