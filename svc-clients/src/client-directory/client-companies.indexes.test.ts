import type { z } from 'zod';
import { ZClientCompaniesQuery } from '@gtm/contracts/clients';
import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import { clientCompanySchema } from './client-companies.model.ts';
import { clientCompaniesFilter, clientCompaniesSort } from './client-companies.repository.ts';

/** Every query the companies list issues: the default, each sort and order, a search. */
const COMPANY_QUERIES: z.input<typeof ZClientCompaniesQuery>[] = [
  {},
  { order: 'asc' },
  { sort: 'name', order: 'asc' },
  { sort: 'name', order: 'desc' },
  { search: 'acme' },
  { search: 'a' },
];

describe('client company list indexes', () => {
  it.each(
    COMPANY_QUERIES.map((input) => {
      const query = ZClientCompaniesQuery.parse(input);
      const shape = { filter: clientCompaniesFilter(query), sort: clientCompaniesSort(query) };
      return [
        JSON.stringify(input),
        JSON.stringify(servingIndex(declaredIndexes(clientCompanySchema), shape)),
      ];
    }),
  )('companies query %s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
