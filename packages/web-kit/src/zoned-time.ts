/**
 * Times in an IANA zone, read with the browser's `Intl.DateTimeFormat` (no time-zone library in the remotes'
 * bundles): a zone's offset at an instant, the instant of a wall-clock date and time in a zone, and the texts the
 * combine day screens show (issue 35). An unknown zone throws, as `Intl` does; callers decide what to show then.
 */

const MINUTE = 60_000;

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

/** The minutes `timeZone` is ahead of UTC at `instant` (-300 for New York in winter). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = dateTimeFormatter({
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wall - whole) / MINUTE);
}

/**
 * The instant of a local date and time of day in `timeZone` ('2026-03-10', '14:00', 'America/New_York'), as the
 * planner reads an afternoon's `from` and `to`.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * MINUTE;
  // Near a change of the zone's offset the first guess reads the other side's offset: read it again there.
  const second = wall - zoneOffsetMinutes(new Date(first), timeZone) * MINUTE;
  return new Date(second);
}

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

/** A calendar day (YYYY-MM-DD) as the screens show it, wherever the reader is: 'Tue, Mar 10, 2026'. */
export function formatCalendarDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return 'Invalid date';
  return dateTimeFormatter({
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(day);
}

/**
 * Whether two zones read the same clock at that instant (then one time is enough on screen); false when the
 * browser does not know one of them (both are shown then).
 */
export function sameClock(instant: string | Date, zone: string, other: string): boolean {
  if (zone === other) return true;
  try {
    return zoneOffsetMinutes(toDate(instant), zone) === zoneOffsetMinutes(toDate(instant), other);
  } catch {
    return false;
  }
}
