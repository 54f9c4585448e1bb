import type { TDecisionStatus } from '@gtm/contracts/decisions';

/** The status filter's choices: both, due only, overdue only. */
export const STATUS_OPTIONS: { value: 'all' | TDecisionStatus; label: string }[] = [
  { value: 'all', label: 'Due and overdue' },
  { value: 'due', label: 'Due' },
  { value: 'overdue', label: 'Overdue' },
];

/** A status filter read from the page's address (anything else: both). */
export const statusOf = (value: string | null): 'all' | TDecisionStatus =>
  value === 'due' || value === 'overdue' ? value : 'all';

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
 * company's) with its abbreviation: 'Fri, Mar 19, 2027, 11:59 PM PDT'. A deadline is 23:59:59.999 local, so
 * it reads 11:59 PM in the company's zone. 'Invalid date' for what cannot be read.
 */
export const formatMoment = (iso: string, timeZone?: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  try {
    return new Intl.DateTimeFormat('en-US', {
      ...DATE_TIME,
      ...(timeZone ? { timeZone, timeZoneName: 'short' } : {}),
    }).format(date);
  } catch {
    // A zone this browser does not know: the viewer's time, with the zone's name.
    return `${new Intl.DateTimeFormat('en-US', DATE_TIME).format(date)} (${timeZone})`;
  }
};
