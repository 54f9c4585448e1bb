import { inviteCandidate as inviteCandidateOperation } from '@gtm/contracts/operations/candidates';
import type { TCandidateInvite } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** `POST /api/admin/candidate-invitations`: creates the candidate's account and e-mails the invitation. */
export const inviteCandidate = (body: TCandidateInvite) => callOperation(inviteCandidateOperation, { body });
