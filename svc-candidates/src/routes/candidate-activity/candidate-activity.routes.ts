import * as operations from '@gtm/contracts/operations/candidate-activity';
import { operationRouter } from '@gtm/service-kit/operations';
import { candidateActivityHandler } from './candidate-activity.handlers.ts';
import type { TCandidateActivityDeps } from './candidate-activity.handlers.ts';

export type { TCandidateActivityDeps } from './candidate-activity.handlers.ts';

/** The candidate's activity (issue 13): views of their one-pagers, their opportunities and interview requests. */
export const candidateActivityRoutes = (deps: TCandidateActivityDeps) =>
  operationRouter().mount(operations.getCandidateActivity, candidateActivityHandler(deps));
