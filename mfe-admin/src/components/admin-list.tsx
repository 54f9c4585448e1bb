import { Flex, Input, Select, Table, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SWRResponse } from 'swr';
import { toast } from '@gtm/web-kit/toast.ts';
import { ADMIN_LIST_PAGE_SIZE } from '../lib/paginate.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { ListPager } from './list-pager.tsx';

/** A search box above an admin list. */
export interface TAdminListSearch<T> {
  /** The box's placeholder ('Search companies by name...'); its accessible name is the same without the dots. */
  placeholder: string;
  /** The items matching a term (the term as typed; a blank one should keep every item). */
  filter: (items: readonly T[], term: string) => readonly T[];
  /** What the items are called in 'Found N <noun> matching "term"', shown while searching. */
  noun: string;
  /** The table's empty text while searching. */
  emptyText: string;
}

/** A select above an admin list, such as a status filter (all, active, inactive, pending). */
export interface TAdminListFilter<T> {
  /** The select's accessible name. */
  label: string;
  /** Its values in order; the first is selected at first. */
  options: readonly { value: string; label: string }[];
  /** The items shown for a value. */
  filter: (items: readonly T[], value: string) => readonly T[];
}

export interface TAdminListProps<T> {
  columns: TableColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  /** The list's SWR answer: its rows, its failure and whether it is loading. */
  list: Pick<SWRResponse<readonly T[], unknown>, 'data' | 'error' | 'isLoading'>;
  search?: TAdminListSearch<T>;
  filters?: readonly TAdminListFilter<T>[];
  /** Rows per page (spec section 9: 10). */
  pageSize?: number;
  /** The table's empty text when nothing narrows the list. */
  emptyText: string;
  /** The destructive toast a failed load shows (spec section 8), once per failure. */
  loadError: { title: string; description: string };
}

/** Toasts each failure of a load once (an effect may run twice for one failure, as under StrictMode). */
function useLoadErrorToast(error: unknown, { title, description }: TAdminListProps<unknown>['loadError']) {
  const toasted = useRef<unknown>(undefined);
  useEffect(() => {
    if (!error || toasted.current === error) return;
    toasted.current = error;
    toast({ title, description, variant: 'destructive' });
  }, [error, title, description]);
}

/**
 * An admin list (client companies, client users, and the candidate, one-pager, combine and contact lists to
 * come): optional search and filters, the table, and Previous / 'Page X of Y' / Next, paged on the client; a
 * change of the search or a filter goes back to page 1. A failed load toasts and leaves the empty table.
 */
export function AdminList<T extends object>({
  columns,
  rowKey,
  list,
  search,
  filters = [],
  pageSize = ADMIN_LIST_PAGE_SIZE,
  emptyText,
  loadError,
}: TAdminListProps<T>) {
  useLoadErrorToast(list.error, loadError);
  const [term, setTerm] = useState('');
  const [filterValues, setFilterValues] = useState(() =>
    filters.map((filter) => filter.options[0]?.value ?? ''),
  );
  const searching = search !== undefined && term.trim() !== '';

  const filtered = filters.reduce<readonly T[]>(
    (items, filter, index) => filter.filter(items, filterValues[index] ?? ''),
    list.data ?? [],
  );
  const items = searching ? search.filter(filtered, term) : filtered;
  const { page, pageCount, pageItems, setPage } = usePagedList(items, pageSize);

  const toolbar = (search || filters.length > 0) && (
    <Flex gap="small" wrap className="admin-list__toolbar">
      {search && (
        <Input
          placeholder={search.placeholder}
          aria-label={search.placeholder.replace(/\.+$/, '')}
          type="search"
          allowClear
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setPage(1);
          }}
          className="admin-search"
        />
      )}
      {filters.map((filter, index) => (
        <Select
          key={filter.label}
          aria-label={filter.label}
          options={filter.options.map(({ value, label }) => ({ value, label }))}
          value={filterValues[index]}
          onChange={(value: string) => {
            setFilterValues((values) => values.map((current, at) => (at === index ? value : current)));
            setPage(1);
          }}
          className="admin-filter"
        />
      ))}
    </Flex>
  );

  return (
    <>
      {toolbar}
      {searching && (
        <Typography.Paragraph type="secondary" data-testid="search-summary">
          Found {items.length} {search.noun} matching &quot;{term.trim()}&quot;
        </Typography.Paragraph>
      )}
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={pageItems}
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: searching ? search.emptyText : emptyText }}
      />
      <ListPager page={page} pageCount={pageCount} onChange={setPage} />
    </>
  );
}
