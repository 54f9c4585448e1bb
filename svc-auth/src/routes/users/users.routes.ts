import {
  getAccountSettings,
  getCurrentUser,
  listAdminNotificationRecipients,
  selectCandidateRole,
  updateNotificationSettings,
  updateProfile,
  updateSecuritySettings,
} from '@gtm/contracts/operations/users';
import { operationRouter } from '@gtm/service-kit/operations';
import { adminRecipientsHandlers } from './admin-recipients.handlers.ts';
import { usersHandlers } from './users.handlers.ts';
import type { TUsersDeps } from './users.handlers.ts';

export type { TUsersDeps } from './users.handlers.ts';

/** The signed-in user's own account (who may call: decided at the gateway, re-checked by the mount). */
export const usersRoutes = (deps: TUsersDeps) => {
  const handlers = usersHandlers(deps);
  const adminRecipients = adminRecipientsHandlers(deps);
  return operationRouter()
    .mount(getCurrentUser, handlers.current)
    .mount(getAccountSettings, handlers.read)
    .mount(updateProfile, handlers.profile)
    .mount(updateNotificationSettings, handlers.notifications)
    .mount(updateSecuritySettings, handlers.security)
    .mount(selectCandidateRole, handlers.roleSelection)
    .mount(listAdminNotificationRecipients, adminRecipients.list);
};
