import { addClientComment } from '@gtm/contracts/operations/employer';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import type { TShareCandidate } from './get-employer-one-pager.ts';

/** Adds a comment to the candidate's thread, which the admins read; answers the comment as stored. */
export const addComment = (params: TShareCandidate, body: string) =>
  callOperation(addClientComment, { params, body: { body } });
