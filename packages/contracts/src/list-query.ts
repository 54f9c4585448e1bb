import { z } from 'zod';

/** Rows per page of every admin list (spec section 9: 10). */
export const LIST_PAGE_SIZE = 10;
/** The most rows one request may ask for. */
export const MAX_LIST_PAGE_SIZE = 100;
/** The longest search term a list accepts. */
export const MAX_SEARCH_LENGTH = 100;

export const SORT_ORDERS = ['asc', 'desc'] as const;

/** A search term: trimmed, and a blank one is no search at all. */
export const ZSearchTerm = z
  .string()
  .max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters.`)
  .trim()
  .optional()
  .transform((term) => (term === '' ? undefined : term));

/** A status filter of a list: 'all' (the default) or one status (spec section 9's filter values). */
export const statusFilter = <const TStatus extends string>(statuses: readonly [TStatus, ...TStatus[]]) =>
  z.enum(['all', ...statuses] as ['all', ...TStatus[]]).default('all' as never);

/**
 * The query of a server-paged admin list: page (1-based), page size, an optional search, the sort field and
 * order, and the list's own filters. Every query string value arrives as text and is coerced here, so a bad
 * value is a 400 in the list's words and never reaches the database. Unknown parameters are ignored.
 */
export const listQuery = <const TSort extends string, TFilters extends z.ZodRawShape>(options: {
  sorts: readonly [TSort, ...TSort[]];
  defaultSort: NoInfer<TSort>;
  defaultOrder?: (typeof SORT_ORDERS)[number];
  filters: TFilters;
}) =>
  z
    .object({
      page: z.coerce.number().int().min(1, 'Page must be 1 or more.').max(1_000_000).default(1),
      pageSize: z.coerce
        .number()
        .int()
        .min(1)
        .max(MAX_LIST_PAGE_SIZE, `Page size must be at most ${MAX_LIST_PAGE_SIZE}.`)
        .default(LIST_PAGE_SIZE),
      search: ZSearchTerm,
      sort: z.enum(options.sorts).default(options.defaultSort as TSort),
      order: z.enum(SORT_ORDERS).default(options.defaultOrder ?? 'desc'),
    })
    .extend(options.filters);

/** One page of a list: its rows, how many rows match in all, and which page of what size this is. */
export const ZPage = <TItem extends z.ZodType>(item: TItem) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
export type TPage<T> = { items: T[]; total: number; page: number; pageSize: number };
