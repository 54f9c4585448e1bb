import * as operations from '@gtm/contracts/operations/analytics';
import { operationRouter } from '@gtm/service-kit/operations';
import { analyticsHandlers } from './analytics.handlers.ts';
import type { TAnalyticsDeps } from './analytics.handlers.ts';

export type { TAnalyticsDeps } from './analytics.handlers.ts';

/** The admins' hiring analytics. */
export const analyticsRoutes = (deps: TAnalyticsDeps) => {
  const handlers = analyticsHandlers(deps);
  return operationRouter().mount(operations.getAdminAnalytics, handlers.get);
};
