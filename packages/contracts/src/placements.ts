import { z } from 'zod';
import {
  CANDIDATE_PLACEMENT_STATUSES,
  INVOICE_STATUSES,
  isActivePlacement,
  PLACEMENT_STATUSES,
} from '@gtm/hiring/placement-lifecycle';
import type { TInvoiceStatus, TPlacementStatus } from '@gtm/hiring/placement-lifecycle';
import { addCalendarDays } from '@gtm/hiring/time-zones';
import { ZSearchTerm } from './list-query.ts';
import { ZObjectIdParam } from './talent.ts';

/**
 * Placements (issue 34): a company's "hired" is a claim until the candidate (or an admin for them) confirms it.
 * Only a confirmed placement places the candidate (the other companies' requests cancelled, their stages limited
 * to Not selected), carries the success fee (the company's `fee_percent` of the annual salary at confirmation,
 * its `tax_percent` on top, in its currency) and its invoice, and is guaranteed: 90 days after the start date
 * the company is asked whether the person is still in the role. The statuses and their moves are the hiring
 * core's one table (`@gtm/hiring/placement-lifecycle`); an invoice is cancelled by a credit note (issue 46).
 */

export { CANDIDATE_PLACEMENT_STATUSES, INVOICE_STATUSES, isActivePlacement, PLACEMENT_STATUSES };
/** The one money formatter (the hiring core's): "EUR 16,000.00", the code always visible. */
export { formatMoney } from '@gtm/hiring/money';
export type { TInvoiceStatus, TPlacementStatus };

/** The guarantee: how long after the start date the company is asked whether the person is still in the role. */
export const GUARANTEE_DAYS = 90;
/** The bounds of a claimed hire's annual salary (whole units of the company's currency). */
export const SALARY_LIMITS = { min: 10_000, max: 2_000_000 } as const;
/** How far a claimed hire's start date may be from today (UTC): up to 90 days ago, up to a year ahead. */
export const START_DATE_WINDOW = { daysBefore: 90, daysAhead: 365 } as const;

export const PLACEMENT_STATUS_LABELS: Record<TPlacementStatus, string> = {
  pending: 'Waiting for the candidate',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  'replacement-due': 'Replacement due',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
export const INVOICE_STATUS_LABELS: Record<TInvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  void: 'Void',
};

/** The words of the placement operations and screens (screens and tests read the same). */
export const PLACEMENT_ANSWERS = {
  startDateRequired: 'Enter the start date.',
  startDateInvalid: 'Start date must be a date (YYYY-MM-DD).',
  salaryRequired: 'Enter the annual salary.',
  startDateTooEarly: `Start date cannot be more than ${START_DATE_WINDOW.daysBefore} days ago.`,
  startDateTooLate: 'Start date must be within a year from today.',
  salaryInvalid: 'Annual salary must be a whole number from 10,000 to 2,000,000.',
  actionInvalid: 'Choose Confirm or Reject.',
  notFound: 'This placement was not found.',
  /** A claim answered already (or withdrawn by its company). */
  notPending: 'This hire was already answered.',
  /** Confirming a claim when another company's hire was confirmed first. */
  placedAlready: 'You already confirmed a hire with another company.',
  notConfirmed: 'Only a confirmed placement has an invoice.',
  invoicePaidAlready: 'This invoice is paid.',
  invoiceVoidAlready: 'This invoice is void: a credit note cancelled it.',
  noCreditNote: 'This invoice has no credit note: it is not void.',
  voidReasonRequired: 'Enter the reason for the credit note.',
  voidReasonTooLong: 'The reason must be at most 500 characters.',
  refundNotDue: 'Only a hire who left within the 90-day guarantee can be refunded.',
  noRecipients: 'This company has no billing e-mail and no enabled user to send the invoice to.',
  invoiceVoided: 'Invoice void: credit note issued',
  refunded: 'Fee refunded: credit note issued',
  confirmed: 'Hire confirmed',
  rejected: 'Hire rejected',
  invoiceSent: 'Invoice sent',
  invoicePaid: 'Invoice marked paid',
  retentionSaved: 'Thank you: your answer is saved',
  retentionNotDue: 'The 90-day check of this hire is not due yet.',
  /** The employer's step before a claim: what happens next. */
  claimExplained:
    'The candidate is asked to confirm the hire. Until they do, their other opportunities stay open; once confirmed, the success fee is invoiced.',
} as const;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The UTC calendar day `days` from `at`, 'YYYY-MM-DD' (the hiring core's calendar arithmetic). */
const dayFrom = (at: number, days: number) => addCalendarDays(new Date(at).toISOString().slice(0, 10), days);

/**
 * A claimed hire's start date: a calendar day, 'YYYY-MM-DD' (a real one: no 2026-02-30), from 90 days ago to a
 * year ahead of today (UTC, read when the claim is checked).
 */
export const ZStartDate = z
  .string({ error: PLACEMENT_ANSWERS.startDateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, PLACEMENT_ANSWERS.startDateInvalid)
  .refine(isCalendarDate, PLACEMENT_ANSWERS.startDateInvalid)
  .refine(
    (day) => !isCalendarDate(day) || day >= dayFrom(Date.now(), -START_DATE_WINDOW.daysBefore),
    PLACEMENT_ANSWERS.startDateTooEarly,
  )
  .refine(
    (day) => !isCalendarDate(day) || day <= dayFrom(Date.now(), START_DATE_WINDOW.daysAhead),
    PLACEMENT_ANSWERS.startDateTooLate,
  );

export const ZAnnualSalary = z
  .number({ error: PLACEMENT_ANSWERS.salaryRequired })
  .int(PLACEMENT_ANSWERS.salaryInvalid)
  .min(SALARY_LIMITS.min, PLACEMENT_ANSWERS.salaryInvalid)
  .max(SALARY_LIMITS.max, PLACEMENT_ANSWERS.salaryInvalid);

/** The 90-day check, as the company reads it on the candidate's outcome. */
export const ZGuarantee = z.object({
  /** The day the company is asked (the start date + 90 days), 'YYYY-MM-DD'. */
  checkOn: z.string(),
  /** Whether the company was asked (it may answer from then on). */
  asked: z.boolean(),
  answer: z.enum(['in-seat', 'left']).nullable(),
});
export type TGuarantee = z.infer<typeof ZGuarantee>;

/** A company's claimed or confirmed hire of a candidate, as the company reads it (on its outcome). */
export const ZEmployerPlacement = z.object({
  id: z.string(),
  status: z.enum(PLACEMENT_STATUSES),
  startDate: z.string(),
  annualSalary: z.number(),
  guarantee: ZGuarantee,
});
export type TEmployerPlacement = z.infer<typeof ZEmployerPlacement>;

/** `POST .../placement/retention`: the company's answer to the 90-day check. */
export const ZRetentionAnswer = z.object({
  stillInRole: z.boolean({ error: 'Answer whether the person is still in the role.' }),
});

// --- The candidate's ---

export const ZCandidatePlacement = z.object({
  id: z.string(),
  companyName: z.string(),
  status: z.enum(CANDIDATE_PLACEMENT_STATUSES),
  startDate: z.string(),
  /** What the company recorded, in its currency: the candidate reads it before confirming. */
  annualSalary: z.number(),
  /** ISO 4217. */
  currency: z.string(),
  /** ISO 8601: when the company recorded the hire. */
  createdAt: z.string(),
});
export type TCandidatePlacement = z.infer<typeof ZCandidatePlacement>;
export const ZCandidatePlacements = z.object({ items: z.array(ZCandidatePlacement) });
export type TCandidatePlacements = z.infer<typeof ZCandidatePlacements>;

export const ZPlacementParams = z.object({ id: ZObjectIdParam });
export const ZPlacementResponse = z.object({
  action: z.enum(['confirm', 'reject'], { error: PLACEMENT_ANSWERS.actionInvalid }),
});
export type TPlacementResponse = z.infer<typeof ZPlacementResponse>;

// --- The admins' ---

export const ZInvoiceSummary = z.object({
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** ISO 8601. */
  issuedAt: z.string(),
  /** 'YYYY-MM-DD'. */
  dueOn: z.string(),
  /** ISO 8601, null until marked paid. */
  paidAt: z.string().nullable(),
  /** The credit note that cancelled it (a void invoice), with its reason. */
  creditNote: z.object({ number: z.string(), issuedAt: z.string(), reason: z.string() }).nullable(),
});

export const ZAdminPlacement = z.object({
  id: z.string(),
  candidateName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  combineId: z.string(),
  onePagerId: z.string(),
  startDate: z.string(),
  annualSalary: z.number(),
  /** ISO 4217: the company's currency when the hire was claimed; every amount of the row is in it. */
  currency: z.string(),
  /** The company's fee at confirmation; null until confirmed. */
  feePercent: z.number().nullable(),
  /** The net fee, rounded to the currency's minor unit; null until confirmed. */
  fee: z.number().nullable(),
  /** The company's tax rate at confirmation; null until confirmed. */
  taxPercent: z.number().nullable(),
  /** The tax on the fee; null until confirmed. */
  tax: z.number().nullable(),
  /** Fee and tax; null until confirmed. */
  total: z.number().nullable(),
  status: z.enum(PLACEMENT_STATUSES),
  /** Null until confirmed. */
  invoice: ZInvoiceSummary.nullable(),
  guarantee: ZGuarantee,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Who confirmed or rejected it: the candidate or an admin. */
  answeredBy: z.enum(['candidate', 'admin']).nullable(),
});
export type TAdminPlacement = z.infer<typeof ZAdminPlacement>;

export const ZAdminPlacementsQuery = z.object({
  status: z.enum(PLACEMENT_STATUSES).optional(),
  /** A piece of the candidate's name, the company's name or the invoice's number (any case). */
  search: ZSearchTerm,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TAdminPlacementsQuery = z.input<typeof ZAdminPlacementsQuery>;

/** An amount of one currency (totals are per currency: two currencies do not add up). */
export const ZMoneyTotal = z.object({ currency: z.string(), amount: z.number() });
export type TMoneyTotal = z.infer<typeof ZMoneyTotal>;

export const ZAdminPlacements = z.object({
  items: z.array(ZAdminPlacement),
  total: z.number().int(),
  totals: z.object({
    /** The net fees of the placements confirmed this calendar month (UTC), per currency. */
    feesThisMonth: z.array(ZMoneyTotal),
    /** The totals (fee and tax) of invoices still owed (not paid, not void), per currency. */
    unpaid: z.array(ZMoneyTotal),
    /** How many placements wait for their candidate. */
    pending: z.number().int(),
    /** How many placements need a replacement (the person left within the guarantee). */
    replacementDue: z.number().int(),
  }),
});
export type TAdminPlacements = z.infer<typeof ZAdminPlacements>;

/**
 * `POST /api/admin/placements/{id}/invoice/send`: how many addresses it was e-mailed to (the company's billing
 * e-mail, else its enabled users).
 */
export const ZInvoiceSent = z.object({ placement: ZAdminPlacement, recipients: z.number().int() });

/** `POST /api/admin/placements/{id}/invoice/void` (and `.../refund`): why the invoice is cancelled. */
export const ZInvoiceVoid = z.object({
  reason: z
    .string({ error: PLACEMENT_ANSWERS.voidReasonRequired })
    .trim()
    .min(1, PLACEMENT_ANSWERS.voidReasonRequired)
    .max(500, PLACEMENT_ANSWERS.voidReasonTooLong),
});
export type TInvoiceVoid = z.input<typeof ZInvoiceVoid>;

/**
 * The columns of `GET /api/admin/invoices/export.csv`, its header row: one row per invoice and per credit note
 * (its status 'credit-note', its amounts negative), dates 'YYYY-MM-DD', amounts in the main unit ('16000.00').
 */
export const INVOICE_EXPORT_COLUMNS = [
  'number',
  'issued',
  'due',
  'company',
  'candidate',
  'currency',
  'net',
  'tax',
  'total',
  'status',
  'paid date',
] as const;

// --- The seller's billing profile (issue 46) ---

export const BILLING_PROFILE_LIMITS = { line: 200, address: 1000, instructions: 2000 } as const;
export const BILLING_PROFILE_ANSWERS = {
  legalNameRequired: 'Enter the legal name.',
  tooLong: (field: string, max: number) =>
    `${field} must be at most ${max.toLocaleString('en-US')} characters.`,
  emailInvalid: 'Enter a valid e-mail address.',
  saved: 'Billing profile saved',
} as const;

const profileText = (field: string, max: number) =>
  z.string().trim().max(max, BILLING_PROFILE_ANSWERS.tooLong(field, max));

/**
 * GTM Combine as the seller on its invoices and credit notes: `GET|PUT /api/admin/billing-profile`. The legal
 * name, the postal address (lines), the tax id, the billing e-mail and how to pay (bank details), printed on
 * every invoice as it is when the invoice is drawn or, while a draft, read.
 */
export const ZBillingProfile = z.object({
  legalName: profileText('Legal name', BILLING_PROFILE_LIMITS.line).min(
    1,
    BILLING_PROFILE_ANSWERS.legalNameRequired,
  ),
  address: profileText('Address', BILLING_PROFILE_LIMITS.address).default(''),
  taxId: profileText('Tax id', BILLING_PROFILE_LIMITS.line).default(''),
  // A string first, then an address (or empty), as the sign-in's e-mail is read: the API's schema says a string
  // and the service decides, so no two e-mail grammars (zod's and a client's) disagree on what is valid.
  email: z
    .string()
    .trim()
    .max(254, BILLING_PROFILE_ANSWERS.emailInvalid)
    .pipe(z.union([z.literal(''), z.email(BILLING_PROFILE_ANSWERS.emailInvalid)]))
    .default(''),
  paymentInstructions: profileText('Payment instructions', BILLING_PROFILE_LIMITS.instructions).default(''),
});
export type TBillingProfile = z.infer<typeof ZBillingProfile>;
/** The billing profile as the API answers it (what was saved, as saved). */
export const ZBillingProfileAnswer = z.object({
  legalName: z.string(),
  address: z.string(),
  taxId: z.string(),
  email: z.string(),
  paymentInstructions: z.string(),
});
