import type * as operations from '@gtm/contracts/operations/analytics';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { analyticsAnswer } from './analytics-steps.ts';
import type { TAnalyticsRepository } from './analytics.repository.ts';

/** What the analytics route needs. */
export type TAnalyticsDeps = { analytics: Pick<TAnalyticsRepository, 'rowsFor'> };

/** The admins' hiring analytics. */
export const analyticsHandlers = (deps: TAnalyticsDeps) => {
  /** `GET /api/admin/analytics`: the figures of the range and filters, from the rollups only. */
  const get: TOperationHandler<typeof operations.getAdminAnalytics> = async (c, { query }) => {
    const rows = await deps.analytics.rowsFor(query);
    return c.json(
      analyticsAnswer({
        from: query.from ?? null,
        to: query.to ?? null,
        days: rows.days,
        companies: rows.companies.map((row) => ({
          ...row,
          companyId: row.companyId ?? '',
          companyName: row.companyName ?? '',
        })),
      }),
      200,
    );
  };

  return { get };
};
