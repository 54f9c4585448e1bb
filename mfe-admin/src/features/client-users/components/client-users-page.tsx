import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TClientUser } from '@gtm/contracts/clients';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { AdminList } from '../../../components/admin-list.tsx';
import { formatDate } from '../../../lib/format-date.ts';
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

const LOAD_ERROR = {
  title: 'Error loading client users',
  description: 'Failed to load client users. Please try again.',
};

/** `/admin/client-users`: every client user in the order received, 10 per page. */
export function ClientUsersPage() {
  useDocumentHead({ title: pageTitle('Client Users'), description: 'The client users of the portal.' });
  const users = useClientUsers();
  return (
    <section className="admin-page">
      <Typography.Title level={1} className="admin-page__title">
        Client Users
      </Typography.Title>
      <AdminList
        columns={COLUMNS}
        rowKey="_id"
        list={users}
        emptyText="No client users found."
        loadError={LOAD_ERROR}
      />
    </section>
  );
}
