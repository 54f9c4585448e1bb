const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A calendar day without a time (`2026-03-15`, a combine's target date). */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const INVALID = 'Invalid date';

/**
 * A date as the screens show it ('Jan 5, 2025'), or 'Invalid date' when it cannot be read. A moment (an ISO
 * date-time, a number, a Date) is shown as the day it is in the reader's time zone; a calendar day
 * (`YYYY-MM-DD`) is that day wherever the reader is, not the UTC midnight `new Date()` makes of it, which is
 * the day before west of UTC.
 */
export function formatDate(value: string | number | Date): string {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  const date = day
    ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    : value instanceof Date
      ? value
      : new Date(value);
  // A calendar day that does not exist (`2025-02-30`) would roll over: it is not a date.
  if (day && date.getDate() !== Number(day[3])) return INVALID;
  return Number.isNaN(date.getTime()) ? INVALID : DATE_FORMAT.format(date);
}

/**
 * A moment with its time of day in the reader's time zone, the zone named as every screen and e-mail names it
 * (issue 47): 'Jan 5, 2025, 3:30 PM EST', or 'Invalid date'.
 */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? INVALID : DATE_TIME_FORMAT.format(date);
}
