import { App, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { TClientCompany } from '@gtm/contracts/clients';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { ListPager } from '../../../components/list-pager.tsx';
import { filterByName } from '../../../lib/filter-by-name.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useClientCompanies } from '../api/get-client-companies.ts';

const FREQUENCY_COLORS: Record<string, string> = {
  daily: 'green',
  weekly: 'blue',
  monthly: 'purple',
  never: 'default',
};

const COLUMNS: TableColumnsType<TClientCompany> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  {
    title: 'Email Frequency',
    dataIndex: 'email_frequency',
    key: 'email_frequency',
    render: (frequency: string) => <Tag color={FREQUENCY_COLORS[frequency] ?? 'default'}>{frequency}</Tag>,
  },
  { title: 'View Type', dataIndex: 'view_type', key: 'view_type' },
  {
    title: 'Status',
    dataIndex: 'deleted',
    key: 'status',
    render: (deleted: boolean) =>
      deleted ? <Tag color="red">Deleted</Tag> : <Tag color="green">Active</Tag>,
  },
  {
    title: 'Created',
    dataIndex: 'created_at',
    key: 'created_at',
    render: (createdAt: string) => formatDate(createdAt),
  },
];

/** `/admin/client-companies`: every client company, searchable by name, 10 per page. */
export function ClientCompaniesPage() {
  useDocumentHead({
    title: pageTitle('Client Companies'),
    description: 'The client companies of the portal.',
  });
  const { notification } = App.useApp();
  const { data, isLoading } = useClientCompanies({
    onError: () =>
      notification.error({
        title: 'Error loading client companies',
        description: 'Failed to load client companies. Please try again.',
      }),
  });
  const [term, setTerm] = useState('');
  const searching = term.trim() !== '';
  const companies = filterByName(data ?? [], term);
  const { page, pageCount, pageItems, setPage } = usePagedList(companies);

  return (
    <section className="admin-page">
      <Typography.Title level={1} className="admin-page__title">
        Client Companies
      </Typography.Title>
      <Input
        placeholder="Search companies by name..."
        aria-label="Search companies by name"
        type="search"
        allowClear
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setPage(1);
        }}
        className="admin-search"
      />
      {searching && (
        <Typography.Paragraph type="secondary" data-testid="search-summary">
          Found {companies.length} companies matching &quot;{term.trim()}&quot;
        </Typography.Paragraph>
      )}
      <Table<TClientCompany>
        rowKey="_id"
        columns={COLUMNS}
        dataSource={pageItems}
        loading={isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: searching ? 'No matching companies found.' : 'No client companies found.' }}
      />
      <ListPager page={page} pageCount={pageCount} onChange={setPage} />
    </section>
  );
}
