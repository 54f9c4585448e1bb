const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A date like 'Jan 5, 2025' in the candidate's own time zone, or 'Invalid date'. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : DATE_FORMAT.format(date);
}
