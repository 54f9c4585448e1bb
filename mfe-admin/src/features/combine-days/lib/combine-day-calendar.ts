import {
  dateTimeFormatter,
  formatCalendarDay,
  sameClock as sameZoneClock,
  zonedInstant,
  zoneName,
} from '@gtm/web-kit/zoned-time.ts';
import type { TAdminCombineDay } from '../api/combine-days.ts';

/**
 * The admins' calendar of combine days (issue 35): which afternoons the month's grid shows (to ask the API for
 * them), the days of each date, and an afternoon's times in its own zone and the viewer's, with
 * `Intl.DateTimeFormat` (the API answers the afternoon as a date, HH:mm times and an IANA zone).
 */

const DAY = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');
/** A UTC midnight as YYYY-MM-DD. */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The afternoons a month's calendar shows: six weeks from the Sunday on or before its first day (as antd's
 * English calendar lays it out). `month` is 0-based, as dayjs and Date count.
 */
export function monthGridRange(year: number, month: number): { from: string; to: string } {
  const first = Date.UTC(year, month, 1);
  const start = first - new Date(first).getUTCDay() * DAY;
  return { from: isoDay(start), to: isoDay(start + 41 * DAY) };
}

/** The afternoons of a year. */
export const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** A calendar date's key, YYYY-MM-DD (month 0-based). */
export const dateKey = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;

/** The days by their date, each date's in the order of their afternoons. */
export function daysByDate(items: readonly TAdminCombineDay[]): Map<string, TAdminCombineDay[]> {
  const byDate = new Map<string, TAdminCombineDay[]>();
  for (const day of [...items].sort(byAfternoon)) {
    byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
  }
  return byDate;
}

/** Afternoons in time order (the date, then its start as written, then the company). */
export const byAfternoon = (a: TAdminCombineDay, b: TAdminCombineDay) =>
  a.date.localeCompare(b.date) ||
  afternoonStart(a).getTime() - afternoonStart(b).getTime() ||
  a.companyName.localeCompare(b.companyName);

/** The segments of a day by status. */
export const segmentCounts = (day: Pick<TAdminCombineDay, 'segments'>) => ({
  confirmed: day.segments.filter((segment) => segment.status === 'confirmed').length,
  invited: day.segments.filter((segment) => segment.status === 'invited').length,
  declined: day.segments.filter((segment) => segment.status === 'declined').length,
});

/** The instant of a local date and time of day in `timeZone`; a zone this browser does not know reads as UTC. */
function instantIn(date: string, time: string, timeZone: string): Date {
  try {
    return zonedInstant(date, time, timeZone);
  } catch {
    return new Date(`${date}T${time}:00Z`);
  }
}

const afternoonStart = (day: Pick<TAdminCombineDay, 'date' | 'from' | 'timeZone'>) =>
  instantIn(day.date, day.from, day.timeZone);
const afternoonEnd = (day: Pick<TAdminCombineDay, 'date' | 'to' | 'timeZone'>) =>
  instantIn(day.date, day.to, day.timeZone);

/** An afternoon's span in `timeZone`, the zone named: '2:00 PM – 3:00 PM EST'. */
export function formatAfternoon(
  day: Pick<TAdminCombineDay, 'date' | 'from' | 'to' | 'timeZone'>,
  timeZone: string,
) {
  const start = afternoonStart(day);
  const end = afternoonEnd(day);
  try {
    const time = dateTimeFormatter({ timeZone, hour: 'numeric', minute: '2-digit' });
    return `${time.format(start)} – ${time.format(end)} ${zoneName(start, timeZone)}`;
  } catch {
    return `${day.from} – ${day.to} ${day.timeZone}`;
  }
}

/** The start of an afternoon in `timeZone`, short, for a calendar cell: '2:00 PM'. */
export const formatStart = (day: Pick<TAdminCombineDay, 'date' | 'from' | 'timeZone'>, timeZone: string) =>
  dateTimeFormatter({ timeZone, hour: 'numeric', minute: '2-digit' }).format(afternoonStart(day));

/** Whether the viewer's clock reads the afternoon as its own zone does (then one time is enough). */
export const sameClock = (day: Pick<TAdminCombineDay, 'date' | 'from' | 'timeZone'>, viewerZone: string) =>
  sameZoneClock(afternoonStart(day), day.timeZone, viewerZone);

/** A calendar date as the list shows it: 'Tue, Jan 14, 2031'. */
export { formatCalendarDay };

/** A day's state: cancelled, over (its afternoon ended) or planned. */
export function dayStateOf(day: TAdminCombineDay, now: number): 'planned' | 'over' | 'cancelled' {
  if (day.status === 'cancelled') return 'cancelled';
  return afternoonEnd(day).getTime() <= now ? 'over' : 'planned';
}
