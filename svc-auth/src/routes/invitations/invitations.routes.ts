import { inviteCandidate } from '@gtm/contracts/operations/invitations';
import { inviteClientUser } from '@gtm/contracts/operations/invitations';
import { operationRouter } from '@gtm/service-kit/operations';
import { clientInvitationsHandlers } from './client-invitations.handlers.ts';
import type { TClientInvitationsDeps } from './client-invitations.handlers.ts';
import { invitationsHandlers } from './invitations.handlers.ts';
import type { TInvitationsDeps } from './invitations.handlers.ts';

/**
 * Admins invite candidates and client users: svc-auth creates the account, announces it to the service that
 * holds its profile, and e-mails the invitation.
 */
export const invitationsRoutes = (deps: TInvitationsDeps & TClientInvitationsDeps) => {
  const candidates = invitationsHandlers(deps);
  const clientUsers = clientInvitationsHandlers(deps);
  return operationRouter()
    .mount(inviteCandidate, candidates.inviteCandidate)
    .mount(inviteClientUser, clientUsers.inviteClientUser);
};
