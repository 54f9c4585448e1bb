import { updateClientUser as updateOperation } from '@gtm/contracts/operations/clients';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** `PATCH /api/admin/client-users/{id}`: enables or disables the user (disabling ends their sessions). */
export const setClientUserEnabled = (id: string, isEnabled: boolean) =>
  callOperation(updateOperation, { params: { id }, body: { is_enabled: isEnabled } });
