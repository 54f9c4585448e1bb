import * as operations from '@gtm/contracts/operations/client-users';
import { operationRouter } from '@gtm/service-kit/operations';
import type { TClientsAdminDeps } from '../client-companies/client-companies.handlers.ts';
import { accessRequestsHandlers } from './access-requests.handlers.ts';
import { clientUsersHandlers } from './client-users.handlers.ts';
import { notificationRecipientsHandlers } from './notification-recipients.handlers.ts';

/** Client users, mounted from their operation descriptors (admins only). */
export const clientUsersRoutes = (deps: TClientsAdminDeps) => {
  const handlers = clientUsersHandlers(deps);
  const accessRequests = accessRequestsHandlers(deps);
  const notificationRecipients = notificationRecipientsHandlers(deps);
  return operationRouter()
    .mount(operations.listClientUsers, handlers.list)
    .mount(operations.updateClientUser, handlers.update)
    .mount(operations.listClientAccessRequests, accessRequests.list)
    .mount(operations.decideClientAccessRequest, accessRequests.decide)
    .mount(operations.listCompanyNotificationRecipients, notificationRecipients.list);
};
