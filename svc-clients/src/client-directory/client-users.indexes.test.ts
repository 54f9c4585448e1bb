import type { z } from 'zod';
import { ZClientUsersQuery } from '@gtm/contracts/clients';
import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { clientUserSchema } from './client-users.model.ts';
import { clientUsersFilter, clientUsersSort } from './client-users.repository.ts';

/** Every query the users list issues: the default, each order, a search. */
const USER_LIST_QUERIES: z.input<typeof ZClientUsersQuery>[] = [{}, { order: 'asc' }, { search: 'gomez' }];

/** The client users' queries of share notices and digests, as the repository issues them. */
const USER_QUERIES: [string, TQueryShape][] = [
  ['the client user of an account', { filter: { userId: 'u' }, sort: {} }],
  ["a company's linked users", { filter: { clientCompanyId: 'c', userId: { $exists: true } }, sort: {} }],
  ["a company's enabled users", { filter: { clientCompanyId: 'c', is_enabled: true }, sort: {} }],
];

describe('client user indexes', () => {
  it.each(
    USER_LIST_QUERIES.map((input) => {
      const query = ZClientUsersQuery.parse(input);
      const shape = { filter: clientUsersFilter(query), sort: clientUsersSort(query) };
      return [JSON.stringify(input), JSON.stringify(servingIndex(declaredIndexes(clientUserSchema), shape))];
    }),
  )('users query %s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });

  it.each(USER_QUERIES)('%s is served by an index', (_name, shape) => {
    expect(servingIndex(declaredIndexes(clientUserSchema), shape)).not.toBeNull();
  });
});
