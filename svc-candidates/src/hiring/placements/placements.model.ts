import { Schema } from 'mongoose';
import type { Connection, Types } from 'mongoose';
import { DEFAULT_CURRENCY } from '@gtm/hiring/money';
import { INVOICE_STATUSES, PLACEMENT_STATUSES } from '@gtm/hiring/placement-lifecycle';
import type { TInvoiceStatus, TPlacementStatus } from '@gtm/hiring/placement-lifecycle';
import { OUTCOME_STAGES } from '@gtm/contracts/outcomes';
import type { TOutcomeStage } from '@gtm/contracts/outcomes';

/**
 * A company's hire of a candidate (issue 34): opened `pending` by the company's Hired, answered by the candidate
 * (or an admin for them): `confirmed` (the fee fixed, an invoice drawn) or `rejected`; `withdrawn` when the
 * company changes its stage before an answer; `replacement-due` when the person left within the guarantee;
 * `refunded` when the admins refunded it then (the lifecycle is the hiring core's table).
 */

/** The parties an invoice names (issue 46): as they were when it was drawn (while a draft: when last read). */
const partiesSchema = new Schema(
  {
    seller: {
      legalName: { type: String, required: true },
      address: { type: String, default: '' },
      taxId: { type: String, default: '' },
      email: { type: String, default: '' },
      paymentInstructions: { type: String, default: '' },
    },
    buyer: {
      name: { type: String, required: true },
      legalName: { type: String, default: '' },
      address: { type: String, default: '' },
      taxId: { type: String, default: '' },
    },
  },
  { _id: false },
);

/** The credit note that cancels an invoice (issue 46): its own number series (CN-), the reason, when. */
const creditNoteSchema = new Schema(
  {
    number: { type: String, required: true },
    issuedAt: { type: Date, required: true },
    reason: { type: String, required: true },
  },
  { _id: false },
);

const invoiceSchema = new Schema(
  {
    number: { type: String, required: true },
    status: { type: String, enum: INVOICE_STATUSES, required: true },
    issuedAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
    paidAt: { type: Date, default: null },
    /** Absent on invoices drawn before issue 46 (read with the parties of now). */
    parties: { type: partiesSchema, default: null },
    creditNote: { type: creditNoteSchema, default: null },
  },
  { _id: false },
);

const guaranteeSchema = new Schema(
  {
    /** The day the company is asked, 'YYYY-MM-DD' (the start date + 90 days). */
    checkOn: { type: String, required: true },
    askedAt: { type: Date, default: null },
    answer: { type: String, enum: ['in-seat', 'left', null], default: null },
    answeredAt: { type: Date, default: null },
    answeredById: { type: String, default: null },
  },
  { _id: false },
);

export const placementSchema = new Schema(
  {
    companyId: { type: String, required: true },
    companyName: { type: String, required: true },
    shareId: { type: String, required: true },
    combineId: { type: String, required: true },
    onePagerId: { type: String, required: true },
    candidateUserId: { type: String, required: true },
    /**
     * The candidate's name as the company met them (their one-pager's), when the hire was claimed: the admins'
     * list, their e-mails and the invoice. '' on placements claimed before issue 46 (named at their next read).
     */
    candidateName: { type: String, default: '' },
    /** The role they were hired for (the one-pager's title), as the invoice's line names it. */
    role: { type: String, default: '' },
    status: { type: String, enum: PLACEMENT_STATUSES, required: true },
    startDate: { type: String, required: true },
    annualSalary: { type: Number, required: true },
    /** ISO 4217: the company's currency when the hire was claimed (absent before issue 46: USD). */
    currency: { type: String, default: DEFAULT_CURRENCY },
    /** The company's stage (and note) before its claim: what a rejected claim returns it to (null: none). */
    previousStage: { type: String, enum: [...OUTCOME_STAGES, null], default: null },
    previousNote: { type: String, default: '' },
    claimedBy: {
      by: { type: String, enum: ['employer', 'admin'], required: true },
      byId: { type: String, required: true },
      byName: { type: String, default: null },
    },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    answeredAt: { type: Date, default: null },
    answeredBy: { type: String, enum: ['candidate', 'admin', 'company', 'portal', null], default: null },
    /**
     * Fixed at confirmation: the company's fee and tax rate then, the net fee, its tax and the total (each
     * rounded to the currency's minor unit by the hiring core's money).
     */
    feePercent: { type: Number, default: null },
    fee: { type: Number, default: null },
    taxPercent: { type: Number, default: null },
    tax: { type: Number, default: null },
    total: { type: Number, default: null },
    confirmedAt: { type: Date, default: null },
    invoice: { type: invoiceSchema, default: null },
    guarantee: { type: guaranteeSchema, required: true },
    /** While pending: `companyId:onePagerId`, unique, so a company has one open claim of a candidate. */
    openKey: { type: String },
    /** Once confirmed: the candidate's user id, unique, so a candidate confirms one hire (two at once: one wins). */
    placedKey: { type: String },
  },
  { collection: 'placements', versionKey: false },
);
// A company's open claim of a one-pager (and its placements of it).
placementSchema.index({ companyId: 1, onePagerId: 1, status: 1 });
// The candidate's placements, newest first, and their claims waiting.
placementSchema.index({ candidateUserId: 1, createdAt: -1 });
placementSchema.index({ candidateUserId: 1, status: 1, createdAt: -1 });
// The admins' list, newest first, by status.
placementSchema.index({ createdAt: -1, _id: -1 });
placementSchema.index({ status: 1, createdAt: -1, _id: -1 });
// The guarantee's sweep: confirmed placements whose check is due and not asked yet.
placementSchema.index({ status: 1, 'guarantee.askedAt': 1, 'guarantee.checkOn': 1 });
placementSchema.index({ 'invoice.number': 1 }, { unique: true, sparse: true });
placementSchema.index({ 'invoice.creditNote.number': 1 }, { unique: true, sparse: true });
// The accounting export: every invoice, newest first.
placementSchema.index({ 'invoice.issuedAt': -1 }, { sparse: true });
placementSchema.index({ openKey: 1 }, { unique: true, sparse: true });
placementSchema.index({ placedKey: 1 }, { unique: true, sparse: true });

/**
 * The invoice numbers' sequences: one document per year (`_id` the year), `seq` its last number; the credit
 * notes' own series, one per year too (`_id` 'CN-' and the year).
 */
export const invoiceSequenceSchema = new Schema(
  { _id: { type: String, required: true }, seq: { type: Number, required: true } },
  { collection: 'invoice_sequences', versionKey: false },
);

/** Who an invoice is from and to, as printed. */
export type TInvoiceParties = {
  seller: { legalName: string; address: string; taxId: string; email: string; paymentInstructions: string };
  buyer: { name: string; legalName: string; address: string; taxId: string };
};

export type TPlacementRecord = {
  _id: Types.ObjectId;
  companyId: string;
  companyName: string;
  shareId: string;
  combineId: string;
  onePagerId: string;
  candidateUserId: string;
  candidateName: string;
  /** Absent on placements claimed before issue 46. */
  role?: string;
  status: TPlacementStatus;
  startDate: string;
  annualSalary: number;
  /** Absent on placements stored before issue 46 (USD). */
  currency?: string;
  previousStage: TOutcomeStage | null;
  previousNote: string;
  claimedBy: { by: 'employer' | 'admin'; byId: string; byName: string | null };
  createdAt: Date;
  updatedAt: Date;
  answeredAt: Date | null;
  answeredBy: 'candidate' | 'admin' | 'company' | 'portal' | null;
  feePercent: number | null;
  fee: number | null;
  /** Absent on placements confirmed before issue 46 (no tax). */
  taxPercent?: number | null;
  tax?: number | null;
  total?: number | null;
  confirmedAt: Date | null;
  invoice: {
    number: string;
    status: TInvoiceStatus;
    issuedAt: Date;
    sentAt: Date | null;
    paidAt: Date | null;
    parties?: TInvoiceParties | null;
    creditNote?: { number: string; issuedAt: Date; reason: string } | null;
  } | null;
  openKey?: string;
  placedKey?: string;
  guarantee: {
    checkOn: string;
    askedAt: Date | null;
    answer: 'in-seat' | 'left' | null;
    answeredAt: Date | null;
    answeredById: string | null;
  };
};

export const placementModel = (connection: Connection) => connection.model('Placement', placementSchema);
export const invoiceSequenceModel = (connection: Connection) =>
  connection.model('InvoiceSequence', invoiceSequenceSchema);

/** GTM Combine's billing profile as the seller (issue 46): one document, `_id` 'seller'. */
export const billingProfileSchema = new Schema(
  {
    _id: { type: String, required: true },
    legalName: { type: String, required: true },
    address: { type: String, default: '' },
    taxId: { type: String, default: '' },
    email: { type: String, default: '' },
    paymentInstructions: { type: String, default: '' },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'billing_profile', versionKey: false },
);
export const billingProfileModel = (connection: Connection) =>
  connection.model('BillingProfile', billingProfileSchema);
