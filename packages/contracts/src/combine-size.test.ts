import { COMBINE_SIZE_WORDS, isOutsideCombineSize } from './talent.ts';

describe('the sizes a talent combine serves', () => {
  it('flags none of a 5-7 package or a 6-12 combine day, and flags the rest', () => {
    const served = Array.from({ length: 20 }, (_, count) => count).filter(
      (count) => !isOutsideCombineSize(count),
    );
    expect(served).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('says what it flags in the words the admins read', () => {
    expect(COMBINE_SIZE_WORDS.flag).toBe('Outside the 5-12 candidates a combine serves');
    expect(COMBINE_SIZE_WORDS.description(1)).toBe(
      'This combine holds 1 one-pager; clients expect a package of 5-7 candidates, or 6-12 for a combine day.',
    );
  });
});
