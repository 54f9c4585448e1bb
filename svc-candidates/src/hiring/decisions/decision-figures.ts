import type { TAnalyticsQuery } from '@gtm/contracts/analytics';
import type { TDecisionFigures } from '@gtm/contracts/decisions';
import type { TDecisionFiguresRow, TFiguresScope } from './decision-deadlines.repository.ts';

/** The analytics' query as the meetings' scope: its UTC days as instants (inclusive), its company and combine. */
export const figuresScopeOf = (query: TAnalyticsQuery): TFiguresScope => ({
  ...(query.from ? { from: new Date(`${query.from}T00:00:00.000Z`) } : {}),
  ...(query.to ? { to: new Date(`${query.to}T23:59:59.999Z`) } : {}),
  ...(query.companyId ? { companyId: query.companyId } : {}),
  ...(query.combineId ? { combineId: query.combineId } : {}),
});

/** The middle value of sorted numbers (the mean of the two middle ones for an even count); null for none. */
const medianOf = (sorted: readonly number[]) => {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The analytics' decision figures from the meetings' rows (see `ZDecisionFigures`): the decided ones, those by
 * their deadline, the median of their business days, and the open ones the sweep found overdue.
 */
export const decisionFiguresOf = (rows: readonly TDecisionFiguresRow[]): TDecisionFigures => {
  const decided = rows.filter((row) => row.decidedAt !== null);
  return {
    decided: decided.length,
    withinFiveBusinessDays: decided.filter((row) => row.onTime === true).length,
    medianBusinessDays: medianOf(
      decided
        .map((row) => row.businessDays)
        .filter((days): days is number => typeof days === 'number')
        .sort((a, b) => a - b),
    ),
    overdue: rows.filter((row) => row.decidedAt === null && row.overdueNotifiedAt !== null).length,
  };
};
