import {
  createTalentCombine as createOperation,
  updateTalentCombine as updateOperation,
} from '@gtm/contracts/operations/talent';
import type { TCreateTalentCombine } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** `POST /api/talent-combines`: answers the combine as stored. */
export const createTalentCombine = (body: TCreateTalentCombine) => callOperation(createOperation, { body });

/** `PUT /api/talent-combines/{id}`: answers the combine as saved. */
export const updateTalentCombine = (id: string, body: TCreateTalentCombine) =>
  callOperation(updateOperation, { params: { id }, body });
