import { confirmAccountDeletion, requestAccountDeletion } from '@gtm/contracts/operations/account-data';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** `requestAccountDeletion`: svc-auth e-mails a code that confirms the deletion. */
export const requestDeletionCode = () => callOperation(requestAccountDeletion);

/** `confirmAccountDeletion`: with the e-mailed code, deletes the account and ends its sessions. */
export const confirmDeletion = (code: string) => callOperation(confirmAccountDeletion, { body: { code } });

/** Asks for the deletion code (e-mailed). */
export const useRequestDeletionCode = (
  handlers: TMutationHandlers<void, Awaited<ReturnType<typeof requestDeletionCode>>>,
) => useMutation(requestAccountDeletion.id, requestDeletionCode, handlers);

/** Deletes the account with the e-mailed code. */
export const useConfirmDeletion = (
  handlers: TMutationHandlers<string, Awaited<ReturnType<typeof confirmDeletion>>>,
) => useMutation(confirmAccountDeletion.id, confirmDeletion, handlers);
