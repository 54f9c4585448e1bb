import {
  createOnePager as createOperation,
  updateOnePager as updateOperation,
} from '@gtm/contracts/operations/talent';
import type { TCreateOnePager, TUpdateOnePager } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** `POST /api/one-pagers`: answers the one-pager as stored. */
export const createOnePager = (body: TCreateOnePager) => callOperation(createOperation, { body });

/** `PUT /api/one-pagers/{id}`: answers the one-pager as saved. */
export const updateOnePager = (id: string, body: TUpdateOnePager) =>
  callOperation(updateOperation, { params: { id }, body });
