import * as operations from '@gtm/contracts/operations/employer-portal';
import { operationRouter } from '@gtm/service-kit/operations';
import { employerHandlers } from './employer-portal.handlers.ts';
import type { TEmployerDeps } from './employer-portal.handlers.ts';

export type { TEmployerDeps } from './employer-portal.handlers.ts';

/**
 * The employer portal (issue 13): the combines shared with the employer's company, their candidates' one-pagers
 * (and PDFs), with what the company did about them: the operations of the contract module that the portal
 * serves (see `TEmployerPortalHandlers`), each with the handler of its name. A new interview request is the
 * interview requests' (`hiring/interview-requests`); an evaluation, a private note or a comment the evaluations'
 * (`hiring/evaluations`).
 */
export const employerPortalRoutes = (deps: TEmployerDeps) => {
  return operationRouter().mountSome(operations, employerHandlers(deps));
};
