import { ZApiError } from '../api-errors.ts';
import { ZClientUserInvite, ZClientUserInviteAnswer } from '../clients.ts';
import { ACCESS, defineOperation } from '../operation.ts';
import { ZCandidateInvite, ZCandidateInviteAnswer } from '../talent.ts';

/**
 * The admins' invitations of candidates and of client companies' users, served by svc-auth
 * (`routes/invitations`).
 */

const conflict = (description: string) => ({ description, schema: ZApiError });

/** `POST /api/admin/candidate-invitations`: creates a candidate account and e-mails it a sign-in link. */
export const inviteCandidate = defineOperation({
  id: 'inviteCandidate',
  summary: 'Invite a candidate by e-mail (the account is created)',
  method: 'POST',
  path: '/api/admin/candidate-invitations',
  service: 'svc-auth',
  access: ACCESS.admin,
  request: { body: ZCandidateInvite },
  responses: {
    201: { description: 'Created and invited.', schema: ZCandidateInviteAnswer },
    409: conflict('An account with this e-mail exists.'),
  },
});

const notFound = (what: string) => ({ description: `No such ${what}.`, schema: ZApiError });

/** `POST /api/admin/client-user-invitations`: creates an employer account in a company and e-mails a sign-in link. */
export const inviteClientUser = defineOperation({
  id: 'inviteClientUser',
  summary: 'Invite a client user of a company by e-mail (the account is created)',
  method: 'POST',
  path: '/api/admin/client-user-invitations',
  service: 'svc-auth',
  access: ACCESS.admin,
  request: { body: ZClientUserInvite },
  responses: {
    201: { description: 'Created and invited.', schema: ZClientUserInviteAnswer },
    404: notFound('client company'),
    409: { description: 'An account with this e-mail exists.', schema: ZApiError },
  },
});
