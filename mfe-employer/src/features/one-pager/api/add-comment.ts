import { addClientComment } from '@gtm/contracts/operations/employer-portal';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import type { TShareCandidate } from './get-employer-one-pager.ts';

/** Adds a comment to the candidate's thread, which the admins read; answers the comment as stored. */
export const addComment = (params: TShareCandidate, body: string) =>
  callOperation(addClientComment, { params, body: { body } });

/** Adds a comment (its body) to the thread of the candidate of `params`. */
export const useAddComment = (
  params: TShareCandidate,
  handlers: TMutationHandlers<string, Awaited<ReturnType<typeof addComment>>>,
) => useMutation(addClientComment.id, (body: string) => addComment(params, body), handlers);
