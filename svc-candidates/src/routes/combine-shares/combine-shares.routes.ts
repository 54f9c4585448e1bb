import * as operations from '@gtm/contracts/operations/combine-shares';
import { operationRouter } from '@gtm/service-kit/operations';
import { combineSharesHandlers } from './combine-shares.handlers.ts';
import type { TCombineSharesDeps } from './combine-shares.handlers.ts';

export type { TCombineSharesDeps } from './combine-shares.handlers.ts';

/** The admins' sharing of combines with client companies (issue 13): the shares, their feedback, the replies. */
export const combineSharesRoutes = (deps: TCombineSharesDeps) => {
  const handlers = combineSharesHandlers(deps);
  return operationRouter()
    .mount(operations.listCombineShares, handlers.list)
    .mount(operations.shareTalentCombine, handlers.share)
    .mount(operations.getShareFeedback, handlers.feedback)
    .mount(operations.withdrawCombineShare, handlers.withdraw)
    .mount(operations.replyToClientComments, handlers.reply);
};
