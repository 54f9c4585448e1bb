import * as operations from '@gtm/contracts/operations/outcomes';
import { operationRouter } from '@gtm/service-kit/operations';
import { adminOutcomeHandlers } from './admin.handlers.ts';
import { companyOutcomeHandlers } from './company.handlers.ts';
import { createOutcomesService } from './outcomes.service.ts';
import type { TOutcomesDeps } from './outcomes.service.ts';

export type { TOutcomesDeps } from './outcomes.service.ts';

/** Outcomes of shared candidates: the employer's record, the admins' list and audited correction. */
export const outcomesRoutes = (deps: TOutcomesDeps) => {
  const outcomes = createOutcomesService(deps);
  return operationRouter().mountAll(operations, {
    ...companyOutcomeHandlers(deps, outcomes),
    ...adminOutcomeHandlers(deps, outcomes),
  });
};
