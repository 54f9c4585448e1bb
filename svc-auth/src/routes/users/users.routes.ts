import {
  getAccountSettings,
  getCurrentUser,
  listAdminNotificationRecipients,
  selectCandidateRole,
  updateNotificationSettings,
  updateProfile,
  updateSecuritySettings,
} from '@gtm/contracts/operations/auth';
import { operationRouter } from '@gtm/service-kit/operations';
import { adminNotificationRecipients } from './admin-recipients.handlers.ts';
import type { TCurrentUserCache } from './current-user-cache.ts';
import { accountSettings, currentUser } from './users.handlers.ts';

/** The signed-in user's own account (who may call: decided at the gateway, re-checked by the mount). */
export const usersRoutes = (
  deps: Parameters<typeof accountSettings>[0] & { currentUsers: TCurrentUserCache },
) => {
  const settings = accountSettings(deps);
  return operationRouter()
    .mount(getCurrentUser, currentUser(deps.users, deps.currentUsers))
    .mount(getAccountSettings, settings.read)
    .mount(updateProfile, settings.profile)
    .mount(updateNotificationSettings, settings.notifications)
    .mount(updateSecuritySettings, settings.security)
    .mount(selectCandidateRole, settings.roleSelection)
    .mount(listAdminNotificationRecipients, adminNotificationRecipients(deps.users));
};
