import { inviteClientUser as inviteOperation } from '@gtm/contracts/operations/clients';
import type { TClientUserInvite } from '@gtm/contracts/clients';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** `POST /api/admin/client-user-invitations`: creates the employer's account in the company and e-mails a link. */
export const inviteClientUser = (body: TClientUserInvite) => callOperation(inviteOperation, { body });
