import { listCandidateUsers } from '@gtm/contracts/operations/admin-candidates';
import { inviteCandidate as inviteCandidateOperation } from '@gtm/contracts/operations/invitations';
import type { TCandidateInvite } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** `POST /api/admin/candidate-invitations`: creates the candidate's account and e-mails the invitation. */
export const inviteCandidate = (body: TCandidateInvite) => callOperation(inviteCandidateOperation, { body });

/** Invites a candidate, then reloads the registrations (the new account is one). */
export const useInviteCandidate = (
  handlers: TMutationHandlers<TCandidateInvite, Awaited<ReturnType<typeof inviteCandidate>>>,
) =>
  useMutation(inviteCandidateOperation.id, inviteCandidate, {
    ...handlers,
    revalidates: [listCandidateUsers],
  });
