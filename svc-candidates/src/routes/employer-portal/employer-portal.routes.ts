import * as operations from '@gtm/contracts/operations/employer-portal';
import { operationRouter } from '@gtm/service-kit/operations';
import { employerHandlers } from './employer-portal.handlers.ts';
import type { TEmployerDeps } from './employer-portal.handlers.ts';

export type { TEmployerDeps } from './employer-portal.handlers.ts';

/**
 * The employer portal (issue 13): the combines shared with the employer's company, their candidates' one-pagers
 * (and PDFs), and the company's evaluations, comments and interview requests: every operation of the contract
 * module, each with the handler of its name.
 */
export const employerPortalRoutes = (deps: TEmployerDeps) => {
  return operationRouter().mountAll(operations, employerHandlers(deps));
};
