import * as operations from '@gtm/contracts/operations/clients';
import { operationRouter } from '@gtm/service-kit/operations';
import type { TClientsAdminDeps } from '../client-companies/client-companies.handlers.ts';
import { decideClientAccessRequest, listClientAccessRequests } from './access-requests.handlers.ts';
import { listClientUsers, updateClientUser } from './client-users.handlers.ts';
import { listCompanyNotificationRecipients } from './notification-recipients.handlers.ts';

/** Client users, mounted from their operation descriptors (admins only). */
export const clientUsersRoutes = (deps: TClientsAdminDeps) =>
  operationRouter()
    .mount(operations.listClientUsers, listClientUsers(deps))
    .mount(operations.updateClientUser, updateClientUser(deps))
    .mount(operations.listClientAccessRequests, listClientAccessRequests(deps))
    .mount(operations.decideClientAccessRequest, decideClientAccessRequest(deps))
    .mount(operations.listCompanyNotificationRecipients, listCompanyNotificationRecipients(deps));
