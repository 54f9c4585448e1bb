import { describe, expect, it } from '@jest/globals';
import { nextPage, pageCountOf, pageOf } from './paginate.ts';

const items = Array.from({ length: 23 }, (_, index) => index + 1);

describe('pagination of the admin lists', () => {
  it('counts pages of 10, with page 1 for an empty list', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(10)).toBe(1);
    expect(pageCountOf(11)).toBe(2);
    expect(pageCountOf(23)).toBe(3);
  });

  it('slices one page', () => {
    expect(pageOf(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(items, 3)).toEqual([21, 22, 23]);
  });

  it('ignores page changes outside 1..pageCount', () => {
    expect(nextPage(2, 3, 3)).toBe(3);
    expect(nextPage(2, 0, 3)).toBe(2);
    expect(nextPage(3, 4, 3)).toBe(3);
    expect(nextPage(1, 1.5, 3)).toBe(1);
  });
});
