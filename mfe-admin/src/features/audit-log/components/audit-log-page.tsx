import { Flex, Input, List, Typography } from 'antd';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@gtm/contracts/audit';
import type { TAuditAction, TAuditChange, TAuditEntry } from '@gtm/contracts/audit';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { ServerList } from '../../../components/server-list.tsx';
import type { TServerListFilter } from '../../../components/server-list.tsx';
import { textColumn } from '../../../components/table-columns.tsx';
import type { TListColumn } from '../../../components/table-columns.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import type { TAuditLogCallQuery } from '../api/get-audit-log.ts';

/** How each action reads in the log. */
export const ACTION_LABELS: Record<TAuditAction, string> = {
  'candidate.updated': 'Candidate updated',
  'candidate.deleted': 'Candidate deleted',
  'candidate-registration.deleted': 'Registration deleted',
  'candidate.reminded': 'Reminder sent',
  'candidate.invited': 'Candidate invited',
  'one-pager.created': 'One-pager created',
  'one-pager.updated': 'One-pager updated',
  'talent-combine.created': 'Talent combine created',
  'talent-combine.updated': 'Talent combine updated',
  'talent-combine.one-pager-added': 'One-pager added to combine',
  'talent-combine.one-pager-removed': 'One-pager removed from combine',
  'talent-combine.shared': 'Talent combine shared',
  'talent-combine.share-withdrawn': 'Talent combine share withdrawn',
  'talent-combine.client-comment-replied': 'Replied to a client',
  'talent-combine.outcome-corrected': 'Candidate outcome corrected',
  'contact-submission.status-changed': 'Contact status changed',
  'settings.profile-updated': 'Profile settings updated',
  'settings.notifications-updated': 'Notification settings updated',
  'settings.security-updated': 'Security settings updated',
  'settings.two-factor-enabled': 'Two-factor authentication turned on',
  'settings.two-factor-disabled': 'Two-factor authentication turned off',
  'settings.recovery-codes-regenerated': 'New recovery codes made',
  'sign-in.recovery-code-used': 'Signed in with a recovery code',
  'client-company.updated': 'Client company updated',
  'client-user.updated': 'Client user updated',
  'client-user.invited': 'Client user invited',
  'client-user.access-approved': 'Client access approved',
  'client-user.access-denied': 'Client access denied',
  'placement.confirmed': 'Hire confirmed',
  'placement.rejected': 'Hire rejected',
  'placement.invoice-sent': 'Invoice sent',
  'placement.invoice-paid': 'Invoice marked paid',
  'placement.invoice-voided': 'Invoice voided (credit note)',
  'placement.refunded': 'Fee refunded (credit note)',
  'settings.billing-profile-updated': 'Billing profile updated',
  'talent-combine.combine-day-planned': 'Combine day planned',
  'talent-combine.combine-day-cancelled': 'Combine day cancelled',
};

const TARGET_LABELS: Record<(typeof AUDIT_TARGET_TYPES)[number], string> = {
  candidate: 'Candidate',
  'candidate-registration': 'Registration',
  'one-pager': 'One-pager',
  'talent-combine': 'Talent combine',
  'contact-submission': 'Contact submission',
  admin: 'Admin',
  'client-company': 'Client company',
  'client-user': 'Client user',
  placement: 'Placement',
};

const valueText = (value: TAuditChange['before']) => {
  if (value === undefined) return '';
  if (value === null || value === '') return '(empty)';
  return Array.isArray(value) ? value.join(', ') || '(none)' : String(value);
};

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

function Changes({ changes }: { changes: TAuditChange[] }) {
  if (changes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <List
      size="small"
      split={false}
      dataSource={changes}
      renderItem={(change) => (
        <List.Item className="audit-change">
          <Typography.Text strong>{change.field}</Typography.Text>:{' '}
          {change.before !== undefined && (
            <Typography.Text delete>{valueText(change.before)}</Typography.Text>
          )}
          {change.before !== undefined && change.after !== undefined && ' → '}
          {change.after !== undefined && <Typography.Text>{valueText(change.after)}</Typography.Text>}
        </List.Item>
      )}
    />
  );
}

const COLUMNS: TListColumn<TAuditEntry>[] = [
  {
    title: 'When (UTC)',
    dataIndex: 'at',
    key: 'at',
    sorter: true,
    width: 190,
    render: (at: string) => `${formatDate(at)}, ${time(at)}`,
  },
  textColumn<TAuditEntry>({
    title: 'Admin',
    key: 'actor',
    width: 170,
    text: (entry) => entry.actor.name ?? entry.actor.email ?? `Former admin (${entry.actor.id})`,
  }),
  {
    title: 'Action',
    dataIndex: 'action',
    key: 'action',
    width: 220,
    render: (action: TAuditAction) => ACTION_LABELS[action],
  },
  textColumn<TAuditEntry>({
    title: 'Record',
    key: 'target',
    width: 240,
    text: (entry) => `${TARGET_LABELS[entry.target.type]}: ${entry.target.label ?? entry.target.id}`,
    render: (entry) => (
      <>
        <Typography.Text type="secondary">{TARGET_LABELS[entry.target.type]}: </Typography.Text>
        {entry.target.label ?? entry.target.id}
      </>
    ),
  }),
  {
    title: 'Changes',
    key: 'changes',
    width: 380,
    className: 'audit-changes',
    render: (_value, entry) => <Changes changes={entry.changes} />,
  },
];

type TFilter = 'action' | 'targetType' | 'from' | 'to';

const FILTERS: readonly TServerListFilter<TFilter>[] = [
  {
    name: 'action',
    label: 'Action',
    options: [
      { value: 'all', label: 'All actions' },
      ...AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] })),
    ],
  },
  {
    name: 'targetType',
    label: 'Record type',
    options: [
      { value: 'all', label: 'All records' },
      ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: TARGET_LABELS[type] })),
    ],
  },
];

const LOAD_ERROR = {
  title: 'Error loading the audit log',
  description: 'Failed to load the audit log. Please try again.',
};

/** `/admin/dashboard/audit-log`: every admin write, newest first, with who, when and the changed fields. */
export function AuditLogPage() {
  useDocumentHead({ title: pageTitle('Audit Log'), description: 'Every change admins made, newest first.' });
  const query = useListQuery<TFilter>({ action: 'all', targetType: 'all', from: '', to: '' });
  const { from, to, action, targetType, sort, ...paging } = query.query;
  const log = useAuditLog({
    ...paging,
    ...(sort ? { sort: sort as TAuditLogCallQuery['sort'] } : {}),
    action: action as TAuditLogCallQuery['action'],
    targetType: targetType as TAuditLogCallQuery['targetType'],
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  return (
    <section className="admin-page">
      <Typography.Title level={1} className="admin-page__title">
        Audit Log
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Every change made by an admin, with who made it and when. Entries cannot be edited or removed.
      </Typography.Paragraph>
      <Flex gap="small" wrap className="admin-list__toolbar">
        <label className="audit-date">
          From{' '}
          <Input
            type="date"
            value={query.state.filters.from}
            onChange={(event) => query.setFilter('from', event.target.value)}
          />
        </label>
        <label className="audit-date">
          To{' '}
          <Input
            type="date"
            value={query.state.filters.to}
            onChange={(event) => query.setFilter('to', event.target.value)}
          />
        </label>
      </Flex>
      <ServerList<TAuditEntry, TFilter>
        columns={COLUMNS}
        rowKey="id"
        list={log}
        query={query}
        search={{
          placeholder: 'Search by record name...',
          noun: { one: 'entry', other: 'entries' },
          emptyText: 'No matching entries found.',
        }}
        filters={FILTERS}
        emptyText="No audit entries yet."
        loadError={LOAD_ERROR}
        caption="Audit log"
      />
    </section>
  );
}
