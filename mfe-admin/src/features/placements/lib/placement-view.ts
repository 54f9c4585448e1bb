import { PLACEMENT_STATUS_LABELS, PLACEMENT_STATUSES } from '@gtm/contracts/placements';
import type { TAdminPlacement, TInvoiceStatus, TPlacementStatus } from '@gtm/contracts/placements';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const USD_WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** An amount in US dollars: whole amounts without cents ('$120,000'), others to the cent ('$24,000.50'). */
export const formatMoney = (amount: number) => (Number.isInteger(amount) ? USD_WHOLE : USD).format(amount);

/** A fee, or a dash until the placement is confirmed (the fee is set at confirmation). */
export const formatFee = (fee: number | null) => (fee === null ? '—' : formatMoney(fee));

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
  /** A confirmed placement's invoice: open it, send it (disabled once paid), mark it paid (hidden once paid). */
  invoice: { canSend: boolean; canMarkPaid: boolean } | null;
};

export function rowActions(placement: Pick<TAdminPlacement, 'status' | 'invoice'>): TRowActions {
  const invoiced =
    (placement.status === 'confirmed' || placement.status === 'replacement-due') &&
    placement.invoice !== null;
  const paid = placement.invoice?.status === 'paid';
  return {
    answer: placement.status === 'pending',
    invoice: invoiced ? { canSend: !paid, canMarkPaid: !paid } : null,
  };
}
