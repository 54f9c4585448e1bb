/**
 * Times shown in an IANA zone, with the browser's `Intl.DateTimeFormat` (no time-zone library in the remotes'
 * bundles): the texts the combine day screens show (issue 35). Display only: the instants come from the API
 * (a day's `startsAt`, `endsAt` and `slots`), which lays the afternoon out; nothing here reckons a zone's
 * offset. An unknown zone throws, as `Intl` does; callers decide what to show then.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One en-US formatter per set of options (making them is the slow part). An unknown zone throws. */
export function dateTimeFormatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The zone's short name at that instant ('EST', 'GMT+1'), or the zone itself when the browser names none. */
export function zoneName(instant: string | Date, timeZone: string): string {
  try {
    const parts = dateTimeFormatter({ timeZone, timeZoneName: 'short' }).formatToParts(toDate(instant));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The time of day of an instant in `timeZone` ('2:00 PM'); 'Invalid date' for what cannot be read. */
export function formatTime(instant: string | Date, timeZone: string): string {
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return dateTimeFormatter({ timeZone, hour: 'numeric', minute: '2-digit' }).format(date);
}

/** A span of time in `timeZone`, the zone named once: '2:00 PM – 2:15 PM EST'. */
export const formatSpan = (start: string | Date, end: string | Date, timeZone: string) =>
  `${formatTime(start, timeZone)} – ${formatTime(end, timeZone)} ${zoneName(start, timeZone)}`;

/** The day of an instant in `timeZone`: 'Tue, Mar 10, 2026'; 'Invalid date' for what cannot be read. */
export function formatInstantDay(instant: string | Date, timeZone: string): string {
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return dateTimeFormatter({
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

/** A calendar day (YYYY-MM-DD) as the screens show it, wherever the reader is: 'Tue, Mar 10, 2026'. */
export function formatCalendarDay(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatInstantDay(`${date}T00:00:00Z`, 'UTC') : 'Invalid date';
}

/** The wall clock of an instant in a zone, to the minute, for comparing two zones' readings. */
const wallClock = (instant: Date, timeZone: string) =>
  dateTimeFormatter({
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);

/**
 * Whether two zones read the same clock at that instant, the day included (then one time is enough on screen);
 * false when the browser does not know one of them (both are shown then).
 */
export function sameClock(instant: string | Date, zone: string, other: string): boolean {
  if (zone === other) return true;
  try {
    return wallClock(toDate(instant), zone) === wallClock(toDate(instant), other);
  } catch {
    return false;
  }
}
