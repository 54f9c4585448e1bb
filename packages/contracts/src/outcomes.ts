import { z } from 'zod';
import { freeText } from './free-text.ts';
import { OUTCOME_STAGES } from './hiring-events.ts';
import type { TOutcomeStage } from './hiring-events.ts';
import { PLACEMENT_ANSWERS, ZAnnualSalary, ZEmployerPlacement, ZStartDate } from './placements.ts';
import { ZObjectIdParam } from './talent.ts';

/**
 * What came of a shared candidate (issue 25, part 3): the stage a company records per candidate, which the
 * admins see (and may correct, audited) and the candidate reads on their Opportunities tab. One outcome per
 * company and candidate (one-pager), like the company's evaluation.
 */

export { OUTCOME_STAGES };
export type { TOutcomeStage };

export const OUTCOME_STAGE_LABELS: Record<TOutcomeStage, string> = {
  interviewing: 'Interviewing',
  offer: 'Offer',
  hired: 'Hired',
  'not-selected': 'Not selected',
};

export const OUTCOME_LIMITS = { note: 1000 } as const;

/** The words the outcome operations and screens use (screens and tests read the same). */
export const OUTCOME_ANSWERS = {
  stageInvalid: 'Stage must be Interviewing, Offer, Hired or Not selected.',
  noteTooLong: `At most ${OUTCOME_LIMITS.note} characters.`,
  saved: 'Outcome saved',
  /** A company other than the one that hired the candidate: it may only record Not selected. */
  placedElsewhere: 'This candidate has accepted another offer and is no longer available.',
  /**
   * A hire the candidate confirmed: its placement and invoice stand on it, so the company does not move it to
   * another stage (a person who left is the placement's retention check; a mistake, the GTM Combine team's).
   */
  hireConfirmed:
    'This hire is confirmed, so its stage stays Hired. If the person has left, say so in the placement’s retention check.',
  /** An admin's correction of a confirmed hire whose invoice is paid (a correction voids the invoice). */
  hireInvoicePaid: 'This hire’s invoice is paid, so its stage stays Hired.',
} as const;

export const ZOutcomeStage = z.enum(OUTCOME_STAGES, { error: OUTCOME_ANSWERS.stageInvalid });

/**
 * `PUT .../outcome` (the employer's, and the admins' correction): the stage and an optional note; a hire also
 * its start date and annual salary (issue 34: it opens a placement the candidate confirms, and the fee is the
 * company's share of that salary).
 */
export const ZOutcomeUpdate = z
  .object({
    stage: ZOutcomeStage,
    note: freeText(z.string()).max(OUTCOME_LIMITS.note, OUTCOME_ANSWERS.noteTooLong).trim().default(''),
    startDate: ZStartDate.optional(),
    annualSalary: ZAnnualSalary.optional(),
  })
  .superRefine((value, context) => {
    if (value.stage !== 'hired') return;
    if (value.startDate === undefined)
      context.addIssue({ code: 'custom', path: ['startDate'], message: PLACEMENT_ANSWERS.startDateRequired });
    if (value.annualSalary === undefined)
      context.addIssue({ code: 'custom', path: ['annualSalary'], message: PLACEMENT_ANSWERS.salaryRequired });
  });
export type TOutcomeUpdate = z.input<typeof ZOutcomeUpdate>;

/** One recorded stage, as the history of an outcome keeps it. */
export const ZOutcomeEntry = z.object({
  stage: ZOutcomeStage,
  note: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** 'candidate': the candidate rejected a claimed hire, and the stage before it came back. */
  by: z.enum(['employer', 'admin', 'candidate']),
  byName: z.string().nullable(),
});
export type TOutcomeEntry = z.infer<typeof ZOutcomeEntry>;

/** A company's outcome for one candidate, as the company reads it (its screens' outcome control). */
export const ZOutcome = z.object({
  /** Null until the company records one. */
  stage: ZOutcomeStage.nullable(),
  note: z.string(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
  /** Whether the last change was an admin's correction. */
  correctedByAdmin: z.boolean(),
  /** The candidate was hired by another company: this one may only record Not selected. */
  placedElsewhere: z.boolean(),
  /** The company's claimed or confirmed hire of the candidate (its latest), or null. */
  placement: ZEmployerPlacement.nullable(),
});
export type TOutcome = z.infer<typeof ZOutcome>;

/** Every candidate's outcome with one company (one share), as the admins read it on the Sharing tab. */
export const ZShareOutcomes = z.object({
  items: z.array(
    z.object({
      onePagerId: z.string(),
      candidateName: z.string(),
      stage: ZOutcomeStage.nullable(),
      note: z.string(),
      updatedAt: z.string().nullable(),
      /** Every stage recorded, oldest first (the employer's and the admins' corrections). */
      history: z.array(ZOutcomeEntry),
      /** The company that hired the candidate, when one did (this one or another): the candidate is placed. */
      placedWith: z.string().nullable(),
    }),
  ),
});
export type TShareOutcomes = z.infer<typeof ZShareOutcomes>;

export const ZAdminOutcomeParams = z.object({
  id: ZObjectIdParam,
  shareId: ZObjectIdParam,
  onePagerId: ZObjectIdParam,
});
