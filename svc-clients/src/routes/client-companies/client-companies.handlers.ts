import type * as operations from '@gtm/contracts/operations/clients';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TClientCompaniesRepository } from './client-companies.repository.ts';

/** `GET /api/admin/client-companies`: every client company, newest first. */
export const listClientCompanies =
  (companies: TClientCompaniesRepository): TOperationHandler<typeof operations.listClientCompanies> =>
  async (c) =>
    c.json(await companies.listNewestFirst());
