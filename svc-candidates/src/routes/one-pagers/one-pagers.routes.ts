import * as operations from '@gtm/contracts/operations/one-pagers';
import { operationRouter } from '@gtm/service-kit/operations';
import { candidateOnePagersHandlers } from './candidate-one-pagers.handlers.ts';
import { onePagersHandlers } from './one-pagers.handlers.ts';
import type { TOnePagersDeps } from './one-pagers.handlers.ts';

export type { TOnePagersDeps } from './one-pagers.handlers.ts';

/** The candidate's own one-pagers, and the admins' one-pager operations. */
export const onePagersRoutes = (deps: TOnePagersDeps) => {
  const handlers = onePagersHandlers(deps);
  const own = candidateOnePagersHandlers(deps);
  return operationRouter()
    .mount(operations.listOwnOnePagers, own.list)
    .mount(operations.getOwnOnePagerPdf, own.pdf)
    .mount(operations.getOwnOnePager, own.get)
    .mount(operations.listOnePagers, handlers.list)
    .mount(operations.getOnePagerDraft, handlers.draft)
    .mount(operations.getOnePagerPdf, handlers.pdf)
    .mount(operations.getOnePager, handlers.get)
    .mount(operations.createOnePager, handlers.create)
    .mount(operations.updateOnePager, handlers.update);
};
