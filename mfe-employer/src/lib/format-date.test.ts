import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime } from './format-date.ts';

describe('formatDate', () => {
  it('shows a calendar day as that day, whatever the time zone', () => {
    expect(formatDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatDate('2025-12-31')).toBe('Dec 31, 2025');
  });

  it('shows the day of a moment and says when it cannot be read', () => {
    expect(formatDate(new Date(2025, 0, 5, 12).toISOString())).toBe('Jan 5, 2025');
    expect(formatDate('soon')).toBe('Invalid date');
  });
});

describe('formatDateTime', () => {
  it('shows the day and the time of day', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 15, 30).toISOString())).toBe('Jan 5, 2025, 3:30 PM');
    expect(formatDateTime('')).toBe('Invalid date');
  });
});
