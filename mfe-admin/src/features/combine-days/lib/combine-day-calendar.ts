import type { TAdminCombineDay } from '../api/combine-days.ts';

/**
 * The admins' calendar of combine days (issue 35): which afternoons the month's grid shows (to ask the API for
 * them) and the days of each date in the order of their afternoons. A day's times, state and counts are the
 * API's (`startsAt`, `endsAt`, `counts`), put into words by web-kit's combine-day-view.
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

/** Afternoons in time order (their start, as the API answers it, then the company). */
export const byAfternoon = (a: TAdminCombineDay, b: TAdminCombineDay) =>
  a.date.localeCompare(b.date) ||
  Date.parse(a.startsAt) - Date.parse(b.startsAt) ||
  a.companyName.localeCompare(b.companyName);
