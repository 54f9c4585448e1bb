import {
  createTalentCombine as createOperation,
  listTalentCombines,
  updateTalentCombine as updateOperation,
} from '@gtm/contracts/operations/talent-combines';
import type { TCreateTalentCombine, TTalentCombine } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** `POST /api/talent-combines`: answers the combine as stored. */
export const createTalentCombine = (body: TCreateTalentCombine) => callOperation(createOperation, { body });

/** `PUT /api/talent-combines/{id}`: answers the combine as saved. */
export const updateTalentCombine = (id: string, body: TCreateTalentCombine) =>
  callOperation(updateOperation, { params: { id }, body });

/** The combine's form: the combine to update (its id), or none to create one. */
export type TCombineSave = { id?: string; body: TCreateTalentCombine };

/** Creates or updates a combine, then reloads every cached page of the combines. */
export const useSaveTalentCombine = (handlers: TMutationHandlers<TCombineSave, TTalentCombine>) =>
  useMutation(
    'saveTalentCombine',
    ({ id, body }: TCombineSave) => (id ? updateTalentCombine(id, body) : createTalentCombine(body)),
    { ...handlers, revalidates: [listTalentCombines] },
  );
