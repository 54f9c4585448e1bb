import { ZApiError } from '../api-errors.ts';
import {
  ZConfirmTwoFactor,
  ZRecoveryCodesAnswer,
  ZSecondFactor,
  ZTwoFactorDisabledAnswer,
  ZTwoFactorEnrollment,
  ZTwoFactorStatus,
} from '../auth.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/**
 * An admin's two-factor authentication (status, enrollment, recovery codes, turning it off), served by
 * svc-auth (`routes/two-factor`); the sign-in's two-factor step is in sign-in.ts.
 */

const rateLimited = {
  description: 'Too many incorrect codes: `Retry-After` and the message say when to try again.',
  schema: ZApiError,
} as const;

const wrongCode = {
  description: 'The code is wrong, already used or expired; nothing changed.',
  schema: ZApiError,
} as const;

/** `GET /api/user/two-factor`: the admin's two-factor state on the Security settings. */
export const getTwoFactorStatus = defineOperation({
  id: 'getTwoFactorStatus',
  summary: 'Whether the signed-in admin’s two-factor authentication is on, and the recovery codes left',
  method: 'GET',
  path: '/api/user/two-factor',
  service: 'svc-auth',
  access: ACCESS.admin,
  responses: { 200: { description: 'The state.', schema: ZTwoFactorStatus } },
});

/**
 * `POST /api/user/two-factor/enrollment`: a new authenticator key for the admin's app (QR code and text). It
 * replaces a setup left unconfirmed; two-factor goes on only when a code from the app is confirmed.
 */
export const startTwoFactorEnrollment = defineOperation({
  id: 'startTwoFactorEnrollment',
  summary: 'Start adding an authenticator app: its key as a QR code URI and as text',
  method: 'POST',
  path: '/api/user/two-factor/enrollment',
  service: 'svc-auth',
  access: ACCESS.admin,
  responses: {
    200: {
      description: 'The key; confirm it with a code from the app within 10 minutes.',
      schema: ZTwoFactorEnrollment,
    },
    409: { description: 'Two-factor authentication is already on.', schema: ZApiError },
  },
});

/** `POST /api/user/two-factor/enrollment/confirm`: turns two-factor on with a code from the new app. */
export const confirmTwoFactorEnrollment = defineOperation({
  id: 'confirmTwoFactorEnrollment',
  summary: 'Turn two-factor authentication on with a code from the newly added app',
  method: 'POST',
  path: '/api/user/two-factor/enrollment/confirm',
  service: 'svc-auth',
  access: ACCESS.admin,
  request: { body: ZConfirmTwoFactor },
  responses: {
    200: {
      description: 'On: the recovery codes, shown this once (only their hashes are kept).',
      schema: ZRecoveryCodesAnswer,
    },
    400: { description: 'The code is wrong, or no setup was started (or it expired).', schema: ZApiError },
    409: { description: 'Two-factor authentication is already on.', schema: ZApiError },
    429: rateLimited,
  },
});

/** `POST /api/user/two-factor/recovery-codes`: new recovery codes (the old ones stop working), with a current code. */
export const regenerateRecoveryCodes = defineOperation({
  id: 'regenerateRecoveryCodes',
  summary: 'Replace the recovery codes, with a code from the authenticator app or a recovery code',
  method: 'POST',
  path: '/api/user/two-factor/recovery-codes',
  service: 'svc-auth',
  access: ACCESS.admin,
  request: { body: ZSecondFactor },
  responses: {
    200: { description: 'The new recovery codes, shown this once.', schema: ZRecoveryCodesAnswer },
    400: wrongCode,
    409: { description: 'Two-factor authentication is not on.', schema: ZApiError },
    429: rateLimited,
  },
});

/** `POST /api/user/two-factor/disable`: turns two-factor off, with a current code. */
export const disableTwoFactor = defineOperation({
  id: 'disableTwoFactor',
  summary: 'Turn two-factor authentication off, with a code from the authenticator app or a recovery code',
  method: 'POST',
  path: '/api/user/two-factor/disable',
  service: 'svc-auth',
  access: ACCESS.admin,
  request: { body: ZSecondFactor },
  responses: {
    200: {
      description: 'Off: the key and the recovery codes are deleted.',
      schema: ZTwoFactorDisabledAnswer,
    },
    400: wrongCode,
    409: { description: 'Two-factor authentication is not on.', schema: ZApiError },
    429: rateLimited,
  },
});
