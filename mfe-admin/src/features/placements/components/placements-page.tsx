import { Button, Grid, Input, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { INVOICE_STATUS_LABELS, PLACEMENT_ANSWERS, PLACEMENT_STATUS_LABELS } from '@gtm/contracts/placements';
import type { TAdminPlacement, TPlacementStatus } from '@gtm/contracts/placements';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { ServerListPage } from '../../../components/server-list-page.tsx';
import type { TServerListFilter } from '../../../components/server-list.tsx';
import { actionsColumn } from '../../../components/table-columns.tsx';
import type { TListColumn } from '../../../components/table-columns.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import {
  invoicesExportUrl,
  placementCreditNoteUrl,
  placementInvoiceUrl,
  usePlacementAction,
  usePlacements,
} from '../api/placements.ts';
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

/** The columns a phone keeps: the hire (with its status), its total and the actions. */
const PHONE_COLUMNS = new Set(['candidate', 'total', 'actions']);

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
  void: 'Failed to void the invoice',
  refund: 'Failed to refund the fee',
};

const DONE: Record<TPlacementAction, string> = {
  confirm: PLACEMENT_ANSWERS.confirmed,
  reject: PLACEMENT_ANSWERS.rejected,
  send: PLACEMENT_ANSWERS.invoiceSent,
  paid: PLACEMENT_ANSWERS.invoicePaid,
  void: PLACEMENT_ANSWERS.invoiceVoided,
  refund: PLACEMENT_ANSWERS.refunded,
};

/** A void or a refund asks why: the credit note prints the reason. */
function CreditNoteDialog({
  placement,
  refund,
  onClose,
  onSubmit,
}: {
  placement: TAdminPlacement;
  refund: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const total = placement.total === null ? '' : formatMoney(-placement.total, placement.currency);
  return (
    <Modal
      open
      title={refund ? 'Refund the fee by a credit note?' : 'Void the invoice by a credit note?'}
      okText={refund ? 'Yes, refund' : 'Yes, void'}
      okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: submitting }}
      onCancel={onClose}
      onOk={() => {
        setSubmitting(true);
        void onSubmit(reason.trim()).finally(() => {
          setSubmitting(false);
          onClose();
        });
      }}
    >
      <Typography.Paragraph>
        {`A credit note of ${total} cancels invoice ${placement.invoice?.number ?? ''} of ${placement.companyName}. The invoice stays readable, marked void.`}
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="Reason for the credit note"
        placeholder={PLACEMENT_ANSWERS.voidReasonRequired}
        maxLength={500}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}

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
  onAction: (action: TPlacementAction, reason?: string) => Promise<unknown>;
}) {
  const [crediting, setCrediting] = useState<'void' | 'refund' | null>(null);
  const actions = rowActions(placement);
  const who = `${placement.candidateName} at ${placement.companyName}`;
  const total = placement.total === null ? '' : formatMoney(placement.total, placement.currency);
  if (actions.answer)
    return (
      <Space wrap size={4}>
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
      </Space>
    );
  if (!actions.invoice) return null;
  return (
    <Space wrap size={4}>
      <Button
        size="small"
        href={placementInvoiceUrl(placement.id)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Invoice PDF of ${who}`}
      >
        Invoice PDF
      </Button>
      {actions.invoice.creditNote ? (
        <Button
          size="small"
          href={placementCreditNoteUrl(placement.id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Credit note PDF of ${who}`}
        >
          Credit note
        </Button>
      ) : null}
      {actions.invoice.canSend ? (
        <Popconfirm
          title="Send this invoice?"
          description={`Invoice ${placement.invoice?.number ?? ''} (${total}) is e-mailed to ${placement.companyName}'s billing address, its PDF attached.`}
          okText="Yes, send"
          onConfirm={() => onAction('send')}
        >
          <Button
            size="small"
            disabled={busy}
            loading={pending === 'send'}
            aria-label={`Send the invoice of ${who}`}
          >
            Send invoice
          </Button>
        </Popconfirm>
      ) : null}
      {actions.invoice.canMarkPaid ? (
        <Popconfirm
          title="Mark this invoice paid?"
          description={`Only once ${total} from ${placement.companyName} has arrived.`}
          okText="Yes, it is paid"
          onConfirm={() => onAction('paid')}
        >
          <Button
            size="small"
            disabled={busy}
            loading={pending === 'paid'}
            aria-label={`Mark the invoice of ${who} paid`}
          >
            Mark paid
          </Button>
        </Popconfirm>
      ) : null}
      {actions.invoice.canVoid || actions.invoice.canRefund ? (
        <Button
          size="small"
          danger
          disabled={busy}
          loading={pending === 'void' || pending === 'refund'}
          onClick={() => setCrediting(actions.invoice?.canRefund ? 'refund' : 'void')}
          aria-label={`${actions.invoice.canRefund ? 'Refund the fee' : 'Void the invoice'} of ${who}`}
        >
          {actions.invoice.canRefund ? 'Refund' : 'Void'}
        </Button>
      ) : null}
      {crediting ? (
        <CreditNoteDialog
          placement={placement}
          refund={crediting === 'refund'}
          onClose={() => setCrediting(null)}
          onSubmit={(reason) => onAction(crediting, reason)}
        />
      ) : null}
    </Space>
  );
}

/**
 * `/admin/dashboard/placements` (issue 34): every claimed and confirmed hire with its fee and invoice, newest
 * first, filtered by status and paged by the server; the month's fees, what is unpaid, the claims waiting for
 * their candidate and the replacements due above it. An admin may confirm or reject a claim for the candidate,
 * and open, send or mark paid a confirmed placement's invoice, or void it (or refund a hire who left within the
 * guarantee) by a credit note, each after a confirmation step and audited; every invoice and credit note are
 * exported as CSV for accounting.
 */
export function PlacementsPage() {
  const query = useListQuery<'status'>({ status: 'all' });
  // Until the first measure antd reports no breakpoint: read as a wide screen.
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
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
              description: `E-mailed to ${recipients} ${recipients === 1 ? 'address' : 'addresses'} of the company, the PDF attached.`,
            }
          : {}),
      }),
    onError: (error, { action: failed }) => toastFailure(FAILED[failed], error, 'Please try again.'),
  });
  const run = (id: string, name: TPlacementAction, reason?: string) =>
    action.trigger({ id, action: name, ...(reason ? { reason } : {}) } satisfies TPlacementActionArg);

  // Sized to fit 1366 px (about 1,070 px of columns); on a phone (below md) the hire with its status, its total
  // and the actions (about 400 px): the list's table scrolls only when its columns are wider than its box.
  const statusTag = (value: TPlacementStatus) => (
    <Tag color={PLACEMENT_STATUS_COLORS[value]}>{PLACEMENT_STATUS_LABELS[value]}</Tag>
  );
  const wide: TListColumn<TAdminPlacement>[] = [
    {
      title: 'Candidate',
      dataIndex: 'candidateName',
      key: 'candidate',
      width: phone ? 160 : 200,
      render: (name: string, placement: TAdminPlacement) => (
        <>
          <Typography.Text strong>{name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{placement.companyName}</Typography.Text>
          <br />
          <Typography.Text type="secondary">Starts {formatDate(placement.startDate)}</Typography.Text>
          {phone ? <div>{statusTag(placement.status)}</div> : null}
        </>
      ),
    },
    {
      title: 'Salary',
      dataIndex: 'annualSalary',
      key: 'salary',
      width: 130,
      align: 'right',
      render: (salary: number, placement: TAdminPlacement) => formatMoney(salary, placement.currency),
    },
    {
      title: 'Fee',
      dataIndex: 'fee',
      key: 'fee',
      width: 160,
      align: 'right',
      render: (fee: number | null, placement: TAdminPlacement) =>
        fee === null ? (
          '—'
        ) : (
          <>
            {formatFee(fee, placement.currency)}
            <br />
            <Typography.Text type="secondary">
              {`${formatFeePercent(placement.feePercent)}, tax ${formatFeePercent(placement.taxPercent)}: ${formatFee(placement.tax, placement.currency)}`}
            </Typography.Text>
          </>
        ),
    },
    {
      title: 'Total',
      dataIndex: 'total',
      key: 'total',
      width: 130,
      align: 'right',
      render: (total: number | null, placement: TAdminPlacement) => formatFee(total, placement.currency),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 120,
      render: (value: TPlacementStatus) => statusTag(value),
    },
    {
      title: 'Invoice',
      dataIndex: 'invoice',
      key: 'invoice',
      width: 140,
      render: (invoice: TAdminPlacement['invoice']) =>
        invoice ? (
          <>
            <Typography.Text>{invoice.number}</Typography.Text>{' '}
            <Tag color={INVOICE_STATUS_COLORS[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Tag>
            {invoice.creditNote ? (
              <Typography.Text type="secondary">{invoice.creditNote.number}</Typography.Text>
            ) : null}
          </>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    actionsColumn(phone ? 130 : 190, (placement) => (
      <PlacementActions
        placement={placement}
        busy={action.isMutating}
        pending={action.pending?.id === placement.id ? action.pending.action : null}
        onAction={(name, reason) => run(placement.id, name, reason)}
      />
    )),
  ];
  const columns = phone ? wide.filter((column) => PHONE_COLUMNS.has(String(column.key))) : wide;

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
      <Button href={invoicesExportUrl()} style={{ marginBottom: 16 }} aria-label="Export invoices (CSV)">
        Export invoices (CSV)
      </Button>
    </ServerListPage>
  );
}
