import { confirmAccountDeletion, requestAccountDeletion } from '@gtm/contracts/operations/auth';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** `requestAccountDeletion`: svc-auth e-mails a code that confirms the deletion. */
export const requestDeletionCode = () => callOperation(requestAccountDeletion);

/** `confirmAccountDeletion`: with the e-mailed code, deletes the account and ends its sessions. */
export const confirmDeletion = (code: string) => callOperation(confirmAccountDeletion, { body: { code } });
