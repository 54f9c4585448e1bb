import * as operations from '@gtm/contracts/operations/client-companies';
import { operationRouter } from '@gtm/service-kit/operations';
import { clientCompaniesHandlers } from './client-companies.handlers.ts';
import type { TClientsAdminDeps } from './client-companies.handlers.ts';

/** Client companies, mounted from their operation descriptors (admins only). */
export const clientCompaniesRoutes = (deps: TClientsAdminDeps) => {
  const handlers = clientCompaniesHandlers(deps);
  return operationRouter()
    .mount(operations.listClientCompanies, handlers.list)
    .mount(operations.getClientCompany, handlers.get)
    .mount(operations.updateClientCompany, handlers.update)
    .mount(operations.listCompanyBillingRecipients, handlers.billingRecipients)
    .mount(operations.lookupClientCompanies, handlers.lookup);
};
