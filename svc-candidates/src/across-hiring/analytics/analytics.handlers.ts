import type * as operations from '@gtm/contracts/operations/analytics';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { decisionFiguresOf, figuresScopeOf } from '../../hiring/decisions/decision-figures.ts';
import type { TDecisionDeadlinesRepository } from '../../hiring/decisions/decision-deadlines.repository.ts';
import type { TCombineDaysRepository } from '../../hiring/combine-days/combine-days.repository.ts';
import type { TPlacementsRepository } from '../../hiring/placements/placements.repository.ts';
import { analyticsAnswer } from './analytics-steps.ts';
import type { TAnalyticsRepository } from './analytics.repository.ts';

/** What the analytics route needs: the rollups, and the meetings' decisions (issue 34, part 4). */
export type TAnalyticsDeps = {
  analytics: Pick<TAnalyticsRepository, 'rowsFor'>;
  decisionDeadlines: Pick<TDecisionDeadlinesRepository, 'figuresRows'>;
  /** The placements' 90-day checks (issue 34, part 3). */
  placements: Pick<TPlacementsRepository, 'retention'>;
  /** The combine days held (issue 35). */
  combineDays: Pick<TCombineDaysRepository, 'held'>;
  /** The clock "held" is read against. */
  now?: () => Date;
};

/** The admins' hiring analytics. */
export const analyticsHandlers = (deps: TAnalyticsDeps) => {
  /**
   * `GET /api/admin/analytics`: the figures of the range and filters, from the rollups, and the decisions'
   * figures from one read of the meetings of the range.
   */
  const get: TOperationHandler<typeof operations.getAdminAnalytics> = async (c, { query }) => {
    const scope = figuresScopeOf(query);
    const [rows, meetings, retention, combineDays] = await Promise.all([
      deps.analytics.rowsFor(query),
      deps.decisionDeadlines.figuresRows(scope),
      deps.placements.retention(),
      deps.combineDays.held(scope, (deps.now ?? (() => new Date()))()),
    ]);
    return c.json(
      {
        ...analyticsAnswer({
          from: query.from ?? null,
          to: query.to ?? null,
          days: rows.days,
          companies: rows.companies.map((row) => ({
            ...row,
            companyId: row.companyId ?? '',
            companyName: row.companyName ?? '',
          })),
        }),
        decisions: decisionFiguresOf(meetings),
        combineDays,
        retention: {
          ...retention,
          inSeatShare: retention.checked === 0 ? null : retention.inSeat / retention.checked,
        },
      },
      200,
    );
  };

  return { get };
};
