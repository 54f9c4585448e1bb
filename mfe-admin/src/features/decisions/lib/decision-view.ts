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

/** A moment in the viewer's zone, or in the company's with its abbreviation (every area's: web-kit's). */
export { formatMoment } from '@gtm/web-kit/format-slot.ts';
