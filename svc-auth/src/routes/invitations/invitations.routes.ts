import { inviteCandidate as inviteCandidateOperation } from '@gtm/contracts/operations/candidates';
import { operationRouter } from '@gtm/service-kit/operations';
import { inviteCandidate } from './invitations.handlers.ts';
import type { TInvitationsDeps } from './invitations.handlers.ts';

/** Admins invite candidates: svc-auth creates the account and e-mails the invitation. */
export const invitationsRoutes = (deps: TInvitationsDeps) =>
  operationRouter().mount(inviteCandidateOperation, inviteCandidate(deps));
