import { updateClientCompany as updateOperation } from '@gtm/contracts/operations/clients';
import type { TClientCompanyUpdate } from '@gtm/contracts/clients';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** `PATCH /api/admin/client-companies/{id}`: answers the company as saved. */
export const updateClientCompany = (id: string, body: TClientCompanyUpdate) =>
  callOperation(updateOperation, { params: { id }, body });
