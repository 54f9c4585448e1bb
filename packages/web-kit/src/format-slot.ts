import type { TInterviewSlot } from '@gtm/contracts/employer';

/** The browser's IANA time zone ('Europe/Berlin'), or UTC when the browser names none. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

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
