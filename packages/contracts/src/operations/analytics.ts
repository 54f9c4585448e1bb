import { ZAnalytics, ZAnalyticsQuery } from '../analytics.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/**
 * `GET /api/admin/analytics`: the hiring funnel, activity per day, companies side by side and the time to
 * first view, for an optional day range (`from`, `to`: YYYY-MM-DD, UTC, inclusive), company and combine. Served
 * by svc-candidates from the rollups its hiring-events consumer keeps (see `analytics.ts` for each figure).
 */
export const getAdminAnalytics = defineOperation({
  id: 'getAdminAnalytics',
  summary: 'Hiring analytics: funnel, activity over time, companies and time to first view',
  method: 'GET',
  path: '/api/admin/analytics',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { query: ZAnalyticsQuery },
  responses: { 200: { description: 'The figures.', schema: ZAnalytics } },
});
