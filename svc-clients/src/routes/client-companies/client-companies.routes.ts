import * as operations from '@gtm/contracts/operations/clients';
import { operationRouter } from '@gtm/service-kit/operations';
import { getClientCompany, listClientCompanies, updateClientCompany } from './client-companies.handlers.ts';
import type { TClientsAdminDeps } from './client-companies.handlers.ts';

/** Client companies, mounted from their operation descriptors (admins only). */
export const clientCompaniesRoutes = (deps: TClientsAdminDeps) =>
  operationRouter()
    .mount(operations.listClientCompanies, listClientCompanies(deps))
    .mount(operations.getClientCompany, getClientCompany(deps))
    .mount(operations.updateClientCompany, updateClientCompany(deps));
