import { z } from 'zod';
import { ZObjectIdParam } from './talent.ts';

/**
 * Decisions within five business days (issue 34, part 4). Once a company has met a candidate (an agreed
 * interview time), its decision (Interested or Pass; an outcome of Offer, Hired or Not selected counts too) is
 * due by the end of the fifth business day (Monday to Friday) after the meeting's day, in the company's time
 * zone (its `time_zone`, UTC until an admin sets one). The deadline instant is 23:59:59.999 local time on that
 * day; `dueAt` is that instant as an ISO 8601 UTC string (it reads 23:59 on a local clock).
 *
 * The company's users are reminded (a notification and an e-mail) from 09:00 local time on the third business
 * day and on the due day; the admins hear once when a decision is overdue.
 */

/** The hiring core's numbers (business days to a decision, the reminders' day and hour). */
export {
  DECISION_BUSINESS_DAYS,
  DECISION_FIRST_REMINDER_DAY,
  DECISION_REMINDER_HOUR,
} from '@gtm/hiring/business-days';

/** `due`: not decided and before its deadline; `overdue`: not decided and past it. */
export const DECISION_STATUSES = ['due', 'overdue'] as const;
export type TDecisionStatus = (typeof DECISION_STATUSES)[number];

/** Which reminder a `decision.reminder` event is. */
export const DECISION_REMINDERS = ['third-day', 'due-day'] as const;
export type TDecisionReminder = (typeof DECISION_REMINDERS)[number];

export const DECISION_ANSWERS = {
  statusInvalid: 'Status must be due or overdue.',
  empty: 'No decisions are due or overdue.',
} as const;

/** `GET /api/admin/decisions`'s query: one company's (else every company's), due or overdue (else both). */
export const ZDecisionsQuery = z.object({
  companyId: ZObjectIdParam.optional(),
  status: z.enum(DECISION_STATUSES, { error: DECISION_ANSWERS.statusInvalid }).optional(),
});
export type TDecisionsQuery = z.infer<typeof ZDecisionsQuery>;

/** One meeting whose decision is due or overdue. */
export const ZDecisionDue = z.object({
  /** The meeting's id (its interview request's). */
  id: z.string(),
  shareId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** The company's IANA time zone the deadline is counted in (its current one). */
  timeZone: z.string(),
  combineId: z.string(),
  /** Null when the combine is gone. */
  combineName: z.string().nullable(),
  onePagerId: z.string(),
  /** The candidate's name on the one-pager the company met them by ('' when the one-pager is gone). */
  candidateName: z.string(),
  /** When the company met the candidate (the agreed interview's start), ISO 8601 UTC. */
  metAt: z.string(),
  /** The deadline: 23:59:59.999 of the fifth business day after the meeting's day, local time; ISO 8601 UTC. */
  dueAt: z.string(),
  overdue: z.boolean(),
});
export type TDecisionDue = z.infer<typeof ZDecisionDue>;

/** `GET /api/admin/decisions`: the due and overdue decisions, soonest deadline first. */
export const ZDecisionsDue = z.object({ items: z.array(ZDecisionDue) });
export type TDecisionsDue = z.infer<typeof ZDecisionsDue>;

const count = z.number().int().nonnegative();

/**
 * The analytics' decision figures, over the meetings held in the analytics' range (their start's UTC day;
 * all meetings without a range), of its company and combine:
 * - `decided`: meetings the company decided on after meeting;
 * - `withinFiveBusinessDays`: those decided by their deadline;
 * - `medianBusinessDays`: the median of business days from the meeting's day to the decision's (null: none);
 * - `overdue`: meetings not decided and past their deadline (as the reminders' sweep marked them, every 15 min).
 */
export const ZDecisionFigures = z.object({
  decided: count,
  withinFiveBusinessDays: count,
  medianBusinessDays: z.number().nonnegative().nullable(),
  overdue: count,
});
export type TDecisionFigures = z.infer<typeof ZDecisionFigures>;
