import type { TClientUser } from '@gtm/contracts/clients';
import { listClientUsers, updateClientUser as updateOperation } from '@gtm/contracts/operations/client-users';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** `PATCH /api/admin/client-users/{id}`: enables or disables the user (disabling ends their sessions). */
export const setClientUserEnabled = (id: string, isEnabled: boolean) =>
  callOperation(updateOperation, { params: { id }, body: { is_enabled: isEnabled } });

export type TSetEnabled = { user: TClientUser; isEnabled: boolean };

/** Enable or disable a client user, then reload every cached page of the list (its status shows there). */
export const useSetClientUserEnabled = (handlers: TMutationHandlers<TSetEnabled, TClientUser>) =>
  useMutation(
    updateOperation.id,
    ({ user, isEnabled }: TSetEnabled) => setClientUserEnabled(user._id, isEnabled),
    { ...handlers, revalidates: [listClientUsers] },
  );
