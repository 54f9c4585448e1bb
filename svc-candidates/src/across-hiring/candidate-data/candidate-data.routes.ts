import * as operations from '@gtm/contracts/operations/candidate-data';
import { operationRouter } from '@gtm/service-kit/operations';
import { candidateDataHandlers } from './candidate-data.handlers.ts';
import type { TCandidateDataDeps } from './candidate-data.handlers.ts';

export type { TCandidateDataDeps } from './candidate-data.handlers.ts';

/** The signed-in candidate's data export: what svc-candidates holds about them. */
export const candidateDataRoutes = (deps: TCandidateDataDeps) => {
  const handlers = candidateDataHandlers(deps);
  return operationRouter().mount(operations.exportCandidateData, handlers.exportData);
};
