import { FUNNEL_STAGE_LABELS, FUNNEL_STAGES } from '@gtm/contracts/analytics';
import type { TAnalytics, TAnalyticsQuery, TFunnelStage } from '@gtm/contracts/analytics';

/** A range of the screen: its key ('30': the last 30 days). */
export type TAnalyticsRange = (typeof ANALYTICS_RANGES)[number]['key'];

/** The ranges the screen offers, in days back from today (null: all time). */
export const ANALYTICS_RANGES = [
  { key: '30', label: 'Last 30 days', days: 30 },
  { key: '90', label: 'Last 90 days', days: 90 },
  { key: '365', label: 'Last 12 months', days: 365 },
  { key: 'all', label: 'All time', days: null },
] as const;

const DAY_MS = 24 * 3600 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The query of a range (UTC days, today included) and an optional company. */
export const queryOf = (
  range: TAnalyticsRange,
  companyId: string | null,
  now = Date.now(),
): TAnalyticsQuery => {
  const days = ANALYTICS_RANGES.find((entry) => entry.key === range)?.days ?? null;
  return {
    ...(days === null ? {} : { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) }),
    ...(companyId ? { companyId } : {}),
  };
};

/** The funnel as the funnel chart draws it: one row per stage, in order. */
export const funnelRows = (funnel: TAnalytics['funnel']) =>
  FUNNEL_STAGES.map((stage) => ({ stage: FUNNEL_STAGE_LABELS[stage], count: funnel[stage] }));

/** The stages the activity chart draws, one line each. */
export const ACTIVITY_STAGES: readonly TFunnelStage[] = [
  'shared',
  'viewed',
  'interested',
  'interviewRequested',
  'hired',
];

/** Activity over time as long rows (day, stage, count), for a line per stage. */
export const activityRows = (overTime: TAnalytics['overTime']) =>
  overTime.flatMap((row) =>
    ACTIVITY_STAGES.map((stage) => ({ day: row.day, stage: FUNNEL_STAGE_LABELS[stage], count: row[stage] })),
  );

/** The companies side by side: grouped columns of the stages each reached. */
export const COMPANY_STAGES: readonly TFunnelStage[] = [
  'shared',
  'viewed',
  'interested',
  'interviewRequested',
  'hired',
];

export const companyRows = (byCompany: TAnalytics['byCompany'], limit = 10) =>
  byCompany.slice(0, limit).flatMap((row) =>
    COMPANY_STAGES.map((stage) => ({
      company: row.companyName,
      stage: FUNNEL_STAGE_LABELS[stage],
      count: row[stage],
    })),
  );
