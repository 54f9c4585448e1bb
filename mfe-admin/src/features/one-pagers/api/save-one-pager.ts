import {
  createOnePager as createOperation,
  updateOnePager as updateOperation,
} from '@gtm/contracts/operations/one-pagers';
import type { TCreateOnePager, TUpdateOnePager } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** `POST /api/one-pagers`: answers the one-pager as stored. */
export const createOnePager = (body: TCreateOnePager) => callOperation(createOperation, { body });

/** `PUT /api/one-pagers/{id}`: answers the one-pager as saved. */
export const updateOnePager = (id: string, body: TUpdateOnePager) =>
  callOperation(updateOperation, { params: { id }, body });

/** Creates a one-pager; the screen opens it on success. */
export const useCreateOnePager = (
  handlers: TMutationHandlers<TCreateOnePager, Awaited<ReturnType<typeof createOnePager>>>,
) => useMutation(createOperation.id, createOnePager, handlers);

/** Saves the one-pager's edits; the screen shows the saved record on success. */
export const useUpdateOnePager = (
  id: string,
  handlers: TMutationHandlers<TUpdateOnePager, Awaited<ReturnType<typeof updateOnePager>>>,
) => useMutation(updateOperation.id, (body: TUpdateOnePager) => updateOnePager(id, body), handlers);
