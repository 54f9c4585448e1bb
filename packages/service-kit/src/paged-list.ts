import type { TPage } from '@gtm/contracts/list-query';

/** A list query's sort: one stored field in the query's order, `_id` after it so pages never overlap. */
export const listSort = (field: string, order: 'asc' | 'desc'): Record<string, 1 | -1> => {
  const direction = order === 'asc' ? 1 : -1;
  return { [field]: direction, _id: direction };
};

/** The part of a mongoose query a page read uses. */
type TFindQuery = {
  sort(sort: Record<string, 1 | -1>): TFindQuery;
  skip(count: number): TFindQuery;
  limit(count: number): TFindQuery;
  select(fields: Record<string, 0 | 1>): TFindQuery;
  populate(path: string, select: string): TFindQuery;
  lean<T>(): { exec(): Promise<T> };
};

/** The part of a mongoose model a page read uses (any model has it, whatever its document type). */
type TPagedModel = {
  find(filter: Record<string, unknown>): TFindQuery;
  countDocuments(filter: Record<string, unknown>): { exec(): Promise<number> };
};

/**
 * The page reader of a collection: one page of a server-paged list, that is the page's documents (filtered,
 * sorted, skipped and limited; `select` and `populate` shape them, typed by the caller as `lean` types them)
 * and the count of every match, read together. Every admin list reads through one.
 */
export const pageReader =
  (model: TPagedModel) =>
  async <TRecord>(
    query: { page: number; pageSize: number },
    options: {
      filter: Record<string, unknown>;
      sort: Record<string, 1 | -1>;
      select?: Record<string, 0 | 1>;
      populate?: { path: string; select: string };
    },
  ): Promise<TPage<TRecord>> => {
    const { filter } = options;
    let find = model
      .find(filter)
      .sort(options.sort)
      .skip((query.page - 1) * query.pageSize)
      .limit(query.pageSize);
    if (options.select) find = find.select(options.select);
    if (options.populate) find = find.populate(options.populate.path, options.populate.select);
    const [items, total] = await Promise.all([
      find.lean<TRecord[]>().exec(),
      model.countDocuments(filter).exec(),
    ]);
    return { items, total, page: query.page, pageSize: query.pageSize };
  };
