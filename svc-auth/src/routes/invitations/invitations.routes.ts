import { inviteCandidate as inviteCandidateOperation } from '@gtm/contracts/operations/candidates';
import { inviteClientUser as inviteClientUserOperation } from '@gtm/contracts/operations/clients';
import { operationRouter } from '@gtm/service-kit/operations';
import { inviteClientUser } from './client-invitations.handlers.ts';
import type { TClientInvitationsDeps } from './client-invitations.handlers.ts';
import { inviteCandidate } from './invitations.handlers.ts';
import type { TInvitationsDeps } from './invitations.handlers.ts';

/**
 * Admins invite candidates and client users: svc-auth creates the account, announces it to the service that
 * holds its profile, and e-mails the invitation.
 */
export const invitationsRoutes = (deps: TInvitationsDeps & TClientInvitationsDeps) =>
  operationRouter()
    .mount(inviteCandidateOperation, inviteCandidate(deps))
    .mount(inviteClientUserOperation, inviteClientUser(deps));
