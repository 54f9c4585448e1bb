import { hasSearch, normalizeForSearch, searchFieldsOf, searchFilter } from './text-search.ts';

/** What a collection would answer: the filter applied in memory, the way MongoDB reads `$all` and `$regex`. */
const matches = (fields: ReturnType<typeof searchFieldsOf>, term: string) => {
  const filter = searchFilter(term) as {
    searchGrams?: { $all: string[] };
    searchText?: { $regex: string };
  };
  const grams = filter.searchGrams?.$all ?? [];
  return (
    grams.every((gram) => fields.searchGrams.includes(gram)) &&
    (!filter.searchText || new RegExp(filter.searchText.$regex).test(fields.searchText))
  );
};

describe('text search', () => {
  const joanna = searchFieldsOf('Joanna Müller', 'jo.mueller@example.com');

  it('matches any substring of any text, whatever its case or accents', () => {
    for (const term of ['ann', 'ANNA', 'muller', 'Mül', 'a', 'jo', 'example.com', 'a m'])
      expect(matches(joanna, term)).toBe(true);
  });

  it('does not match text that only shares pieces, or is absent', () => {
    for (const term of ['annaj', 'xyz', 'joanna mullerx', 'q']) expect(matches(joanna, term)).toBe(false);
  });

  it('treats regex characters in a term as text', () => {
    expect(matches(joanna, '.*')).toBe(false);
    expect(matches(searchFieldsOf('A.* Corp'), '.*')).toBe(true);
    expect(searchFilter('(a+)+$')).toEqual(
      expect.objectContaining({ searchText: { $regex: '\\(a\\+\\)\\+\\$' } }),
    );
  });

  it('tells a list filter holding a search from one without', () => {
    expect(hasSearch({ status: 'active', ...searchFilter('ann') })).toBe(true);
    expect(hasSearch({ status: 'active', ...searchFilter('  ') })).toBe(false);
    expect(hasSearch({})).toBe(false);
  });

  it('has no filter for no term, and stores each piece once', () => {
    expect(searchFilter(undefined)).toEqual({});
    expect(searchFilter('   ')).toEqual({});
    const fields = searchFieldsOf('aaaa');
    expect(fields.searchGrams.sort()).toEqual(['a', 'aa', 'aaa']);
    expect(normalizeForSearch('  Zoë   Ball ')).toBe('zoe ball');
  });
});
