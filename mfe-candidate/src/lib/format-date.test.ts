import { describe, expect, it } from '@jest/globals';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it("gives 'Invalid date' for what is not a date", () => {
    expect(formatDate('soon')).toBe('Invalid date');
  });
});
