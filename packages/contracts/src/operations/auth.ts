import {
  ZAccountSettings,
  ZAuthMessageAnswer,
  ZAuthUserAnswer,
  ZCurrentUser,
  ZLoginRequest,
  ZNotificationSettings,
  ZNotificationsAnswer,
  ZProfileAnswer,
  ZProfileUpdate,
  ZRegisterRequest,
  ZRoleSelection,
  ZSecurityAnswer,
  ZSecuritySettings,
  ZTwoFactorChallenge,
  ZVerifyCode,
  ZVerifyRegistration,
} from '../auth.ts';
import { ZConfirmAccountDeletion, ZDataExportPart } from '../account-data.ts';
import { ZApiError } from '../api-errors.ts';
import { ZAdminRecipients } from '../notifications.ts';
import { ACCESS, defineOperation } from '../operation.ts';
import type { TOperationSpec } from '../operation.ts';

const rateLimited = {
  description: 'Too many attempts: `Retry-After` and the message say when to try again.',
  schema: ZApiError,
} as const;

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

/** `POST /api/auth/logout`: ends the session; answers the same signed in or not. */
export const logout = defineOperation({
  id: 'logout',
  summary: 'End the session',
  method: 'POST',
  path: '/api/auth/logout',
  service: 'svc-auth',
  access: ACCESS.anyone,
  responses: { 200: { description: 'Signed out.', schema: ZAuthMessageAnswer } },
});

/** The sign-in variants of spec section 7: the general `/api/auth` one, and one per kind. */
export type TSignInVariant = 'general' | 'candidate' | 'employer' | 'admin';

const PREFIX: Record<TSignInVariant, string> = {
  general: '/api',
  candidate: '/api/candidate',
  employer: '/api/employer',
  admin: '/api/admin',
};
const TITLE: Record<TSignInVariant, string> = {
  general: '',
  candidate: 'candidate ',
  employer: 'employer ',
  admin: 'admin ',
};
const idOf = (variant: TSignInVariant, step: string) =>
  `${step}${variant === 'general' ? '' : variant[0]!.toUpperCase() + variant.slice(1)}`;

const signInStep = <
  const TSpec extends Omit<TOperationSpec, 'id' | 'path' | 'service' | 'access' | 'method'>,
>(
  variant: TSignInVariant,
  step: string,
  spec: TSpec,
) =>
  defineOperation({
    ...spec,
    id: idOf(
      variant,
      step.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
    ),
    method: 'POST',
    path: `${PREFIX[variant]}/auth/${step}`,
    service: 'svc-auth',
    access: ACCESS.anyone,
  });

const loginRequest = (variant: TSignInVariant) =>
  signInStep(variant, 'login-request', {
    summary: `E-mail a ${TITLE[variant]}sign-in code`,
    request: { body: ZLoginRequest },
    responses: {
      200: {
        description: 'A code is on its way (the same answer for an unknown address).',
        schema: ZAuthMessageAnswer,
      },
      429: rateLimited,
    },
  });
const accessRevoked = {
  description:
    'The account’s access is disabled: only employers’ can be (the code is spent, no session starts).',
  schema: ZApiError,
};
const verifyCode = (variant: TSignInVariant) =>
  signInStep(variant, 'verify-code', {
    summary: `Exchange a ${TITLE[variant]}sign-in code for a session`,
    request: { body: ZVerifyCode },
    responses: {
      200: { description: 'Signed in.', schema: ZAuthUserAnswer },
      202: {
        description:
          'The code is right and the account has two-factor on: no session yet. A short-lived pending cookie ' +
          'is set for `POST /api/auth/verify-two-factor`, which takes the authenticator or recovery code.',
        schema: ZTwoFactorChallenge,
      },
      403: accessRevoked,
      429: rateLimited,
    },
  });
const register = (variant: TSignInVariant) =>
  signInStep(variant, 'register', {
    summary: `Start a ${TITLE[variant]}registration and e-mail its code`,
    request: { body: ZRegisterRequest },
    responses: {
      200: { description: 'A code is on its way.', schema: ZAuthMessageAnswer },
      429: rateLimited,
    },
  });
const verifyRegistration = (variant: TSignInVariant) =>
  signInStep(variant, 'verify-registration', {
    summary: `Complete a ${TITLE[variant]}registration with its code`,
    request: { body: ZVerifyRegistration },
    responses: {
      200: { description: 'Registered and signed in.', schema: ZAuthUserAnswer },
      409: { description: 'An account with this e-mail exists.', schema: ZApiError },
      429: rateLimited,
    },
  });

/**
 * Every sign-in operation of spec section 7, by variant and step. Candidates and employers self-register; the
 * general variant registers candidates; admins only sign in.
 */
export const SIGN_IN_OPERATIONS = {
  general: {
    loginRequest: loginRequest('general'),
    verifyCode: verifyCode('general'),
    verifyRegistration: verifyRegistration('general'),
  },
  candidate: {
    loginRequest: loginRequest('candidate'),
    verifyCode: verifyCode('candidate'),
    register: register('candidate'),
    verifyRegistration: verifyRegistration('candidate'),
  },
  employer: {
    loginRequest: loginRequest('employer'),
    verifyCode: verifyCode('employer'),
    register: register('employer'),
    verifyRegistration: verifyRegistration('employer'),
  },
  admin: { loginRequest: loginRequest('admin'), verifyCode: verifyCode('admin') },
} as const;

/** `GET /api/user/data-export/account`: what svc-auth holds about the signed-in user (their data export). */
export const exportAccountData = defineOperation({
  id: 'exportAccountData',
  summary: 'svc-auth’s part of the signed-in user’s data export',
  method: 'GET',
  path: '/api/user/data-export/account',
  service: 'svc-auth',
  access: ACCESS.signedIn,
  responses: { 200: { description: 'The account as stored.', schema: ZDataExportPart } },
});

/** `POST /api/user/account-deletion/request`: e-mails a code that confirms the deletion. */
export const requestAccountDeletion = defineOperation({
  id: 'requestAccountDeletion',
  summary: 'E-mail a code that confirms deleting the signed-in candidate’s account',
  method: 'POST',
  path: '/api/user/account-deletion/request',
  service: 'svc-auth',
  access: ACCESS.candidate,
  responses: { 200: { description: 'A code is on its way.', schema: ZAuthMessageAnswer }, 429: rateLimited },
});

/**
 * `POST /api/user/account-deletion/confirm`: with the e-mailed code, deletes the account and ends every session
 * of it; the other services remove what they hold when the `account.deleted` event reaches them.
 */
export const confirmAccountDeletion = defineOperation({
  id: 'confirmAccountDeletion',
  summary: 'Delete the signed-in candidate’s account with the e-mailed code',
  method: 'POST',
  path: '/api/user/account-deletion/confirm',
  service: 'svc-auth',
  access: ACCESS.candidate,
  request: { body: ZConfirmAccountDeletion },
  responses: {
    200: { description: 'Deleted; the session cookie is cleared.', schema: ZAuthMessageAnswer },
    429: rateLimited,
  },
});
