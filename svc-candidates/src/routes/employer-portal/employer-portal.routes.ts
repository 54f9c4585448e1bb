import * as operations from '@gtm/contracts/operations/employer-portal';
import { operationRouter } from '@gtm/service-kit/operations';
import { employerHandlers } from './employer-portal.handlers.ts';
import type { TEmployerDeps } from './employer-portal.handlers.ts';

export type { TEmployerDeps } from './employer-portal.handlers.ts';

/**
 * The employer portal (issue 13): the combines shared with the employer's company, their candidates' one-pagers
 * (and PDFs), and the company's evaluations, comments and interview requests.
 */
export const employerPortalRoutes = (deps: TEmployerDeps) => {
  const handlers = employerHandlers(deps);
  return operationRouter()
    .mount(operations.getEmployerDashboard, handlers.dashboard)
    .mount(operations.getEmployerCombine, handlers.combine)
    .mount(operations.getEmployerOnePagerPdf, handlers.pdf)
    .mount(operations.getEmployerOnePager, handlers.onePager)
    .mount(operations.updateClientEvaluation, handlers.evaluate)
    .mount(operations.addClientComment, handlers.comment)
    .mount(operations.requestInterview, handlers.interview);
};
