import { DateTime } from 'luxon';
import { zoneOrDefault } from './time-zones.ts';

/**
 * The business-day arithmetic of decisions (issue 34, part 4), in a company's IANA time zone, by luxon: days
 * are calendar days of that zone (a DST change makes one 23 or 25 hours long; luxon's calendar arithmetic
 * keeps local times where they are), business days are Monday to Friday (no holidays). Pure: every instant is
 * passed in.
 *
 * A meeting's day is the local day it starts on; "the n-th business day after it" counts the business days
 * that follow that day (a meeting on a Saturday, Sunday or Friday counts from the Monday).
 */

/** Business days after the meeting's day by whose end a decision is due. */
export const DECISION_BUSINESS_DAYS = 5;
/** The business day (after the meeting's day) of the first reminder. */
export const DECISION_FIRST_REMINDER_DAY = 3;
/** Local hour from which a reminder day's reminder is sent. */
export const DECISION_REMINDER_HOUR = 9;

/** The zone as luxon reads it: the company's (by its canonical name), or UTC when it is no time zone. */
export const zoneOrUtc = zoneOrDefault;

const SATURDAY = 6;
const isBusinessDay = (day: DateTime) => day.weekday < SATURDAY;

/** The start (00:00 local) of the local day `at` falls on. */
const dayOf = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone: zoneOrUtc(zone) }).startOf('day');

/** The start (00:00 local) of the n-th business day after the local day `day` (n >= 1). */
const nthBusinessDayAfter = (day: DateTime, n: number) => {
  let current = day;
  for (let counted = 0; counted < n;) {
    current = current.plus({ days: 1 });
    if (isBusinessDay(current)) counted += 1;
  }
  return current;
};

/**
 * The deadline of a decision on a meeting at `metAt`: the end of the fifth business day after the meeting's
 * day in `zone`, i.e. 23:59:59.999 local time (a local clock reads 23:59 until it passes).
 */
export const decisionDueAt = (metAt: Date, zone: string): Date =>
  nthBusinessDayAfter(dayOf(metAt, zone), DECISION_BUSINESS_DAYS).endOf('day').toJSDate();

/** When the reminder of the n-th business day after the meeting's day is due: 09:00 local time that day. */
export const businessDayReminderAt = (metAt: Date, zone: string, n: number): Date =>
  nthBusinessDayAfter(dayOf(metAt, zone), n)
    .set({ hour: DECISION_REMINDER_HOUR, minute: 0, second: 0, millisecond: 0 })
    .toJSDate();

/**
 * The business days from the meeting's day to the decision's, in `zone`: how many business days after the
 * meeting's day have begun by the decision's day (0 for a decision on the meeting's day, or on the weekend
 * after a Friday meeting; 5 for one on the due day). A decision before the meeting's day counts 0.
 */
export const businessDaysBetween = (metAt: Date, decidedAt: Date, zone: string): number => {
  const end = dayOf(decidedAt, zone);
  let current = dayOf(metAt, zone);
  let days = 0;
  while (current < end) {
    current = current.plus({ days: 1 });
    if (isBusinessDay(current)) days += 1;
  }
  return days;
};

/** The local date and time of an instant in `zone`, as the reminders word it ("Friday 19 March, 23:59"). */
export const localDateTimeText = (at: Date | number, zone: string) =>
  DateTime.fromMillis(typeof at === 'number' ? at : at.getTime(), { zone: zoneOrUtc(zone) })
    .setLocale('en-GB')
    .toFormat('cccc d LLLL, HH:mm');
