import { ZConfirmAccountDeletion, ZDataExportPart } from '../account-data.ts';
import { ZApiError } from '../api-errors.ts';
import { ZAuthMessageAnswer } from '../auth.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/** The signed-in user's data export and account deletion, served by svc-auth (`routes/account-data`). */

const rateLimited = {
  description: 'Too many attempts: `Retry-After` and the message say when to try again.',
  schema: ZApiError,
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
