import * as operations from '@gtm/contracts/operations/employer';
import { operationRouter } from '@gtm/service-kit/operations';
import { candidateActivityHandler } from './candidate-activity.handlers.ts';
import type { TCandidateActivityDeps } from './candidate-activity.handlers.ts';
import { combineSharesHandlers } from './combine-shares.handlers.ts';
import type { TCombineSharesDeps } from './combine-shares.handlers.ts';
import { employerHandlers } from './employer.handlers.ts';
import type { TEmployerDeps } from './employer.handlers.ts';

/** What the employer portal's routes need. */
export type TEmployerPortalDeps = TEmployerDeps & TCombineSharesDeps & TCandidateActivityDeps;

/**
 * The employer portal (issue 13): the admins' sharing of combines, the employers' screens and actions, and the
 * candidate's activity (views, opportunities, interviews).
 */
export const employerRoutes = (deps: TEmployerPortalDeps) => {
  const admin = combineSharesHandlers(deps);
  const employer = employerHandlers(deps);
  return operationRouter()
    .mount(operations.listCombineShares, admin.list)
    .mount(operations.shareTalentCombine, admin.share)
    .mount(operations.getShareFeedback, admin.feedback)
    .mount(operations.withdrawCombineShare, admin.withdraw)
    .mount(operations.replyToClientComments, admin.reply)
    .mount(operations.getEmployerDashboard, employer.dashboard)
    .mount(operations.getEmployerCombine, employer.combine)
    .mount(operations.getEmployerOnePagerPdf, employer.pdf)
    .mount(operations.getEmployerOnePager, employer.onePager)
    .mount(operations.updateClientEvaluation, employer.evaluate)
    .mount(operations.addClientComment, employer.comment)
    .mount(operations.requestInterview, employer.interview)
    .mount(operations.getCandidateActivity, candidateActivityHandler(deps));
};
