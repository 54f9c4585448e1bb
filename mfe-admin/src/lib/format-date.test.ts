import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime } from './format-date.ts';

describe('formatDate', () => {
  it("formats like 'Jan 5, 2025'", () => {
    expect(formatDate(new Date(2025, 0, 5, 13, 30))).toBe('Jan 5, 2025');
    expect(formatDate(new Date(2024, 11, 31).toISOString())).toBe('Dec 31, 2024');
  });

  it("gives 'Invalid date' for what is not a date", () => {
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDate('')).toBe('Invalid date');
  });
});

describe('formatDateTime', () => {
  it("formats like 'Jan 5, 2025, 1:30 PM' in the local time zone", () => {
    expect(formatDateTime(new Date(2025, 0, 5, 13, 30)).replace(/\s/g, ' ')).toBe('Jan 5, 2025, 1:30 PM');
  });

  it("gives 'Invalid date' for what is not a date", () => {
    expect(formatDateTime('not a date')).toBe('Invalid date');
  });
});
