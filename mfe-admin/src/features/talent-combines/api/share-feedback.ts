import { getShareFeedback, replyToClientComments } from '@gtm/contracts/operations/combine-shares';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** One share's feedback per candidate (decisions, views, comments, interview requests) through SWR. */
export const useShareFeedback = (talentCombineId: string, shareId: string) =>
  useOperation(getShareFeedback, { params: { id: talentCombineId, shareId } });

/** `POST .../comments`: an admin's reply in the company's thread on one candidate. */
export const replyToComments = (
  params: { talentCombineId: string; shareId: string; onePagerId: string },
  body: string,
) =>
  callOperation(replyToClientComments, {
    params: { id: params.talentCombineId, shareId: params.shareId, onePagerId: params.onePagerId },
    body: { body },
  });

/** Replies (its body) in the share's thread on one candidate. */
export const useReplyToComments = (
  params: { talentCombineId: string; shareId: string; onePagerId: string },
  handlers: TMutationHandlers<string, Awaited<ReturnType<typeof replyToComments>>>,
) => useMutation(replyToClientComments.id, (body: string) => replyToComments(params, body), handlers);
