/**
 * The placement lifecycle (issues 34 and 46) as one table: the statuses a company's hire of a candidate goes
 * through and the moves allowed between them. A company's Hired opens a claim (`pending`); the candidate (or
 * an admin for them) confirms it or rejects it, or the company withdraws it; a confirmed hire carries the fee
 * and its invoice; if the person left within the 90-day guarantee a replacement is due, unless the admins
 * refund the fee instead (a credit note); an admin's correction of the company's stage cancels a hire. The
 * services' conditional updates, the screens and the tests read the same table. Pure: no I/O.
 */

export const PLACEMENT_STATUSES = [
  'pending',
  'confirmed',
  'rejected',
  'withdrawn',
  'replacement-due',
  /** A confirmed hire an admin corrected to another stage: no fee is due, its invoice is void. */
  'cancelled',
  /** The person left within the guarantee and the admins refunded the fee (a credit note) instead of replacing. */
  'refunded',
] as const;
export type TPlacementStatus = (typeof PLACEMENT_STATUSES)[number];

/** Each status and where it may go next: the whole lifecycle. A status with no move is final. */
export const PLACEMENT_TRANSITIONS: Readonly<Record<TPlacementStatus, readonly TPlacementStatus[]>> = {
  pending: ['confirmed', 'rejected', 'withdrawn'],
  confirmed: ['replacement-due', 'cancelled'],
  'replacement-due': ['refunded', 'cancelled'],
  rejected: [],
  withdrawn: [],
  cancelled: [],
  refunded: [],
};

/** Whether a placement may move from `from` to `to`. */
export const canMovePlacement = (from: TPlacementStatus, to: TPlacementStatus): boolean =>
  PLACEMENT_TRANSITIONS[from].includes(to);

/** The statuses a placement may move to `to` from (for a conditional update's filter). */
export const placementStatusesBefore = (to: TPlacementStatus): TPlacementStatus[] =>
  PLACEMENT_STATUSES.filter((from) => canMovePlacement(from, to));

/**
 * The statuses of a hire that stands: the candidate is placed, the company reads its hire, the fee is billed
 * (its invoice drawn), and the 90-day guarantee runs.
 */
export const ACTIVE_PLACEMENT_STATUSES = [
  'confirmed',
  'replacement-due',
] as const satisfies readonly TPlacementStatus[];

/** Whether a placement is a hire that stands ({@link ACTIVE_PLACEMENT_STATUSES}). */
export const isActivePlacement = (status: TPlacementStatus): boolean =>
  (ACTIVE_PLACEMENT_STATUSES as readonly TPlacementStatus[]).includes(status);

/** Whether a placement was confirmed at some point (it has a fee and an invoice, maybe void now). */
export const wasConfirmed = (status: TPlacementStatus): boolean =>
  isActivePlacement(status) || status === 'cancelled' || status === 'refunded';

/** Whether a placement waits for the candidate's answer. */
export const isPendingPlacement = (status: TPlacementStatus): boolean => status === 'pending';

/** What the candidate reads of their placements: a claim waiting for them, confirmed, or rejected. */
export const CANDIDATE_PLACEMENT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type TCandidatePlacementStatus = (typeof CANDIDATE_PLACEMENT_STATUSES)[number];

/**
 * A placement's status as the candidate reads it: a replacement due or a refund is the company's and the
 * admins' matter (the hire stays confirmed); a withdrawn or cancelled claim reads as not confirmed.
 */
export const candidatePlacementStatus = (status: TPlacementStatus): TCandidatePlacementStatus => {
  if (status === 'pending') return 'pending';
  if (isActivePlacement(status) || status === 'refunded') return 'confirmed';
  return 'rejected';
};

/** The statuses of an invoice: drawn, e-mailed, paid, or void (cancelled by a credit note). */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'void'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Whether an invoice is still owed (drawn or sent, not paid or void). */
export const isInvoiceOpen = (status: TInvoiceStatus): boolean => status === 'draft' || status === 'sent';
