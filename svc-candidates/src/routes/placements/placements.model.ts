import { Schema } from 'mongoose';
import type { Connection, Types } from 'mongoose';
import { INVOICE_STATUSES, PLACEMENT_STATUSES } from '@gtm/contracts/placements';
import type { TInvoiceStatus, TPlacementStatus } from '@gtm/contracts/placements';
import { OUTCOME_STAGES } from '@gtm/contracts/outcomes';
import type { TOutcomeStage } from '@gtm/contracts/outcomes';

/**
 * A company's hire of a candidate (issue 34): opened `pending` by the company's Hired, answered by the candidate
 * (or an admin for them): `confirmed` (the fee fixed, an invoice drawn) or `rejected`; `withdrawn` when the
 * company changes its stage before an answer; `replacement-due` when the person left within the guarantee.
 */
const invoiceSchema = new Schema(
  {
    number: { type: String, required: true },
    status: { type: String, enum: INVOICE_STATUSES, required: true },
    issuedAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
    paidAt: { type: Date, default: null },
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
    /** The candidate's name when the hire was claimed (the admins' list). */
    candidateName: { type: String, default: '' },
    status: { type: String, enum: PLACEMENT_STATUSES, required: true },
    startDate: { type: String, required: true },
    annualSalary: { type: Number, required: true },
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
    /** Fixed at confirmation: the company's fee then, and the fee rounded to the cent. */
    feePercent: { type: Number, default: null },
    fee: { type: Number, default: null },
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
placementSchema.index({ openKey: 1 }, { unique: true, sparse: true });
placementSchema.index({ placedKey: 1 }, { unique: true, sparse: true });

/** The invoice numbers' sequence: one document per year (`_id` the year), `seq` its last number. */
export const invoiceSequenceSchema = new Schema(
  { _id: { type: String, required: true }, seq: { type: Number, required: true } },
  { collection: 'invoice_sequences', versionKey: false },
);

export type TPlacementRecord = {
  _id: Types.ObjectId;
  companyId: string;
  companyName: string;
  shareId: string;
  combineId: string;
  onePagerId: string;
  candidateUserId: string;
  candidateName: string;
  status: TPlacementStatus;
  startDate: string;
  annualSalary: number;
  previousStage: TOutcomeStage | null;
  previousNote: string;
  claimedBy: { by: 'employer' | 'admin'; byId: string; byName: string | null };
  createdAt: Date;
  updatedAt: Date;
  answeredAt: Date | null;
  answeredBy: 'candidate' | 'admin' | 'company' | 'portal' | null;
  feePercent: number | null;
  fee: number | null;
  confirmedAt: Date | null;
  invoice: {
    number: string;
    status: TInvoiceStatus;
    issuedAt: Date;
    sentAt: Date | null;
    paidAt: Date | null;
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
