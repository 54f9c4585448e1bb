import {
  listClientCompanies,
  updateClientCompany as updateOperation,
} from '@gtm/contracts/operations/client-companies';
import type { TClientCompanyUpdate } from '@gtm/contracts/clients';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** `PATCH /api/admin/client-companies/{id}`: answers the company as saved. */
export const updateClientCompany = (id: string, body: TClientCompanyUpdate) =>
  callOperation(updateOperation, { params: { id }, body });

export type TCompanyUpdate = { id: string; changes: TClientCompanyUpdate };

/** Saves a company's changes, then reloads every cached page of the companies (the row shows them). */
export const useUpdateClientCompany = (
  handlers: TMutationHandlers<TCompanyUpdate, Awaited<ReturnType<typeof updateClientCompany>>>,
) =>
  useMutation(updateOperation.id, ({ id, changes }: TCompanyUpdate) => updateClientCompany(id, changes), {
    ...handlers,
    revalidates: [listClientCompanies],
  });
