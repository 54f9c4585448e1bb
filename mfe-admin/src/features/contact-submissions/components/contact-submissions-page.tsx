import { Button } from 'antd';
import { useState } from 'react';
import type { TContactSubmission } from '@gtm/contracts/contact-submissions';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { ServerListPage } from '../../../components/server-list-page.tsx';
import { actionsColumn, textColumn } from '../../../components/table-columns.tsx';
import type { TListColumn } from '../../../components/table-columns.tsx';
import type { TServerListFilter, TServerListSearch } from '../../../components/server-list.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useContactSubmissions } from '../api/get-contact-submissions.ts';
import type { TContactSubmissionsCallQuery } from '../api/get-contact-submissions.ts';
import { CONTACT_STATUS_OPTIONS, ContactStatusTag } from './contact-status.tsx';
import { ContactSubmissionDialog } from './contact-submission-dialog.tsx';

const SEARCH: TServerListSearch = {
  placeholder: 'Search by name, email or company...',
  noun: { one: 'submission', other: 'submissions' },
  emptyText: 'No matching contact submissions found.',
};

const FILTERS: TServerListFilter<'status'>[] = [
  {
    name: 'status',
    label: 'Filter by status',
    options: [{ value: 'all', label: 'All Statuses' }, ...CONTACT_STATUS_OPTIONS],
  },
];

const INITIAL_FILTERS = { status: 'all' };

const LOAD_ERROR = {
  title: 'Error loading contact submissions',
  description: 'Failed to load contact submissions. Please try again.',
};

/** `/admin/dashboard/contact-submissions`: the contact form's messages, searched, filtered and paged by the server. */
export function ContactSubmissionsPage() {
  const query = useListQuery<'status'>(INITIAL_FILTERS);
  const submissions = useContactSubmissions(query.query as TContactSubmissionsCallQuery);
  const [open, setOpen] = useState<TContactSubmission | null>(null);

  const columns: TListColumn<TContactSubmission>[] = [
    textColumn<TContactSubmission>({ title: 'Name', dataIndex: 'name', key: 'name', width: 150 }),
    textColumn<TContactSubmission>({ title: 'Email', dataIndex: 'email', key: 'email', width: 210 }),
    textColumn<TContactSubmission>({ title: 'Company', dataIndex: 'company', key: 'company', width: 190 }),
    textColumn<TContactSubmission>({ title: 'Message', dataIndex: 'message', key: 'message', width: 240 }),
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 120,
      render: (status: TContactSubmission['status']) => <ContactStatusTag status={status} />,
    },
    {
      title: 'Submitted',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 130,
      sorter: true,
      render: (createdAt: string) => formatDate(createdAt),
    },
    actionsColumn(100, (submission) => (
      <Button
        size="small"
        onClick={() => setOpen(submission)}
        aria-label={`View submission from ${submission.name}`}
      >
        View
      </Button>
    )),
  ];

  return (
    <ServerListPage
      title="Contact Submissions"
      description="Messages sent through the contact form."
      columns={columns}
      rowKey="id"
      list={submissions}
      query={query}
      search={SEARCH}
      filters={FILTERS}
      emptyText="No contact submissions found."
      loadError={LOAD_ERROR}
      onOpen={setOpen}
      caption="Contact submissions"
      dialogs={
        open ? (
          <ContactSubmissionDialog key={open.id} submission={open} onClose={() => setOpen(null)} />
        ) : null
      }
    />
  );
}
