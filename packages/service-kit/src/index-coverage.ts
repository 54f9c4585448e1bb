/**
 * Which declared index serves a query, by the rule MongoDB's planner follows for a query without a blocking
 * sort: the index starts with every equality field (in any order), continues with the sort fields in the
 * sort's order (all in the sort's directions or all reversed), and may then hold range fields. A substring
 * search (service-kit's text-search) is served by the multikey `searchGrams` index, which narrows the
 * candidates before the other conditions and the sort apply to them. The MongoDB stand-in of the tests has
 * no `explain`, so the lists' tests check their query shapes against the declared indexes with this.
 */

export type TIndexKeys = Record<string, 1 | -1 | string>;
export type TQueryShape = { filter: Record<string, unknown>; sort: Record<string, 1 | -1> };

/** A query shape's sort when it has none. */
export const NO_SORT: TQueryShape['sort'] = Object.freeze({});

/** A filter value matching any of these values (each asked for once). */
export const anyOf = (values: readonly string[]) => ({ $in: [...new Set(values)] });

const isOperatorObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  Object.keys(value).some((key) => key.startsWith('$'));

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);

/** The filter's fields by how an index can use them. */
export const shapeOf = (filter: Record<string, unknown>) => {
  const equality: string[] = [];
  const range: string[] = [];
  const residual: string[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (field.startsWith('$')) residual.push(field);
    else if (!isOperatorObject(value)) equality.push(field);
    else if (Object.keys(value).every((operator) => operator === '$in' || operator === '$eq'))
      equality.push(field);
    else if (Object.keys(value).every((operator) => RANGE_OPERATORS.has(operator))) range.push(field);
    else residual.push(field);
  }
  return { equality, range, residual };
};

const servesSort = (keys: [string, unknown][], sort: [string, 1 | -1][]) => {
  if (sort.length === 0) return true;
  if (keys.length < sort.length) return false;
  const forward = sort.every(
    ([field, direction], at) => keys[at]?.[0] === field && keys[at]?.[1] === direction,
  );
  const reverse = sort.every(
    ([field, direction], at) => keys[at]?.[0] === field && keys[at]?.[1] === -direction,
  );
  return forward || reverse;
};

/**
 * The index that serves the query best, or null. An index serves it when it starts with equality fields of
 * the query (at least one, when the query has any: the others are then checked on the documents it reads),
 * continues with the sort, and leaves no range field outside it; of those, the one with the most equality
 * fields wins.
 */
export const servingIndex = (
  indexes: readonly TIndexKeys[],
  { filter, sort }: TQueryShape,
): TIndexKeys | null => {
  if ('searchGrams' in filter)
    return indexes.find((index) => Object.keys(index)[0] === 'searchGrams') ?? null;
  const { equality, range } = shapeOf(filter);
  let best: { index: TIndexKeys; covered: number } | null = null;
  for (const index of indexes) {
    const keys = Object.entries(index);
    let covered = 0;
    while (covered < keys.length && equality.includes(keys[covered]![0])) covered += 1;
    if (equality.length > 0 && covered === 0) continue;
    const head = keys.slice(0, covered).map(([field]) => field);
    const sortEntries = Object.entries(sort).filter(([field]) => !head.includes(field));
    const rest = keys.slice(covered);
    if (!servesSort(rest, sortEntries)) continue;
    // A range on a sort field is read in the sort's order; one after the sort fields narrows the scan.
    const after = rest.map(([field]) => field);
    if (!range.every((field) => after.includes(field))) continue;
    if (!best || covered > best.covered) best = { index, covered };
  }
  return best?.index ?? null;
};

/** The declared indexes of a mongoose schema, with `_id` (which every collection has). */
export const declaredIndexes = (schema: {
  indexes(): [Record<string, unknown>, unknown][];
}): TIndexKeys[] => [{ _id: 1 }, ...schema.indexes().map(([keys]) => keys as TIndexKeys)];
