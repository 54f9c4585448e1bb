import { z } from 'zod';
import { ZDecisionFigures } from './decisions.ts';
import { ZObjectIdParam } from './talent.ts';

/**
 * The admins' hiring analytics (issue 25, part 4): `GET /api/admin/analytics`, answered from rollups that the
 * hiring events keep up to date (never from scans of the raw records).
 *
 * Every funnel figure counts candidates (one-pagers) per share (a combine shared with one company), each at
 * most once, on the UTC day it first reached the stage:
 * - `shared`: candidates in a combine when it was shared with a company;
 * - `viewed`: candidates someone of the company opened;
 * - `interested`: candidates the company marked Interested;
 * - `interviewRequested`, `interviewAccepted`: candidates the company asked to interview, and those whose
 *   request the candidate accepted (or whose proposed slot the company confirmed);
 * - `offer`, `hired`: candidates whose recorded outcome reached Offer (a hire counts as an offer too) or Hired.
 *   An admin's correction to a lower stage takes the candidate out of the stages it no longer reaches.
 */

export const FUNNEL_STAGES = [
  'shared',
  'viewed',
  'interested',
  'interviewRequested',
  'interviewAccepted',
  'offer',
  'hired',
] as const;
export type TFunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_LABELS: Record<TFunnelStage, string> = {
  shared: 'Shared',
  viewed: 'Viewed',
  interested: 'Interested',
  interviewRequested: 'Interview requested',
  interviewAccepted: 'Interview accepted',
  offer: 'Offer',
  hired: 'Hired',
};

/**
 * The time-to-first-view histogram's buckets: from a share to the company's first opening of each candidate,
 * `upToHours` inclusive (the last bucket has no bound).
 */
export const FIRST_VIEW_BUCKETS = [
  { key: 'hour', label: 'Within 1 hour', upToHours: 1 },
  { key: 'day', label: '1-24 hours', upToHours: 24 },
  { key: 'days3', label: '1-3 days', upToHours: 72 },
  { key: 'week', label: '3-7 days', upToHours: 168 },
  { key: 'later', label: 'Over 7 days', upToHours: null },
] as const;
export type TFirstViewBucket = (typeof FIRST_VIEW_BUCKETS)[number]['key'];

export const ANALYTICS_ANSWERS = {
  dateInvalid: 'Must be a date (YYYY-MM-DD).',
  rangeInvalid: 'The start of the range (from) must be on or before its end (to).',
} as const;

const count = z.number().int().nonnegative();

/** The funnel's figures: one count per stage. */
export const ZFunnel = z.object({
  shared: count,
  viewed: count,
  interested: count,
  interviewRequested: count,
  interviewAccepted: count,
  offer: count,
  hired: count,
});
export type TFunnel = z.infer<typeof ZFunnel>;

/** Time from a share to the company's first view of each candidate. */
export const ZTimeToFirstView = z.object({
  /** How many first views were measured. */
  count,
  /** Their mean, in hours (one decimal); null with none. */
  averageHours: z.number().nonnegative().nullable(),
  /** The histogram, in {@link FIRST_VIEW_BUCKETS} order. */
  buckets: z.array(z.object({ key: z.string(), label: z.string(), count })),
});
export type TTimeToFirstView = z.infer<typeof ZTimeToFirstView>;

/** `GET /api/admin/analytics`'s answer. */
export const ZAnalytics = z.object({
  /** The range the figures cover (UTC days, inclusive; null: unbounded). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  funnel: ZFunnel,
  /** One row per UTC day with any activity, oldest first: that day's funnel figures. */
  overTime: z.array(ZFunnel.extend({ day: z.string() })),
  /** One row per company with any activity, most shared first (at most 50): its funnel and first-view time. */
  byCompany: z.array(
    ZFunnel.extend({
      companyId: z.string(),
      companyName: z.string(),
      averageHoursToFirstView: z.number().nonnegative().nullable(),
    }),
  ),
  timeToFirstView: ZTimeToFirstView,
  /**
   * Decisions within five business days (issue 34, part 4; see `decisions.ts`), over the meetings held in the
   * range (their start's UTC day; all meetings without one) of the company and combine.
   */
  decisions: ZDecisionFigures,
  /**
   * The 90-day guarantee (issue 34, part 3), over every placement whose company answered its check (all time,
   * every company: placements are few): how many were checked, how many were still in the role, and that share
   * (0-1; null when none was checked).
   */
  /**
   * Combine days (issue 35) whose afternoon started in the range (of the company and combine) and is over, and
   * the candidates met there (their segments confirmed).
   */
  combineDays: z.object({
    held: z.number().int().nonnegative(),
    candidatesMet: z.number().int().nonnegative(),
  }),
  retention: z.object({
    checked: z.number().int().nonnegative(),
    inSeat: z.number().int().nonnegative(),
    inSeatShare: z.number().min(0).max(1).nullable(),
  }),
});
export type TAnalytics = z.infer<typeof ZAnalytics>;

/** A real calendar day written YYYY-MM-DD (2031-02-30 is not one); never throws, whatever the text. */
const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

// The pattern is the API's documented shape; the check never throws (zod runs it even after the pattern failed).
const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ANALYTICS_ANSWERS.dateInvalid)
  .refine(isDay, ANALYTICS_ANSWERS.dateInvalid);

/** `GET /api/admin/analytics`'s query: an optional day range, company and combine. */
export const ZAnalyticsQuery = z
  .object({
    from: zDay.optional(),
    to: zDay.optional(),
    companyId: ZObjectIdParam.optional(),
    combineId: ZObjectIdParam.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: ANALYTICS_ANSWERS.rangeInvalid,
    path: ['from'],
  });
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;
