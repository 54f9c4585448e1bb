import type * as operations from '@gtm/contracts/operations/clients';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TClientCompaniesRepository } from './client-companies.repository.ts';

/** `GET /api/admin/client-companies`: one page of client companies, searched inside the name. */
export const listClientCompanies =
  (companies: TClientCompaniesRepository): TOperationHandler<typeof operations.listClientCompanies> =>
  async (c, { query }) =>
    c.json(await companies.list(query));
