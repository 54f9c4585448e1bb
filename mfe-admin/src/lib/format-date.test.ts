import { describe, expect, it } from '@jest/globals';
import { formatDate } from './format-date.ts';

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
