import { Button, Tag } from 'antd';
import { useState } from 'react';
import type { TClientCompany } from '@gtm/contracts/clients';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { ServerListPage } from '../../../components/server-list-page.tsx';
import type { TServerListSearch } from '../../../components/server-list.tsx';
import { actionsColumn, textColumn } from '../../../components/table-columns.tsx';
import type { TListColumn } from '../../../components/table-columns.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useClientCompanies } from '../api/get-client-companies.ts';
import type { TClientCompaniesCallQuery } from '../api/get-client-companies.ts';
import { billingSummary, formatFee } from '../lib/company-settings.ts';
import { EditClientCompanyDialog } from './edit-client-company-dialog.tsx';

const FREQUENCY_COLORS: Record<string, string> = {
  daily: 'green',
  weekly: 'blue',
  monthly: 'purple',
  never: 'default',
};

const COLUMNS: TListColumn<TClientCompany>[] = [
  textColumn<TClientCompany>({ title: 'Name', dataIndex: 'name', key: 'name', width: 200 }),
  {
    title: 'Email Frequency',
    dataIndex: 'email_frequency',
    key: 'email_frequency',
    width: 130,
    render: (frequency: string) => <Tag color={FREQUENCY_COLORS[frequency] ?? 'default'}>{frequency}</Tag>,
  },
  { title: 'View Type', dataIndex: 'view_type', key: 'view_type', width: 110 },
  // The zone every deadline of the company is kept in (decisions by 23:59 of the fifth business day there); the
  // columns beside it gave up its width, so the table still fits 1,366 px (a long zone is cut, whole in a tooltip).
  textColumn<TClientCompany>({ title: 'Time Zone', dataIndex: 'time_zone', key: 'time_zone', width: 160 }),
  {
    title: 'Success Fee',
    dataIndex: 'fee_percent',
    key: 'fee_percent',
    width: 110,
    render: (fee: number) => formatFee(fee),
  },
  {
    title: 'Billing',
    key: 'billing',
    width: 190,
    render: (_: unknown, company: TClientCompany) => (
      <span data-testid="company-billing">{billingSummary(company)}</span>
    ),
  },
  {
    title: 'Status',
    dataIndex: 'deleted',
    key: 'status',
    width: 110,
    render: (deleted: boolean) =>
      deleted ? <Tag color="red">Deleted</Tag> : <Tag color="green">Active</Tag>,
  },
  {
    title: 'Created',
    dataIndex: 'created_at',
    key: 'created_at',
    width: 120,
    render: (createdAt: string) => formatDate(createdAt),
  },
];

const SEARCH: TServerListSearch = {
  placeholder: 'Search companies by name...',
  noun: { one: 'company', other: 'companies' },
  emptyText: 'No matching companies found.',
};

const LOAD_ERROR = {
  title: 'Error loading client companies',
  description: 'Failed to load client companies. Please try again.',
};

const NO_FILTERS = {};

/**
 * `/admin/client-companies`: client companies newest first, 10 per page, searched by name on the server; Edit
 * opens a company's settings (e-mail frequency, view type, success fee, time zone, billing details, deleted).
 */
export function ClientCompaniesPage() {
  const query = useListQuery(NO_FILTERS);
  const companies = useClientCompanies(query.query as TClientCompaniesCallQuery);
  const [editing, setEditing] = useState<TClientCompany | null>(null);
  const columns: TListColumn<TClientCompany>[] = [
    ...COLUMNS,
    actionsColumn(100, (company) => (
      <Button size="small" onClick={() => setEditing(company)} aria-label={`Edit ${company.name}`}>
        Edit
      </Button>
    )),
  ];
  return (
    <ServerListPage
      title="Client Companies"
      description="The client companies of the portal."
      columns={columns}
      rowKey="_id"
      list={companies}
      query={query}
      search={SEARCH}
      caption="Client companies"
      emptyText="No client companies found."
      loadError={LOAD_ERROR}
      dialogs={
        editing && (
          <EditClientCompanyDialog
            key={editing._id}
            company={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void companies.mutate();
            }}
          />
        )
      }
    />
  );
}
