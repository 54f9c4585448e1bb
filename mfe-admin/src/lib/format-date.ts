const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A date as the admin lists show it ('Jan 5, 2025'), or 'Invalid date' when it cannot be read. */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : DATE_FORMAT.format(date);
}
