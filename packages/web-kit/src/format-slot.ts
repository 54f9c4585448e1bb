import type { TInterviewSlot } from '@gtm/contracts/employer';

/** The browser's IANA time zone ('Europe/Berlin'), or UTC when the browser names none. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * A moment as the viewer's clock shows it (their browser's time zone), or in `timeZone` (an IANA zone, the
 * company's), either way with the zone's abbreviation (issue 47: a time without its zone is misread):
 * 'Fri, Mar 19, 2027, 11:59 PM PDT'. A deadline is 23:59:59.999 local, so it reads 11:59 PM in the company's
 * zone. 'Invalid date' for what cannot be read.
 */
export const formatMoment = (iso: string, timeZone?: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  try {
    return new Intl.DateTimeFormat('en-US', {
      ...DATE_TIME,
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    }).format(date);
  } catch {
    // A zone this browser does not know: the viewer's time, with the zone's name.
    return `${new Intl.DateTimeFormat('en-US', DATE_TIME).format(date)} (${timeZone})`;
  }
};

/**
 * A proposed interview slot in a given time zone, the zone named so nobody misreads it:
 * 'Tue, Jan 6, 2026, 3:00 PM GMT+1 (30 min)'. 'Invalid date' when the start cannot be read.
 */
export function formatSlot(slot: TInterviewSlot, timeZone: string): string {
  const moment = formatMoment(slot.start, timeZone);
  return moment === 'Invalid date' ? moment : `${moment} (${slot.durationMinutes} min)`;
}
