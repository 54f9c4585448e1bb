import { App, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TClientUser } from '@gtm/contracts/clients';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { ListPager } from '../../../components/list-pager.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useClientUsers } from '../api/get-client-users.ts';

const COLUMNS: TableColumnsType<TClientUser> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  {
    title: 'Company',
    key: 'company',
    render: (_, user) => user.clientCompanyId?.name || 'Unknown Company',
  },
  { title: 'Login Count', dataIndex: 'sign_in_count', key: 'sign_in_count' },
  {
    title: 'Last Login',
    dataIndex: 'last_sign_in_at',
    key: 'last_sign_in_at',
    render: (lastSignIn: string | null) => (lastSignIn ? formatDate(lastSignIn) : 'Never'),
  },
  {
    title: 'Status',
    dataIndex: 'is_enabled',
    key: 'status',
    render: (enabled: boolean) =>
      enabled ? <Tag color="green">Active</Tag> : <Tag color="red">Disabled</Tag>,
  },
];

/** `/admin/client-users`: every client user in the order received, 10 per page. */
export function ClientUsersPage() {
  useDocumentHead({ title: pageTitle('Client Users'), description: 'The client users of the portal.' });
  const { notification } = App.useApp();
  const { data, isLoading } = useClientUsers({
    onError: () =>
      notification.error({
        title: 'Error loading client users',
        description: 'Failed to load client users. Please try again.',
      }),
  });
  const { page, pageCount, pageItems, setPage } = usePagedList(data ?? []);

  return (
    <section className="admin-page">
      <Typography.Title level={1} className="admin-page__title">
        Client Users
      </Typography.Title>
      <Table<TClientUser>
        rowKey="_id"
        columns={COLUMNS}
        dataSource={pageItems}
        loading={isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No client users found.' }}
      />
      <ListPager page={page} pageCount={pageCount} onChange={setPage} />
    </section>
  );
}
