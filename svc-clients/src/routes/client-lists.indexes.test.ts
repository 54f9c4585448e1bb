import type { z } from 'zod';
import { ZClientCompaniesQuery, ZClientUsersQuery } from '@gtm/contracts/clients';
import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import { clientCompanySchema } from './client-companies/client-companies.model.ts';
import {
  clientCompaniesFilter,
  clientCompaniesSort,
} from './client-companies/client-companies.repository.ts';
import { clientUserSchema } from './client-users/client-users.model.ts';
import { clientUsersFilter, clientUsersSort } from './client-users/client-users.repository.ts';

/** Every query the client lists issue: the default, each sort and order, a search. */
const COMPANY_QUERIES: z.input<typeof ZClientCompaniesQuery>[] = [
  {},
  { order: 'asc' },
  { sort: 'name', order: 'asc' },
  { sort: 'name', order: 'desc' },
  { search: 'acme' },
  { search: 'a' },
];
const USER_QUERIES: z.input<typeof ZClientUsersQuery>[] = [{}, { order: 'asc' }, { search: 'gomez' }];

const shapes = <TQuery>(
  schema: Parameters<typeof declaredIndexes>[0],
  queries: TQuery[],
  parse: (input: TQuery) => { filter: Record<string, unknown>; sort: Record<string, 1 | -1> },
) =>
  queries.map((input) => [
    JSON.stringify(input),
    JSON.stringify(servingIndex(declaredIndexes(schema), parse(input))),
  ]);

describe('client list indexes', () => {
  it.each(
    shapes(clientCompanySchema, COMPANY_QUERIES, (input) => {
      const query = ZClientCompaniesQuery.parse(input);
      return { filter: clientCompaniesFilter(query), sort: clientCompaniesSort(query) };
    }),
  )('companies query %s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });

  it.each(
    shapes(clientUserSchema, USER_QUERIES, (input) => {
      const query = ZClientUsersQuery.parse(input);
      return { filter: clientUsersFilter(query), sort: clientUsersSort(query) };
    }),
  )('users query %s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
