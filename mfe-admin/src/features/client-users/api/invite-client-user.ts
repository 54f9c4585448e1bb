import { listClientUsers } from '@gtm/contracts/operations/client-users';
import { inviteClientUser as inviteOperation } from '@gtm/contracts/operations/invitations';
import type { TClientUserInvite } from '@gtm/contracts/clients';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** `POST /api/admin/client-user-invitations`: creates the employer's account in the company and e-mails a link. */
export const inviteClientUser = (body: TClientUserInvite) => callOperation(inviteOperation, { body });

/** Invites a client user, then reloads every cached page of the users (the new one is listed). */
export const useInviteClientUser = (
  handlers: TMutationHandlers<TClientUserInvite, Awaited<ReturnType<typeof inviteClientUser>>>,
) => useMutation(inviteOperation.id, inviteClientUser, { ...handlers, revalidates: [listClientUsers] });
