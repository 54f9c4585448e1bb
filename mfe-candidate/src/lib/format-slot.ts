import type { TInterviewSlot } from '@gtm/contracts/employer';

/** The browser's IANA time zone ('Europe/Berlin'), or UTC when the browser names none. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A date like 'Jan 5, 2025' in the candidate's own time zone, or 'Invalid date'. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : DATE_FORMAT.format(date);
}

/**
 * A proposed interview slot in a given time zone, the zone named so nobody misreads it:
 * 'Tue, Jan 6, 2026, 3:00 PM GMT+1 (30 min)'. 'Invalid date' when the start cannot be read.
 */
export function formatSlot(slot: TInterviewSlot, timeZone: string): string {
  const start = new Date(slot.start);
  if (Number.isNaN(start.getTime())) return 'Invalid date';
  const text = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(start);
  return `${text} (${slot.durationMinutes} min)`;
}
