import { Flex, Input, Select, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useRef } from 'react';
import type { TPage } from '@gtm/contracts/list-query';
import { toast } from '@gtm/web-kit/toast.ts';
import { nextPage, pageCountOf } from '../lib/paginate.ts';
import type { TListQuery } from '../lib/use-list-query.ts';
import { ListPager } from './list-pager.tsx';
import { minTableWidth } from './table-columns.tsx';
import type { TListColumn } from './table-columns.tsx';

/** The search box above a list. */
export interface TServerListSearch {
  /** The box's placeholder ('Search companies by name...'); its accessible name is the same without the dots. */
  placeholder: string;
  /** What one row and several rows are called in 'Found N <noun> matching "term"', shown while searching. */
  noun: { one: string; other: string };
  /** The table's empty text while searching. */
  emptyText: string;
}

/** A select above a list, such as a status filter (all, active, inactive, pending). */
export interface TServerListFilter<TFilter extends string> {
  /** The query parameter it sets. */
  name: TFilter;
  /** The select's accessible name. */
  label: string;
  options: readonly { value: string; label: string }[];
}

export interface TServerListProps<T, TFilter extends string> {
  /**
   * Columns, each with a width (`textColumn` cuts long text with an ellipsis and a tooltip, `actionsColumn`
   * keeps the row actions fixed at the right edge); a column with `sorter: true` sorts on the server by its `key`.
   */
  columns: readonly TListColumn<T>[];
  rowKey: TableProps<T>['rowKey'];
  /** The list's SWR answer: one page of rows and the total. */
  list: { data?: TPage<T>; error?: unknown; isLoading: boolean };
  query: TListQuery<TFilter>;
  search?: TServerListSearch;
  filters?: readonly TServerListFilter<TFilter>[];
  /** The table's empty text when nothing narrows the list. */
  emptyText: string;
  /** The destructive toast a failed load shows (spec section 8), once per failure. */
  loadError: { title: string; description: string };
  /** Called with a row when it is clicked or opened with Enter (a detail dialog). */
  onOpen?: (row: T) => void;
  /** An accessible name for the table. */
  caption?: string;
}

/** Toasts each failure of a load once (an effect may run twice for one failure, as under StrictMode). */
function useLoadErrorToast(error: unknown, { title, description }: { title: string; description: string }) {
  const toasted = useRef<unknown>(undefined);
  useEffect(() => {
    if (!error || toasted.current === error) return;
    toasted.current = error;
    toast({ title, description, variant: 'destructive' });
  }, [error, title, description]);
}

/** 'Found 1 candidate matching "ava"', 'Found 3 candidates matching "a"'. */
export const searchSummary = (total: number, noun: { one: string; other: string }, term: string) =>
  `Found ${total.toLocaleString('en-US')} ${total === 1 ? noun.one : noun.other} matching "${term}"`;

/**
 * An admin list paged, searched, filtered and sorted by the server: the toolbar (search box, filters), 'Found
 * N <noun> matching "term"' while searching, the table of one page, and Previous / 'Page X of Y' / Next. The
 * rows of the last answer stay while the next page loads. A failed load toasts and leaves the table empty.
 *
 * The table fills its box: its columns share the box's width (fixed layout), long text is cut with an
 * ellipsis; only when the box is narrower than the columns' widths together (a phone) does the table scroll,
 * inside its box, with the row actions fixed at its right edge.
 */
export function ServerList<T extends object, TFilter extends string = never>({
  columns,
  rowKey,
  list,
  query,
  search,
  filters = [],
  emptyText,
  loadError,
  onOpen,
  caption,
}: TServerListProps<T, TFilter>) {
  useLoadErrorToast(list.error, loadError);
  const page = list.error ? undefined : list.data;
  const pageCount = pageCountOf(page?.total ?? 0, page?.pageSize);
  const searching = search !== undefined && query.search !== '';

  const sortedColumns = columns.map((column) =>
    column.key !== undefined && column.key === query.state.sort?.field
      ? {
          ...column,
          sortOrder: query.state.sort.order === 'asc' ? ('ascend' as const) : ('descend' as const),
        }
      : column.sorter
        ? { ...column, sortOrder: null }
        : column,
  );

  return (
    <>
      {(search || filters.length > 0) && (
        <Flex gap="small" wrap className="admin-list__toolbar">
          {search && (
            <Input
              placeholder={search.placeholder}
              aria-label={search.placeholder.replace(/\.+$/, '')}
              type="search"
              allowClear
              maxLength={100}
              value={query.state.term}
              onChange={(event) => query.setTerm(event.target.value)}
              className="admin-search"
            />
          )}
          {filters.map((filter) => (
            <Select
              key={filter.name}
              aria-label={filter.label}
              options={filter.options.map(({ value, label }) => ({ value, label }))}
              value={query.state.filters[filter.name]}
              onChange={(value: string) => query.setFilter(filter.name, value)}
              className="admin-filter"
            />
          ))}
        </Flex>
      )}
      {searching && page && (
        <Typography.Paragraph type="secondary" data-testid="search-summary" aria-live="polite">
          {searchSummary(page.total, search.noun, query.search)}
        </Typography.Paragraph>
      )}
      <Table<T>
        rowKey={rowKey}
        columns={sortedColumns}
        dataSource={page?.items ?? []}
        loading={list.isLoading}
        pagination={false}
        tableLayout="fixed"
        // An empty table has nothing to scroll to (and axe wants a scrolling region to hold a control).
        {...((page?.items.length ?? 0) > 0 ? { scroll: { x: minTableWidth(columns) } } : {})}
        locale={{ emptyText: searching ? search.emptyText : emptyText }}
        {...(caption ? { 'aria-label': caption } : {})}
        onChange={(_pagination, _filters, sorter) => {
          const { columnKey, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T>;
          query.setSort(
            order && columnKey !== undefined
              ? { field: String(columnKey), order: order === 'ascend' ? 'asc' : 'desc' }
              : undefined,
          );
        }}
        {...(onOpen
          ? {
              onRow: (row: T) => ({
                onClick: () => onOpen(row),
                onKeyDown: (event: React.KeyboardEvent) => {
                  if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
                },
                tabIndex: 0,
                className: 'admin-list__row--open',
              }),
            }
          : {})}
      />
      <ListPager
        page={query.state.page}
        pageCount={pageCount}
        onChange={(requested) => query.setPage(nextPage(query.state.page, requested, pageCount))}
      />
    </>
  );
}
