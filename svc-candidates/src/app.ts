import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import { createServiceApp } from '@gtm/service-kit/service-app';
import type { TServiceAppDeps } from '@gtm/service-kit/service-app';
import { adminDashboardRoutes } from './routes/admin-dashboard/admin-dashboard.routes.ts';
import type { TAdminDashboardDeps } from './routes/admin-dashboard/admin-dashboard.routes.ts';
import { adminCandidatesRoutes } from './routes/admin-candidates/admin-candidates.routes.ts';
import { analyticsRoutes } from './across-hiring/analytics/analytics.routes.ts';
import type { TAnalyticsDeps } from './across-hiring/analytics/analytics.routes.ts';
import { availabilityRoutes } from './routes/availability/availability.routes.ts';
import { combineDaysRoutes } from './hiring/combine-days/combine-days.routes.ts';
import type { TCombineDaysDeps } from './hiring/combine-days/combine-days.routes.ts';
import type { TAvailabilityDeps } from './routes/availability/availability.routes.ts';
import type { TAdminCandidatesDeps } from './routes/admin-candidates/admin-candidates.handlers.ts';
import { candidateActivityRoutes } from './routes/candidate-activity/candidate-activity.routes.ts';
import type { TCandidateActivityDeps } from './routes/candidate-activity/candidate-activity.routes.ts';
import { candidateDataRoutes } from './across-hiring/candidate-data/candidate-data.routes.ts';
import type { TCandidateDataDeps } from './across-hiring/candidate-data/candidate-data.routes.ts';
import type { TCandidateProfilesDeps } from './routes/candidate-profiles/candidate-profiles.handlers.ts';
import { candidateProfilesRoutes } from './routes/candidate-profiles/candidate-profiles.routes.ts';
import type { TContactSubmissionsDeps } from './routes/contact-submissions/contact-submissions.handlers.ts';
import { combineSharesRoutes } from './routes/combine-shares/combine-shares.routes.ts';
import type { TCombineSharesDeps } from './routes/combine-shares/combine-shares.routes.ts';
import { contactSubmissionsRoutes } from './routes/contact-submissions/contact-submissions.routes.ts';
import { decisionsRoutes } from './hiring/decisions/decisions.routes.ts';
import type { TDecisionsDeps } from './hiring/decisions/decisions.routes.ts';
import { employerPortalRoutes } from './across-hiring/employer-portal/employer-portal.routes.ts';
import type { TEmployerDeps } from './across-hiring/employer-portal/employer-portal.routes.ts';
import { evaluationsRoutes } from './hiring/evaluations/evaluations.routes.ts';
import type { TEvaluationsDeps } from './hiring/evaluations/evaluations.routes.ts';
import { interviewRequestsRoutes } from './hiring/interview-requests/interview-requests.routes.ts';
import type { TInterviewRequestsDeps } from './hiring/interview-requests/interview-requests.routes.ts';
import { notificationsRoutes } from './across-hiring/notifications/notifications.routes.ts';
import type { TNotificationsDeps } from './across-hiring/notifications/notifications.routes.ts';
import { onePagersRoutes } from './routes/one-pagers/one-pagers.routes.ts';
import { outcomesRoutes } from './hiring/outcomes/outcomes.routes.ts';
import { placementsRoutes } from './hiring/placements/placements.routes.ts';
import type { TPlacementsDeps } from './hiring/placements/placements.routes.ts';
import type { TOutcomesDeps } from './hiring/outcomes/outcomes.routes.ts';
import type { TOnePagersDeps } from './routes/one-pagers/one-pagers.routes.ts';
import { talentCombinesRoutes } from './routes/talent-combines/talent-combines.routes.ts';
import type { TTalentCombinesDeps } from './routes/talent-combines/talent-combines.routes.ts';

/** What svc-candidates' app is built from: the service deps and each area's (repositories, caches, peers). */
export type TCandidatesAppDeps = TServiceAppDeps &
  TContactSubmissionsDeps &
  TCandidateProfilesDeps &
  TOnePagersDeps &
  TTalentCombinesDeps &
  TCandidateDataDeps &
  TAdminDashboardDeps &
  TAdminCandidatesDeps &
  TCombineSharesDeps &
  TEmployerDeps &
  TEvaluationsDeps &
  TInterviewRequestsDeps &
  TCandidateActivityDeps &
  TOutcomesDeps &
  TPlacementsDeps &
  TCombineDaysDeps &
  TAnalyticsDeps &
  TAvailabilityDeps &
  TDecisionsDeps &
  TNotificationsDeps & { audit: TAuditTrail };

/**
 * svc-candidates' HTTP app: contact submissions, profiles and their uploads, one-pagers, talent combines, the
 * candidate's data export, the admins' dashboard and candidate list, the combines shared with client companies,
 * the employer portal, the candidate's activity, outcomes, the admins' analytics, interview requests, the
 * notification centre and the candidates' availability for combine days.
 */
export const createCandidatesApp = (deps: TCandidatesAppDeps) =>
  createServiceApp(deps, [
    contactSubmissionsRoutes(deps),
    candidateProfilesRoutes(deps),
    onePagersRoutes(deps),
    talentCombinesRoutes(deps),
    candidateDataRoutes(deps),
    adminDashboardRoutes(deps),
    adminCandidatesRoutes(deps),
    combineSharesRoutes(deps),
    employerPortalRoutes(deps),
    evaluationsRoutes(deps),
    candidateActivityRoutes(deps),
    outcomesRoutes(deps),
    placementsRoutes(deps),
    analyticsRoutes(deps),
    decisionsRoutes(deps),
    interviewRequestsRoutes(deps),
    notificationsRoutes(deps),
    availabilityRoutes(deps),
    combineDaysRoutes(deps),
  ]);
