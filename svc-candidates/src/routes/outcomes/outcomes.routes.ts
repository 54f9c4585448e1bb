import * as operations from '@gtm/contracts/operations/outcomes';
import { operationRouter } from '@gtm/service-kit/operations';
import { outcomesHandlers } from './outcomes.handlers.ts';
import type { TOutcomesDeps } from './outcomes.handlers.ts';

export type { TOutcomesDeps } from './outcomes.handlers.ts';

/** Outcomes of shared candidates: the employer's record, the admins' list and audited correction. */
export const outcomesRoutes = (deps: TOutcomesDeps) => {
  const handlers = outcomesHandlers(deps);
  return operationRouter()
    .mount(operations.getCandidateOutcome, handlers.get)
    .mount(operations.recordCandidateOutcome, handlers.record)
    .mount(operations.listShareOutcomes, handlers.list)
    .mount(operations.correctCandidateOutcome, handlers.correct);
};
