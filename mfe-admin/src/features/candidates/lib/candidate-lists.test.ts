import { splitCommaList, tagsPreview } from './candidate-lists.ts';

describe('candidate lists', () => {
  it('splits comma-separated text, trimmed, empties dropped', () => {
    expect(splitCommaList(' MEDDIC , ,SPIN,  ')).toEqual(['MEDDIC', 'SPIN']);
    expect(splitCommaList('')).toEqual([]);
  });

  it('shows the first 2 tags and counts the rest', () => {
    expect(tagsPreview(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(tagsPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(tagsPreview([])).toEqual({ shown: [], more: 0 });
  });
});
