import { Button, Flex, Input, Popconfirm, Select, Typography } from 'antd';
import { useState } from 'react';
import { generatePath, useLocation, useMatch, useNavigate, useParams } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import type { TCandidateProfileRow, TCandidateUserRow } from '@gtm/contracts/talent';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { statusOf } from '@gtm/web-kit/api-error.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { returnFocusKey, useReturnFocus } from '@gtm/web-kit/use-return-focus.ts';
import { searchSummary, ServerList } from '../../../components/server-list.tsx';
import { actionsColumn, textColumn } from '../../../components/table-columns.tsx';
import type { TListColumn } from '../../../components/table-columns.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useDeleteCandidateProfile } from '../api/delete-candidate-profile.ts';
import { useDeleteCandidateUser } from '../api/delete-candidate-user.ts';
import { useCandidateProfiles } from '../api/get-candidate-profiles.ts';
import { useCandidateUsers } from '../api/get-candidate-users.ts';
import { useSendCandidateReminder } from '../api/send-candidate-reminder.ts';
import { CandidateProfileDialog } from './candidate-profile-dialog.tsx';
import type { TDialogMode } from './candidate-profile-dialog.tsx';
import { CandidateStatusTag } from './candidate-status-tag.tsx';
import { CandidateTags } from './candidate-tags.tsx';
import { InviteCandidateDialog } from './invite-candidate-dialog.tsx';

/** Spec section 4: the list is refetched about 800 ms after a delete. */
const REFETCH_AFTER_DELETE_MS = 800;

/** Spec section 9: the candidates' status filter values. */
const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'pending', label: 'Pending' },
];

const SEARCH_PLACEHOLDER = 'Search candidates by name or email...';
const CANDIDATE_NOUN = { one: 'candidate', other: 'candidates' };

const PROFILES_LOAD_ERROR = {
  title: 'Error loading candidates',
  description: 'Failed to load candidate profiles. Please try again.',
};
const USERS_LOAD_ERROR = {
  title: 'Error loading registrations',
  description: 'Failed to load incomplete registrations. Please try again.',
};

const candidatePath = (id: string) => generatePath(PATHS.admin.candidate, { id });

/**
 * `/admin/dashboard/candidates` (and `/new`, `/:id` over it): one search over names and e-mails and a status
 * filter above the incomplete registrations and the complete profiles, each paged, sorted and filtered by the
 * server; the profile dialog (view, edit, delete), the invitation dialog, reminders and deletes.
 */
export function CandidatesPage() {
  useDocumentHead({
    title: pageTitle('Candidate Management'),
    description: 'Incomplete registrations and complete candidate profiles.',
  });
  const navigate = useNavigate();
  const location = useLocation();
  const inviting = useMatch(PATHS.admin.candidateNew) !== null;
  const { id } = useParams();
  const openId = !inviting && id ? id : null;
  const initialMode: TDialogMode = (location.state as { mode?: TDialogMode } | null)?.mode ?? 'view';

  const profilesQuery = useListQuery<'status'>({ status: 'all' });
  const usersQuery = useListQuery<'profile'>({ profile: 'incomplete' });
  const profiles = useCandidateProfiles(profilesQuery.query as never);
  // The registrations are asked for once the profiles have first answered: at 100k candidates each list is a
  // heavy query, and two at once queued behind each other in the database past the gateway's upstream limit.
  // (Kept from then on, so a later page of profiles never blanks the registrations.)
  const [profilesAnswered, setProfilesAnswered] = useState(false);
  if (!profilesAnswered && (profiles.data !== undefined || profiles.error !== undefined))
    setProfilesAnswered(true);
  const users = useCandidateUsers(profilesAnswered ? (usersQuery.query as never) : null);
  const searching = profilesQuery.search !== '';

  // A dialog closed (Escape, Close) gives the focus back to the button that opened it (issue 36).
  const focus = useReturnFocus();
  const closeDialog = () => {
    navigate(PATHS.admin.candidates);
    focus.restore();
  };
  const open = (row: TCandidateProfileRow, mode: TDialogMode) => {
    focus.remember(`${mode}-${row.id}`);
    navigate(candidatePath(row.id), { state: { mode } });
  };

  /** Spec section 4: after a delete the list is refetched; a page still showing the profile is reloaded. */
  const refetchAfterDelete = (profileId: string) => {
    setTimeout(() => {
      profiles.mutate().then(
        (page) => {
          if (page?.items.some((row) => row.id === profileId)) window.location.reload();
        },
        () => window.location.reload(),
      );
    }, REFETCH_AFTER_DELETE_MS);
  };

  const deleteProfile = useDeleteCandidateProfile({
    onSuccess: (result, row) => {
      toast({
        title: 'Profile deleted',
        description:
          result.outcome === 'deleted'
            ? `${result.message} ${result.remainingCount} profile${result.remainingCount === 1 ? '' : 's'} remaining.`
            : `${row.name}'s profile had already been deleted.`,
      });
      if (openId === row.id) closeDialog();
      refetchAfterDelete(row.id);
      void users.mutate();
    },
    onError: () =>
      toast({
        title: 'Delete failed',
        description: 'Failed to delete candidate profile.',
        variant: 'destructive',
      }),
  });

  const deleteUser = useDeleteCandidateUser({
    onSuccess: (answer) => toast({ title: 'User deleted', description: answer.message }),
    onError: () =>
      toast({
        title: 'Delete failed',
        description: 'Failed to delete user registration.',
        variant: 'destructive',
      }),
  });

  const remind = useSendCandidateReminder({
    onSuccess: (answer, row) =>
      toast({
        title: 'Reminder sent',
        description: `${answer.message} A reminder e-mail is on its way to ${row.email}.`,
      }),
    onError: (error) =>
      toastFailure(
        statusOf(error) === 429 ? 'Reminder already sent' : 'Reminder failed',
        error,
        'Failed to send the reminder. Please try again.',
      ),
  });

  const userColumns: TListColumn<TCandidateUserRow>[] = [
    textColumn<TCandidateUserRow>({
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      width: 190,
    }),
    textColumn<TCandidateUserRow>({
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      sorter: true,
      width: 260,
    }),
    {
      title: 'Role',
      dataIndex: 'role',
      key: 'role',
      width: 120,
      render: (role: string | null) => role ?? 'Not selected',
    },
    {
      title: 'Registered',
      dataIndex: 'created_at',
      key: 'created_at',
      sorter: true,
      width: 130,
      render: (createdAt: string) => formatDate(createdAt),
    },
    actionsColumn(210, (row) => (
      <>
        <Button
          size="small"
          onClick={() => void remind.trigger(row)}
          loading={remind.pending?.userId === row.userId}
          aria-label={`Send Reminder to ${row.name}`}
        >
          Send Reminder
        </Button>
        <Popconfirm
          title="Delete this registration?"
          description={`${row.name}'s account is deleted and cannot sign in any more.`}
          okText="Yes, delete"
          okButtonProps={{ danger: true }}
          rootClassName="candidates-confirm"
          onConfirm={() => deleteUser.trigger(row)}
        >
          <Button
            size="small"
            danger
            loading={deleteUser.pending?.userId === row.userId}
            aria-label={`Delete registration of ${row.name}`}
          >
            Delete
          </Button>
        </Popconfirm>
      </>
    )),
  ];

  const profileColumns: TListColumn<TCandidateProfileRow>[] = [
    textColumn<TCandidateProfileRow>({
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      width: 160,
    }),
    textColumn<TCandidateProfileRow>({
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      sorter: true,
      width: 220,
    }),
    textColumn<TCandidateProfileRow>({
      title: 'Location',
      dataIndex: 'location',
      key: 'location',
      width: 140,
      text: (row) => row.location ?? '—',
    }),
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (status: TCandidateProfileRow['status']) => <CandidateStatusTag status={status} />,
    },
    {
      title: 'Methodologies',
      dataIndex: 'methodologies',
      key: 'methodologies',
      width: 190,
      render: (items: string[]) => <CandidateTags items={items} />,
    },
    {
      title: 'Industries',
      dataIndex: 'industries',
      key: 'industries',
      width: 190,
      render: (items: string[]) => <CandidateTags items={items} />,
    },
    actionsColumn(200, (row) => (
      <>
        <Button
          size="small"
          onClick={() => open(row, 'view')}
          aria-label={`View ${row.name}`}
          {...returnFocusKey(`view-${row.id}`)}
        >
          View
        </Button>
        <Button
          size="small"
          onClick={() => open(row, 'edit')}
          aria-label={`Edit ${row.name}`}
          {...returnFocusKey(`edit-${row.id}`)}
        >
          Edit
        </Button>
        <Popconfirm
          title="Delete this candidate profile?"
          description={`${row.name}'s profile, files and one-pagers are deleted.`}
          okText="Yes, delete"
          okButtonProps={{ danger: true }}
          rootClassName="candidates-confirm"
          onConfirm={() => deleteProfile.trigger(row)}
        >
          <Button
            size="small"
            danger
            loading={deleteProfile.pending?.id === row.id}
            aria-label={`Delete ${row.name}`}
          >
            Delete
          </Button>
        </Popconfirm>
      </>
    )),
  ];

  return (
    <section className="admin-page candidates-page">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} className="admin-page__title">
          Candidate Management
        </Typography.Title>
        <Button
          type="primary"
          {...returnFocusKey('invite')}
          onClick={() => {
            focus.remember('invite');
            navigate(PATHS.admin.candidateNew);
          }}
        >
          Invite Candidate
        </Button>
      </Flex>
      <Flex gap="small" wrap className="admin-list__toolbar">
        <Input
          placeholder={SEARCH_PLACEHOLDER}
          aria-label={SEARCH_PLACEHOLDER.replace(/\.+$/, '')}
          type="search"
          allowClear
          maxLength={100}
          value={profilesQuery.state.term}
          onChange={(event) => {
            profilesQuery.setTerm(event.target.value);
            usersQuery.setTerm(event.target.value);
          }}
          className="admin-search"
        />
        <Select
          aria-label="Filter by status"
          options={STATUS_FILTER_OPTIONS}
          value={profilesQuery.state.filters.status}
          onChange={(value: string) => profilesQuery.setFilter('status', value)}
          className="admin-filter"
        />
      </Flex>

      <Typography.Title level={2} className="candidates-page__section">
        Incomplete Registrations
      </Typography.Title>
      <ServerList<TCandidateUserRow, 'profile'>
        columns={userColumns}
        rowKey="userId"
        // Waiting for the profiles is loading too.
        list={profilesAnswered ? users : { ...users, isLoading: true }}
        query={usersQuery}
        emptyText={searching ? 'No matching registrations found.' : 'No incomplete registrations.'}
        loadError={USERS_LOAD_ERROR}
        caption="Incomplete registrations"
      />

      <Typography.Title level={2} className="candidates-page__section">
        Complete Profiles
      </Typography.Title>
      {searching && profiles.data && (
        <Typography.Paragraph type="secondary" data-testid="search-summary" aria-live="polite">
          {searchSummary(profiles.data.total, CANDIDATE_NOUN, profilesQuery.search)}
        </Typography.Paragraph>
      )}
      <ServerList<TCandidateProfileRow, 'status'>
        columns={profileColumns}
        rowKey="id"
        list={profiles}
        query={profilesQuery}
        emptyText="No candidates found."
        loadError={PROFILES_LOAD_ERROR}
        caption="Complete profiles"
      />

      {openId !== null && (
        <CandidateProfileDialog
          key={openId}
          id={openId}
          initialMode={initialMode}
          onClose={closeDialog}
          onSaved={() => void profiles.mutate()}
          onDelete={(profile) => void deleteProfile.trigger(profile)}
        />
      )}
      {inviting && (
        <InviteCandidateDialog
          onClose={closeDialog}
          onInvited={() => {
            closeDialog();
            void users.mutate();
          }}
        />
      )}
    </section>
  );
}
