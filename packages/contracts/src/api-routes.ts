import type { TOperation } from './operation.ts';
import * as accountData from './operations/account-data.ts';
import * as adminCandidates from './operations/admin-candidates.ts';
import * as adminDashboard from './operations/admin-dashboard.ts';
import * as analytics from './operations/analytics.ts';
import * as auditLog from './operations/audit-log.ts';
import * as availability from './operations/availability.ts';
import * as candidateActivity from './operations/candidate-activity.ts';
import * as candidateData from './operations/candidate-data.ts';
import * as candidateProfiles from './operations/candidate-profiles.ts';
import * as clientCompanies from './operations/client-companies.ts';
import * as clientUsers from './operations/client-users.ts';
import * as combineDays from './operations/combine-days.ts';
import * as combineShares from './operations/combine-shares.ts';
import * as contactSubmissions from './operations/contact-submissions.ts';
import * as decisions from './operations/decisions.ts';
import * as employerAccess from './operations/employer-access.ts';
import * as employerPortal from './operations/employer-portal.ts';
import * as interviewRequests from './operations/interview-requests.ts';
import * as invitations from './operations/invitations.ts';
import * as notifications from './operations/notifications.ts';
import * as onePagers from './operations/one-pagers.ts';
import * as outcomes from './operations/outcomes.ts';
import * as placements from './operations/placements.ts';
import * as platform from './operations/platform.ts';
import * as signIn from './operations/sign-in.ts';
import * as talentCombines from './operations/talent-combines.ts';
import * as twoFactor from './operations/two-factor.ts';
import * as users from './operations/users.ts';
import * as version from './operations/version.ts';

/** One row of the gateway's route table: an operation descriptor. */
export type TApiRoute = TOperation;

const { SIGN_IN_OPERATIONS, ...signInOperations } = signIn;

/**
 * Every API operation of the portal (spec section 7, plus health, readiness, version and the API's own
 * description), in one list: the gateway's route table, the OpenAPI document and the authorization matrix
 * are derived from it.
 */
export const API_ROUTES: readonly TApiRoute[] = [
  ...Object.values(platform),
  ...Object.values(version),
  ...Object.values(users),
  ...Object.values(signInOperations),
  ...Object.values(SIGN_IN_OPERATIONS).flatMap((steps) => Object.values(steps)),
  ...Object.values(accountData),
  ...Object.values(twoFactor),
  ...Object.values(candidateProfiles),
  ...Object.values(onePagers),
  ...Object.values(candidateData),
  ...Object.values(contactSubmissions),
  ...Object.values(adminCandidates),
  ...Object.values(invitations),
  ...Object.values(clientCompanies),
  ...Object.values(clientUsers),
  ...Object.values(employerAccess),
  ...Object.values(adminDashboard),
  ...Object.values(talentCombines),
  ...Object.values(combineShares),
  ...Object.values(employerPortal),
  ...Object.values(candidateActivity),
  auditLog.listAuditLog,
  ...Object.values(notifications),
  ...Object.values(outcomes),
  ...Object.values(analytics),
  ...Object.values(decisions),
  ...Object.values(interviewRequests),
  ...Object.values(placements),
  ...Object.values(combineDays),
  ...Object.values(availability),
];

/** The operations a service must mount. */
export const operationsOf = (service: TApiRoute['service']) =>
  API_ROUTES.filter((operation) => operation.service === service);
