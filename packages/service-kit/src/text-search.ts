/**
 * Substring search that stays fast on large collections: each searchable document stores `searchText` (its
 * searchable texts, normalized) and `searchGrams` (every distinct 1-, 2- and 3-character piece of them) under
 * a multikey index. A term's pieces of its own length, up to 3, must all be in `searchGrams`: the index finds
 * that candidate set, and a plain regex on `searchText` then keeps only true substring matches, so a search
 * inside names ("ann" in "Joanna") never scans the whole collection the way an unanchored regex would.
 */

/** The form texts are compared in: accents removed, lower case, runs of blanks as one space. */
export const normalizeForSearch = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const piecesOf = (text: string, length: number) => {
  const pieces = new Set<string>();
  const chars = [...text];
  for (let start = 0; start + length <= chars.length; start += 1) {
    const piece = chars.slice(start, start + length).join('');
    if (piece.trim().length === length) pieces.add(piece);
  }
  return pieces;
};

/** The fields a searchable document stores for its texts (name, e-mail, company...). */
export const searchFieldsOf = (...texts: readonly (string | null | undefined)[]) => {
  const parts = texts.filter((text): text is string => Boolean(text)).map(normalizeForSearch);
  const grams = new Set<string>();
  for (const part of parts)
    for (const length of [1, 2, 3]) for (const piece of piecesOf(part, length)) grams.add(piece);
  return { searchText: parts.join('\n'), searchGrams: [...grams] };
};

/** `text` as a regular expression that matches it literally. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a list filter holds a search ({@link searchFilter}'s substring check, which no index answers alone). */
export const hasSearch = (filter: Record<string, unknown>) => 'searchText' in filter;

/**
 * The MongoDB filter of a search term, or `{}` without one. The term is literal text (regex characters are
 * escaped, operators cannot be injected: it is only ever a string inside `$all` and `$regex`).
 */
export const searchFilter = (term: string | undefined): Record<string, unknown> => {
  if (term === undefined) return {};
  const normalized = normalizeForSearch(term);
  if (normalized === '') return {};
  const length = Math.min(3, [...normalized].length);
  const pieces = [...piecesOf(normalized, length)];
  return {
    ...(pieces.length > 0 ? { searchGrams: { $all: pieces } } : {}),
    searchText: { $regex: escapeRegex(normalized) },
  };
};
