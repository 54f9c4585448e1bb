import { describe, expect, it } from '@jest/globals';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first and last name’s first letters', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  ada  king lovelace ')).toBe('AL');
    expect(initials('Cher')).toBe('C');
  });

  it('falls back to a question mark without a name', () => {
    expect(initials('')).toBe('?');
    expect(initials(null)).toBe('?');
  });
});
