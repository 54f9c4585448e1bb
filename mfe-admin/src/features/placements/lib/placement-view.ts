import {
  formatMoney,
  isActivePlacement,
  PLACEMENT_STATUS_LABELS,
  PLACEMENT_STATUSES,
} from '@gtm/contracts/placements';
import type { TAdminPlacement, TInvoiceStatus, TPlacementStatus } from '@gtm/contracts/placements';

export { formatMoney };

/** An amount of the placement's currency, or a dash until it is confirmed (the fee is set at confirmation). */
export const formatFee = (amount: number | null, currency: string) =>
  amount === null ? '—' : formatMoney(amount, currency);

/** The company's fee percentage at confirmation ('20%', '17.5%'), or a dash until then. */
export const formatFeePercent = (percent: number | null) =>
  percent === null ? '—' : `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(percent)}%`;

export const PLACEMENT_STATUS_COLORS: Record<TPlacementStatus, string> = {
  pending: 'blue',
  confirmed: 'green',
  rejected: 'default',
  withdrawn: 'default',
  'replacement-due': 'orange',
  cancelled: 'default',
  refunded: 'default',
};

export const INVOICE_STATUS_COLORS: Record<TInvoiceStatus, string> = {
  draft: 'default',
  sent: 'blue',
  paid: 'green',
  void: 'default',
};

/** The status filter's options: all, then each status in the contract's order. */
export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...PLACEMENT_STATUSES.map((status) => ({ value: status, label: PLACEMENT_STATUS_LABELS[status] })),
];

/** The actions a placement's row offers, in the order they show. */
export type TRowActions = {
  /** A claim waiting for its candidate: Confirm and Reject (for the candidate). */
  answer: boolean;
  /**
   * A placement's invoice: open it (a void one too, stamped); send it and mark it paid while it is owed by a
   * hire that stands; void it by a credit note unless it is void; refund the fee when a replacement is due;
   * open the credit note of a void one.
   */
  invoice: {
    canSend: boolean;
    canMarkPaid: boolean;
    canVoid: boolean;
    canRefund: boolean;
    creditNote: boolean;
  } | null;
};

export function rowActions(placement: Pick<TAdminPlacement, 'status' | 'invoice'>): TRowActions {
  const { invoice } = placement;
  const owed =
    isActivePlacement(placement.status) && (invoice?.status === 'draft' || invoice?.status === 'sent');
  const voided = invoice?.status === 'void';
  return {
    answer: placement.status === 'pending',
    invoice: invoice
      ? {
          canSend: owed,
          canMarkPaid: owed,
          canVoid: !voided && placement.status !== 'replacement-due',
          canRefund: !voided && placement.status === 'replacement-due',
          creditNote: voided && invoice.creditNote !== null,
        }
      : null,
  };
}
