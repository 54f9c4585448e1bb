import { z } from 'zod';
import { ZObjectIdParam } from './talent.ts';

/**
 * Placements (issue 34): a company's "hired" is a claim until the candidate (or an admin for them) confirms it.
 * Only a confirmed placement places the candidate (the other companies' requests cancelled, their stages limited
 * to Not selected), carries the success fee (the company's `fee_percent` of the annual salary at confirmation)
 * and its invoice, and is guaranteed: 90 days after the start date the company is asked whether the person is
 * still in the role.
 */

export const PLACEMENT_STATUSES = [
  'pending',
  'confirmed',
  'rejected',
  'withdrawn',
  'replacement-due',
  /** A confirmed hire an admin corrected to another stage: no fee is due, its invoice is void. */
  'cancelled',
] as const;
export type TPlacementStatus = (typeof PLACEMENT_STATUSES)[number];
/** What the candidate reads: a claim waiting for them, confirmed (still so when a replacement is due), rejected. */
export const CANDIDATE_PLACEMENT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'void'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The guarantee: how long after the start date the company is asked whether the person is still in the role. */
export const GUARANTEE_DAYS = 90;
/** The bounds of a claimed hire's annual salary (whole units of the company's currency). */
export const SALARY_LIMITS = { min: 1, max: 10_000_000 } as const;

export const PLACEMENT_STATUS_LABELS: Record<TPlacementStatus, string> = {
  pending: 'Waiting for the candidate',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  'replacement-due': 'Replacement due',
  cancelled: 'Cancelled',
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
  salaryInvalid: `Annual salary must be a whole number from ${SALARY_LIMITS.min} to 10,000,000.`,
  actionInvalid: 'Choose Confirm or Reject.',
  notFound: 'This placement was not found.',
  /** A claim answered already (or withdrawn by its company). */
  notPending: 'This hire was already answered.',
  /** Confirming a claim when another company's hire was confirmed first. */
  placedAlready: 'You already confirmed a hire with another company.',
  notConfirmed: 'Only a confirmed placement has an invoice.',
  invoicePaidAlready: 'This invoice is paid.',
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

/** A calendar day, 'YYYY-MM-DD' (a real one: no 2026-02-30). */
export const ZStartDate = z
  .string({ error: PLACEMENT_ANSWERS.startDateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, PLACEMENT_ANSWERS.startDateInvalid)
  .refine(isCalendarDate, PLACEMENT_ANSWERS.startDateInvalid);

export const ZAnnualSalary = z
  .number({ error: PLACEMENT_ANSWERS.salaryRequired })
  .int(PLACEMENT_ANSWERS.salaryInvalid)
  .min(SALARY_LIMITS.min, PLACEMENT_ANSWERS.salaryInvalid)
  .max(SALARY_LIMITS.max, PLACEMENT_ANSWERS.salaryInvalid);

/** The success fee, rounded to the cent: `feePercent` of the annual salary. */
export const successFee = (annualSalary: number, feePercent: number) =>
  Math.round(annualSalary * feePercent) / 100;

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

export const ZInvoiceSummary = z.object({ number: z.string(), status: z.enum(INVOICE_STATUSES) });

export const ZAdminPlacement = z.object({
  id: z.string(),
  candidateName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  combineId: z.string(),
  onePagerId: z.string(),
  startDate: z.string(),
  annualSalary: z.number(),
  /** The company's fee at confirmation; null until confirmed. */
  feePercent: z.number().nullable(),
  /** Rounded to the cent; null until confirmed. */
  fee: z.number().nullable(),
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
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TAdminPlacementsQuery = z.input<typeof ZAdminPlacementsQuery>;

export const ZAdminPlacements = z.object({
  items: z.array(ZAdminPlacement),
  total: z.number().int(),
  totals: z.object({
    /** The fees of the placements confirmed this calendar month (UTC). */
    feesThisMonth: z.number(),
    /** The fees of confirmed placements whose invoice is not paid. */
    unpaid: z.number(),
    /** How many placements wait for their candidate. */
    pending: z.number().int(),
    /** How many placements need a replacement (the person left within the guarantee). */
    replacementDue: z.number().int(),
  }),
});
export type TAdminPlacements = z.infer<typeof ZAdminPlacements>;

/** `POST /api/admin/placements/{id}/invoice/send`: how many of the company's users it was e-mailed to. */
export const ZInvoiceSent = z.object({ placement: ZAdminPlacement, recipients: z.number().int() });
