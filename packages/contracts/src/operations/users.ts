import { ZApiError } from '../api-errors.ts';
import {
  ZAccountSettings,
  ZAuthUserAnswer,
  ZCurrentUser,
  ZNotificationsAnswer,
  ZNotificationSettings,
  ZProfileAnswer,
  ZProfileUpdate,
  ZRoleSelection,
  ZSecurityAnswer,
  ZSecuritySettings,
} from '../auth.ts';
import { ZAdminRecipients } from '../notifications.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/**
 * The signed-in user, their account settings and role, and the admins' notification recipients, served by
 * svc-auth (`routes/users`).
 */

/** `GET /api/user`: the signed-in user (a 401 means signed out). */
export const getCurrentUser = defineOperation({
  id: 'getCurrentUser',
  summary: 'The signed-in user',
  method: 'GET',
  path: '/api/user',
  service: 'svc-auth',
  access: ACCESS.signedIn,
  responses: { 200: { description: 'The user.', schema: ZCurrentUser } },
});

/**
 * `GET /api/user/account-settings`: what the account settings screen starts from (not in spec section 7: it
 * reads the signed-in user, which carries neither the bio nor the notification and security settings).
 */
export const getAccountSettings = defineOperation({
  id: 'getAccountSettings',
  summary: 'The signed-in user’s account settings: profile, notifications and security',
  method: 'GET',
  path: '/api/user/account-settings',
  service: 'svc-auth',
  access: ACCESS.signedIn,
  responses: { 200: { description: 'The settings.', schema: ZAccountSettings } },
});

/** `PATCH /api/user`: the account settings' profile form. */
export const updateProfile = defineOperation({
  id: 'updateProfile',
  summary: 'Change the signed-in user’s name, company and bio',
  method: 'PATCH',
  path: '/api/user',
  service: 'svc-auth',
  access: ACCESS.signedIn,
  request: { body: ZProfileUpdate },
  responses: { 200: { description: 'Saved.', schema: ZProfileAnswer } },
});

/** `PATCH /api/user/notifications`. */
export const updateNotificationSettings = defineOperation({
  id: 'updateNotificationSettings',
  summary: 'Change the signed-in user’s notification settings',
  method: 'PATCH',
  path: '/api/user/notifications',
  service: 'svc-auth',
  access: ACCESS.signedIn,
  request: { body: ZNotificationSettings },
  responses: { 200: { description: 'Saved.', schema: ZNotificationsAnswer } },
});

/**
 * `GET /api/admin/notification-recipients`: every admin's account id and notification settings, for the
 * notification centre (svc-candidates' worker, as an admin): who hears of decisions, interviews and new
 * candidates.
 */
export const listAdminNotificationRecipients = defineOperation({
  id: 'listAdminNotificationRecipients',
  summary: 'The admins and their notification settings (the notification centre’s recipients)',
  method: 'GET',
  path: '/api/admin/notification-recipients',
  service: 'svc-auth',
  access: ACCESS.admin,
  responses: { 200: { description: 'The admins, oldest first.', schema: ZAdminRecipients } },
});

/**
 * `PATCH /api/user/security`: a new session timeout applies to every live session of the user at once. The
 * form sends two-factor's state as it is: it is turned on and off by its own operations, with a code.
 */
export const updateSecuritySettings = defineOperation({
  id: 'updateSecuritySettings',
  summary: 'Change the signed-in user’s security settings',
  method: 'PATCH',
  path: '/api/user/security',
  service: 'svc-auth',
  access: ACCESS.signedIn,
  request: { body: ZSecuritySettings },
  responses: {
    200: { description: 'Saved.', schema: ZSecurityAnswer },
    400: {
      description:
        'The request is not valid (`issues` names each field), or `twoFactorEnabled` differs from the ' +
        'stored state: two-factor is turned on and off with a code from the authenticator app.',
      schema: ZApiError,
    },
  },
});

/** `POST /api/candidate/role-selection`: the candidate's role (SDR or AE). */
export const selectCandidateRole = defineOperation({
  id: 'selectCandidateRole',
  summary: 'Set the signed-in candidate’s role',
  method: 'POST',
  path: '/api/candidate/role-selection',
  service: 'svc-auth',
  access: ACCESS.candidate,
  request: { body: ZRoleSelection },
  responses: { 200: { description: 'Saved; the user with the role.', schema: ZAuthUserAnswer } },
});
