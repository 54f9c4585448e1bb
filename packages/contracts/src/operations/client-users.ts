import { ZApiError } from '../api-errors.ts';
import {
  ZClientAccessDecision,
  ZClientAccessDecisionAnswer,
  ZClientAccessRequestList,
  ZClientIdParams,
  ZClientUser,
  ZClientUserPage,
  ZClientUsersQuery,
  ZClientUserUpdate,
} from '../clients.ts';
import { ZNotificationRecipients } from '../notifications.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/**
 * The admins' client users, their access requests and their companies' notification recipients, served by
 * svc-clients (`routes/client-users`).
 */

/** `GET /api/admin/client-users`: one page of client users with their company's name, searched by name or e-mail. */
export const listClientUsers = defineOperation({
  id: 'listClientUsers',
  summary: 'One page of client users with their company, searched inside the name and e-mail',
  method: 'GET',
  path: '/api/admin/client-users',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: { query: ZClientUsersQuery },
  responses: { 200: { description: 'The page of users and how many match.', schema: ZClientUserPage } },
});

const notFound = (what: string) => ({ description: `No such ${what}.`, schema: ZApiError });

/** `PATCH /api/admin/client-users/{id}`: enables or disables a client user (disabling ends their sessions) or moves them. */
export const updateClientUser = defineOperation({
  id: 'updateClientUser',
  summary: 'Enable, disable or move a client user',
  method: 'PATCH',
  path: '/api/admin/client-users/:id',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: { params: ZClientIdParams, body: ZClientUserUpdate },
  responses: {
    200: { description: 'Saved.', schema: ZClientUser },
    404: notFound('client user or client company'),
    409: { description: 'The company to move the user to is deleted: restore it first.', schema: ZApiError },
  },
});

/** `GET /api/admin/client-access-requests`: self-registered employers waiting for an admin's decision. */
export const listClientAccessRequests = defineOperation({
  id: 'listClientAccessRequests',
  summary: 'Self-registered employers waiting for access to a company, oldest first',
  method: 'GET',
  path: '/api/admin/client-access-requests',
  service: 'svc-clients',
  access: ACCESS.admin,
  responses: { 200: { description: 'The pending requests.', schema: ZClientAccessRequestList } },
});

/**
 * `POST /api/admin/client-access-requests/{id}` (the client user's id): approves (the user joins a company) or
 * denies (the user is disabled) a pending request; audited, and the employer is told by e-mail.
 */
export const decideClientAccessRequest = defineOperation({
  id: 'decideClientAccessRequest',
  summary: 'Approve or deny a self-registered employer’s access request',
  method: 'POST',
  path: '/api/admin/client-access-requests/:id',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: { params: ZClientIdParams, body: ZClientAccessDecision },
  responses: {
    200: { description: 'Decided.', schema: ZClientAccessDecisionAnswer },
    400: { description: 'No company to join was given or matched.', schema: ZApiError },
    404: notFound('access request or client company'),
    409: { description: 'Already decided, or the company is deleted.', schema: ZApiError },
  },
});

/**
 * `GET /api/admin/client-companies/{id}/notification-recipients`: the account ids of a live company's enabled
 * users, who hear of its hiring events in their notification centre. Called by svc-candidates' worker (as an
 * admin); none for a deleted company.
 */
export const listCompanyNotificationRecipients = defineOperation({
  id: 'listCompanyNotificationRecipients',
  summary: 'The accounts of a client company’s enabled users (the notification centre’s recipients)',
  method: 'GET',
  path: '/api/admin/client-companies/:id/notification-recipients',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: { params: ZClientIdParams },
  responses: {
    200: { description: 'The account ids (none for a deleted company).', schema: ZNotificationRecipients },
    404: notFound('client company'),
  },
});
