import * as operations from '@gtm/contracts/operations/employer-portal';
import { operationRouter } from '@gtm/service-kit/operations';
import { companyEvaluationHandlers } from './company.handlers.ts';
import type { TEvaluationsDeps } from './company.handlers.ts';

export type { TEvaluationsDeps } from './company.handlers.ts';

/**
 * A company's evaluations, private notes and comments on its shared candidates: the employer portal's writes
 * about a candidate, mounted here from its contract module (the portal's routes mount its reads).
 */
export const evaluationsRoutes = (deps: TEvaluationsDeps) =>
  operationRouter().mountSome(operations, companyEvaluationHandlers(deps));
