import { useEffect, useState } from 'react';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The state of a server-paged list: what the user asked for, and the query sent (search debounced). */
export type TListQueryState<TFilter extends string> = {
  page: number;
  /** The search box's text as typed. */
  term: string;
  filters: Record<TFilter, string>;
  sort?: { field: string; order: 'asc' | 'desc' };
};

/**
 * The query of a server-paged admin list: page, search (sent once typing pauses), filters and sort. A new
 * search, filter or sort goes back to page 1; `query` is what the list operation is called with.
 */
export function useListQuery<TFilter extends string>(initialFilters: Record<TFilter, string>) {
  const [state, setState] = useState<TListQueryState<TFilter>>({
    page: 1,
    term: '',
    filters: initialFilters,
  });
  const [search, setSearch] = useState('');
  useEffect(() => {
    const trimmed = state.term.trim();
    if (trimmed === search) return undefined;
    const timer = setTimeout(() => setSearch(trimmed), trimmed === '' ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state.term, search]);

  return {
    state,
    /** The term the shown rows were searched for ('' for none). */
    search,
    query: {
      page: state.page,
      ...(search !== '' ? { search } : {}),
      ...state.filters,
      ...(state.sort ? { sort: state.sort.field, order: state.sort.order } : {}),
    },
    setTerm: (term: string) => setState((current) => ({ ...current, term, page: 1 })),
    setFilter: (name: TFilter, value: string) =>
      setState((current) => ({ ...current, filters: { ...current.filters, [name]: value }, page: 1 })),
    setSort: (sort: TListQueryState<TFilter>['sort']) =>
      setState((current) => ({ ...current, sort, page: 1 })),
    setPage: (page: number) => setState((current) => ({ ...current, page })),
  };
}
export type TListQuery<TFilter extends string> = ReturnType<typeof useListQuery<TFilter>>;
