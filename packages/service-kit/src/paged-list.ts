import type { PipelineStage } from 'mongoose';
import type { TPage } from '@gtm/contracts/list-query';
import { hasSearch } from './text-search.ts';

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
  cast(): Record<string, unknown>;
  lean<T>(): { exec(): Promise<T> };
};

/** The part of a mongoose model a page read uses (any model has it, whatever its document type). */
type TPagedModel = {
  find(filter: Record<string, unknown>): TFindQuery;
  countDocuments(filter: Record<string, unknown>): { exec(): Promise<number> };
  estimatedDocumentCount(): { exec(): Promise<number> };
  aggregate<T>(pipeline: PipelineStage[]): { exec(): Promise<T[]> };
};

/** What the one command of a searched page answers: the page's documents and the count of every match. */
type TFacetAnswer<TRecord> = { items: TRecord[]; total: { count: number }[] };

/**
 * The page reader of a collection: one page of a server-paged list, that is the page's documents (filtered,
 * sorted, skipped and limited; `select` shapes them, typed by the caller as `lean` types them) and the count of
 * every match. Every admin list reads through one, each shape in the fewest passes over the collection:
 * - no filter: the page, and the collection's count from its metadata (`estimatedDocumentCount`: exact on a
 *   standalone or replica set after a clean shutdown), never a count over every document;
 * - a search (`hasSearch`): one aggregate whose `$facet` sorts and counts the same matches, as no index
 *   answers the substring check and both the page and the count would otherwise read every candidate;
 * - other filters (equalities and ranges a declared index leads with): the page and `countDocuments`, both
 *   served by that index on MongoDB (the count reads index keys only).
 */
export const pageReader =
  (model: TPagedModel) =>
  async <TRecord>(
    query: { page: number; pageSize: number },
    options: {
      filter: Record<string, unknown>;
      sort: Record<string, 1 | -1>;
      select?: Record<string, 0 | 1>;
    },
  ): Promise<TPage<TRecord>> => {
    const { filter, sort, select } = options;
    const skip = (query.page - 1) * query.pageSize;
    const page = (items: TRecord[], total: number): TPage<TRecord> => ({
      items,
      total,
      page: query.page,
      pageSize: query.pageSize,
    });
    if (hasSearch(filter)) {
      const [answer] = await model
        .aggregate<TFacetAnswer<TRecord>>([
          // An aggregate applies no schema: the filter is cast as `find` casts it.
          { $match: model.find(filter).cast() },
          {
            $facet: {
              items: [
                { $sort: sort },
                ...(skip > 0 ? [{ $skip: skip }] : []),
                { $limit: query.pageSize },
                ...(select ? [{ $project: select }] : []),
              ],
              total: [{ $count: 'count' }],
            },
          },
        ])
        .exec();
      return page(answer?.items ?? [], answer?.total[0]?.count ?? 0);
    }
    let find = model.find(filter).sort(sort).skip(skip).limit(query.pageSize);
    if (select) find = find.select(select);
    const [items, total] = await Promise.all([
      find.lean<TRecord[]>().exec(),
      Object.keys(filter).length === 0
        ? model.estimatedDocumentCount().exec()
        : model.countDocuments(filter).exec(),
    ]);
    return page(items, total);
  };
