import { Button, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { TContactSubmission } from '@gtm/contracts/contact-submissions';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { ServerList } from '../../../components/server-list.tsx';
import type { TServerListFilter, TServerListSearch } from '../../../components/server-list.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useContactSubmissions } from '../api/get-contact-submissions.ts';
import type { TContactSubmissionsCallQuery } from '../api/get-contact-submissions.ts';
import { CONTACT_STATUS_OPTIONS, ContactStatusTag } from './contact-status.tsx';
import { ContactSubmissionDialog } from './contact-submission-dialog.tsx';

const SEARCH: TServerListSearch = {
  placeholder: 'Search by name, email or company...',
  noun: 'submissions',
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
  useDocumentHead({
    title: pageTitle('Contact Submissions'),
    description: 'Messages sent through the contact form.',
  });
  const query = useListQuery<'status'>(INITIAL_FILTERS);
  const submissions = useContactSubmissions(query.query as TContactSubmissionsCallQuery);
  const [open, setOpen] = useState<TContactSubmission | null>(null);

  const columns: TableColumnsType<TContactSubmission> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Company', dataIndex: 'company', key: 'company' },
    {
      title: 'Message',
      dataIndex: 'message',
      key: 'message',
      render: (message: string) => (
        <Typography.Text className="contact-excerpt" ellipsis>
          {message}
        </Typography.Text>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: TContactSubmission['status']) => <ContactStatusTag status={status} />,
    },
    {
      title: 'Submitted',
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (createdAt: string) => formatDate(createdAt),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, submission) => (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setOpen(submission);
          }}
        >
          View
        </Button>
      ),
    },
  ];

  return (
    <section className="admin-page">
      <Typography.Title level={1} className="admin-page__title">
        Contact Submissions
      </Typography.Title>
      <ServerList
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
      />
      {open ? (
        <ContactSubmissionDialog key={open.id} submission={open} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
