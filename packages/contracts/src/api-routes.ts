import type { TOperation } from './operation.ts';
import * as adminDashboard from './operations/admin-dashboard.ts';
import * as analytics from './operations/analytics.ts';
import * as audit from './operations/audit.ts';
import * as auth from './operations/auth.ts';
import * as candidateActivity from './operations/candidate-activity.ts';
import * as candidates from './operations/candidates.ts';
import * as clients from './operations/clients.ts';
import * as combineShares from './operations/combine-shares.ts';
import * as employerPortal from './operations/employer-portal.ts';
import * as interviewRequests from './operations/interview-requests.ts';
import * as notifications from './operations/notifications.ts';
import * as outcomes from './operations/outcomes.ts';
import * as platform from './operations/platform.ts';
import * as talent from './operations/talent.ts';
import * as twoFactor from './operations/two-factor.ts';

/** One row of the gateway's route table: an operation descriptor. */
export type TApiRoute = TOperation;

const { SIGN_IN_OPERATIONS, ...accountOperations } = auth;

/**
 * Every API operation of the portal (spec section 7, plus health, readiness, version and the API's own
 * description), in one list: the gateway's route table, the OpenAPI document and the authorization matrix
 * are derived from it.
 */
export const API_ROUTES: readonly TApiRoute[] = [
  ...Object.values(platform),
  ...Object.values(accountOperations),
  ...Object.values(SIGN_IN_OPERATIONS).flatMap((steps) => Object.values(steps)),
  ...Object.values(twoFactor),
  ...Object.values(candidates),
  ...Object.values(clients),
  ...Object.values(adminDashboard),
  ...Object.values(talent),
  ...Object.values(combineShares),
  ...Object.values(employerPortal),
  ...Object.values(candidateActivity),
  audit.listAuditLog,
  ...Object.values(notifications),
  ...Object.values(outcomes),
  ...Object.values(analytics),
  ...Object.values(interviewRequests),
];

/** The operations a service must mount. */
export const operationsOf = (service: TApiRoute['service']) =>
  API_ROUTES.filter((operation) => operation.service === service);
