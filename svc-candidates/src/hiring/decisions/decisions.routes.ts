import * as operations from '@gtm/contracts/operations/decisions';
import { operationRouter } from '@gtm/service-kit/operations';
import { adminDecisionsHandlers } from './admin.handlers.ts';
import type { TDecisionsDeps } from './admin.handlers.ts';

export type { TDecisionsDeps } from './admin.handlers.ts';

/** The admins' decisions due and overdue (issue 34, part 4). */
export const decisionsRoutes = (deps: TDecisionsDeps) =>
  operationRouter().mountAll(operations, { listDueDecisions: adminDecisionsHandlers(deps).list });
