import * as operations from '@gtm/contracts/operations/clients';
import { operationRouter } from '@gtm/service-kit/operations';
import { listClientCompanies } from './client-companies.handlers.ts';
import type { TClientCompaniesRepository } from './client-companies.repository.ts';

/** Client companies, mounted from their operation descriptor (admins only). */
export const clientCompaniesRoutes = (companies: TClientCompaniesRepository) =>
  operationRouter().mount(operations.listClientCompanies, listClientCompanies(companies));
