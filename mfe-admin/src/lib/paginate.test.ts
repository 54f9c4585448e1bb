import { describe, expect, it } from '@jest/globals';
import { nextPage, pageCountOf } from './paginate.ts';

describe('pagination of the admin lists', () => {
  it('counts pages of 10 by default, with page 1 for an empty list', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(10)).toBe(1);
    expect(pageCountOf(11)).toBe(2);
    expect(pageCountOf(23)).toBe(3);
    expect(pageCountOf(23, 5)).toBe(5);
  });

  it('ignores page changes outside 1..pageCount', () => {
    expect(nextPage(2, 3, 3)).toBe(3);
    expect(nextPage(2, 0, 3)).toBe(2);
    expect(nextPage(3, 4, 3)).toBe(3);
    expect(nextPage(1, 1.5, 3)).toBe(1);
  });
});
