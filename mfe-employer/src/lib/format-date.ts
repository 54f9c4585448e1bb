const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as the employer screens show it ('Jan 5, 2025'). A calendar day (`YYYY-MM-DD`, a combine's target
 * date) is that day wherever the reader is, not the UTC midnight `new Date()` would make of it.
 */
export function formatDate(value: string): string {
  const day = CALENDAR_DAY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : DATE_FORMAT.format(date);
}

/** A moment with its time of day in the reader's time zone ('Jan 5, 2025, 3:30 PM'). */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : DATE_TIME_FORMAT.format(date);
}
