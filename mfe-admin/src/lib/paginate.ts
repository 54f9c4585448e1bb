/** Spec section 9: client companies and client users are shown 10 per page. */
export const ADMIN_LIST_PAGE_SIZE = 10;

/** How many pages a list of `total` items fills (at least 1, so an empty list still has page 1). */
export const pageCountOf = (total: number, pageSize = ADMIN_LIST_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / pageSize));

/** The items of one page (1-based). */
export function pageOf<T>(items: readonly T[], page: number, pageSize = ADMIN_LIST_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** The page to move to, or the current one when the request falls outside 1..pageCount (spec: such changes are ignored). */
export const nextPage = (current: number, requested: number, pageCount: number) =>
  Number.isInteger(requested) && requested >= 1 && requested <= pageCount ? requested : current;
