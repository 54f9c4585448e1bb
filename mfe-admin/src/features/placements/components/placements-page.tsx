import { Button, Popconfirm, Tag, Typography } from 'antd';
import { INVOICE_STATUS_LABELS, PLACEMENT_ANSWERS, PLACEMENT_STATUS_LABELS } from '@gtm/contracts/placements';
import type { TAdminPlacement, TPlacementStatus } from '@gtm/contracts/placements';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { ServerListPage } from '../../../components/server-list-page.tsx';
import type { TServerListFilter } from '../../../components/server-list.tsx';
import { actionsColumn, textColumn } from '../../../components/table-columns.tsx';
import type { TListColumn } from '../../../components/table-columns.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { placementInvoiceUrl, usePlacementAction, usePlacements } from '../api/placements.ts';
import type { TPlacementAction, TPlacementActionArg } from '../api/placements.ts';
import {
  formatFee,
  formatFeePercent,
  formatMoney,
  INVOICE_STATUS_COLORS,
  PLACEMENT_STATUS_COLORS,
  rowActions,
  STATUS_FILTER_OPTIONS,
} from '../lib/placement-view.ts';
import { PlacementTotals } from './placement-totals.tsx';

/** The list's page size (the operation's default, sent so that the pager counts the same pages). */
const PAGE_SIZE = 25;

const FILTERS: TServerListFilter<'status'>[] = [
  { name: 'status', label: 'Filter by status', options: STATUS_FILTER_OPTIONS },
];

const EMPTY = 'No placements yet. A placement appears when a company records a hire.';
const EMPTY_FILTERED = 'No placements with this status.';

const LOAD_ERROR = {
  title: 'Error loading placements',
  description: 'Failed to load the placements. Please try again.',
};

const FAILED: Record<TPlacementAction, string> = {
  confirm: 'Failed to confirm the hire',
  reject: 'Failed to reject the hire',
  send: 'Failed to send the invoice',
  paid: 'Failed to mark the invoice paid',
};

const DONE: Record<TPlacementAction, string> = {
  confirm: PLACEMENT_ANSWERS.confirmed,
  reject: PLACEMENT_ANSWERS.rejected,
  send: PLACEMENT_ANSWERS.invoiceSent,
  paid: PLACEMENT_ANSWERS.invoicePaid,
};

/** The row's actions: answer a claim for the candidate, or the invoice of a confirmed placement. */
function PlacementActions({
  placement,
  busy,
  pending,
  onAction,
}: {
  placement: TAdminPlacement;
  /** Whether an action of any row is under way. */
  busy: boolean;
  /** The action under way on this row, if any. */
  pending: TPlacementAction | null;
  onAction: (action: TPlacementAction) => Promise<unknown>;
}) {
  const actions = rowActions(placement);
  const who = `${placement.candidateName} at ${placement.companyName}`;
  if (actions.answer)
    return (
      <>
        <Popconfirm
          title="Confirm this hire for the candidate?"
          description={`${placement.candidateName} is placed and the success fee is invoiced.`}
          okText="Yes, confirm"
          onConfirm={() => onAction('confirm')}
        >
          <Button
            size="small"
            type="primary"
            disabled={busy}
            loading={pending === 'confirm'}
            aria-label={`Confirm the hire of ${who}`}
          >
            Confirm
          </Button>
        </Popconfirm>
        <Popconfirm
          title="Reject this hire for the candidate?"
          description={`${placement.companyName} is told the hire was not confirmed.`}
          okText="Yes, reject"
          okButtonProps={{ danger: true }}
          onConfirm={() => onAction('reject')}
        >
          <Button
            size="small"
            danger
            disabled={busy}
            loading={pending === 'reject'}
            aria-label={`Reject the hire of ${who}`}
          >
            Reject
          </Button>
        </Popconfirm>
      </>
    );
  if (!actions.invoice) return null;
  return (
    <>
      <Button
        size="small"
        href={placementInvoiceUrl(placement.id)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Invoice PDF of ${who}`}
      >
        Invoice PDF
      </Button>
      <Button
        size="small"
        disabled={busy || !actions.invoice.canSend}
        loading={pending === 'send'}
        onClick={() => void onAction('send')}
        aria-label={`Send the invoice of ${who}`}
      >
        Send invoice
      </Button>
      {actions.invoice.canMarkPaid ? (
        <Button
          size="small"
          disabled={busy}
          loading={pending === 'paid'}
          onClick={() => void onAction('paid')}
          aria-label={`Mark the invoice of ${who} paid`}
        >
          Mark paid
        </Button>
      ) : null}
    </>
  );
}

/**
 * `/admin/dashboard/placements` (issue 34): every claimed and confirmed hire with its fee and invoice, newest
 * first, filtered by status and paged by the server; the month's fees, what is unpaid, the claims waiting for
 * their candidate and the replacements due above it. An admin may confirm or reject a claim for the candidate,
 * and open, send or mark paid a confirmed placement's invoice (each audited).
 */
export function PlacementsPage() {
  const query = useListQuery<'status'>({ status: 'all' });
  const { status, page } = query.query;
  const placements = usePlacements({
    page,
    pageSize: PAGE_SIZE,
    ...(status !== 'all' ? { status: status as TPlacementStatus } : {}),
  });
  const action = usePlacementAction({
    onSuccess: ({ recipients }, { action: done }) =>
      toast({
        title: DONE[done],
        ...(recipients !== null
          ? {
              description: `E-mailed to ${recipients} ${recipients === 1 ? 'person' : 'people'} at the company.`,
            }
          : {}),
      }),
    onError: (error, { action: failed }) => toastFailure(FAILED[failed], error, 'Please try again.'),
  });
  const run = (id: string, name: TPlacementAction) =>
    action.trigger({ id, action: name } satisfies TPlacementActionArg);

  const columns: TListColumn<TAdminPlacement>[] = [
    textColumn<TAdminPlacement>({
      title: 'Candidate',
      dataIndex: 'candidateName',
      key: 'candidate',
      width: 170,
    }),
    textColumn<TAdminPlacement>({ title: 'Company', dataIndex: 'companyName', key: 'company', width: 170 }),
    {
      title: 'Start date',
      dataIndex: 'startDate',
      key: 'startDate',
      width: 120,
      render: (startDate: string) => formatDate(startDate),
    },
    {
      title: 'Salary',
      dataIndex: 'annualSalary',
      key: 'salary',
      width: 120,
      align: 'right',
      render: (salary: number) => formatMoney(salary),
    },
    {
      title: 'Fee %',
      dataIndex: 'feePercent',
      key: 'feePercent',
      width: 80,
      align: 'right',
      render: (percent: number | null) => formatFeePercent(percent),
    },
    {
      title: 'Fee',
      dataIndex: 'fee',
      key: 'fee',
      width: 120,
      align: 'right',
      render: (fee: number | null) => formatFee(fee),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 190,
      render: (value: TPlacementStatus) => (
        <Tag color={PLACEMENT_STATUS_COLORS[value]}>{PLACEMENT_STATUS_LABELS[value]}</Tag>
      ),
    },
    {
      title: 'Invoice',
      dataIndex: 'invoice',
      key: 'invoice',
      width: 190,
      render: (invoice: TAdminPlacement['invoice']) =>
        invoice ? (
          <>
            <Typography.Text>{invoice.number}</Typography.Text>{' '}
            <Tag color={INVOICE_STATUS_COLORS[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Tag>
          </>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    actionsColumn(300, (placement) => (
      <PlacementActions
        placement={placement}
        busy={action.isMutating}
        pending={action.pending?.id === placement.id ? action.pending.action : null}
        onAction={(name) => run(placement.id, name)}
      />
    )),
  ];

  const data = placements.data;
  return (
    <ServerListPage<TAdminPlacement, 'status'>
      title="Placements"
      description="Confirmed and claimed hires, their success fees and invoices."
      columns={columns}
      rowKey="id"
      list={{
        data: data ? { items: data.items, total: data.total, page, pageSize: PAGE_SIZE } : undefined,
        error: placements.error,
        isLoading: placements.isLoading,
      }}
      query={query}
      filters={FILTERS}
      emptyText={status === 'all' ? EMPTY : EMPTY_FILTERED}
      loadError={LOAD_ERROR}
      caption="Placements"
    >
      <PlacementTotals totals={placements.error ? undefined : data?.totals} loading={!placements.error} />
    </ServerListPage>
  );
}
