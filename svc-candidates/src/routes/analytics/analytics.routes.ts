import * as operations from '@gtm/contracts/operations/analytics';
import { operationRouter } from '@gtm/service-kit/operations';
import { analyticsHandler } from './analytics.handlers.ts';
import type { TAnalyticsDeps } from './analytics.handlers.ts';

export type { TAnalyticsDeps } from './analytics.handlers.ts';

/** The admins' hiring analytics. */
export const analyticsRoutes = (deps: TAnalyticsDeps) =>
  operationRouter().mount(operations.getAdminAnalytics, analyticsHandler(deps));
