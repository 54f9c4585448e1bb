import { useState } from 'react';
import { ADMIN_LIST_PAGE_SIZE, nextPage, pageCountOf, pageOf } from './paginate.ts';

/** Client-side paging of a list: the current page's items and a page setter that ignores impossible pages. */
export function usePagedList<T>(items: readonly T[], pageSize = ADMIN_LIST_PAGE_SIZE) {
  const [requestedPage, setRequestedPage] = useState(1);
  const pageCount = pageCountOf(items.length, pageSize);
  // A shrinking list (a new search, a refetch) may leave the page past the end: show the last page instead.
  const page = Math.min(requestedPage, pageCount);
  return {
    page,
    pageCount,
    pageItems: pageOf(items, page, pageSize),
    setPage: (requested: number) => setRequestedPage(nextPage(page, requested, pageCount)),
  };
}
