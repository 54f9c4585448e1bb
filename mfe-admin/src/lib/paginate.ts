import { LIST_PAGE_SIZE } from '@gtm/contracts/list-query';

/** How many pages a list of `total` items fills (at least 1, so an empty list still has page 1). */
export const pageCountOf = (total: number, pageSize = LIST_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / pageSize));

/** The page to move to, or the current one when the request falls outside 1..pageCount (spec: such changes are ignored). */
export const nextPage = (current: number, requested: number, pageCount: number) =>
  Number.isInteger(requested) && requested >= 1 && requested <= pageCount ? requested : current;
