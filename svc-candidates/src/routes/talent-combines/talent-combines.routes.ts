import * as operations from '@gtm/contracts/operations/talent-combines';
import { operationRouter } from '@gtm/service-kit/operations';
import { talentCombinesHandlers } from './talent-combines.handlers.ts';
import type { TTalentCombinesDeps } from './talent-combines.handlers.ts';

export type { TTalentCombinesDeps } from './talent-combines.handlers.ts';

/** The admins' talent combines: list, read, create, edit, add and remove one-pagers. */
export const talentCombinesRoutes = (deps: TTalentCombinesDeps) => {
  const handlers = talentCombinesHandlers(deps);
  return operationRouter()
    .mount(operations.listTalentCombines, handlers.list)
    .mount(operations.addOnePagerToCombine, handlers.addOnePager)
    .mount(operations.getTalentCombine, handlers.get)
    .mount(operations.createTalentCombine, handlers.create)
    .mount(operations.updateTalentCombine, handlers.update)
    .mount(operations.removeOnePagerFromCombine, handlers.removeOnePager);
};
