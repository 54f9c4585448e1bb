import { z } from 'zod';
import { CLIENT_VIEW_TYPES } from './clients.ts';
import { freeText } from './free-text.ts';
import { interviewStateFields } from './interview-requests.ts';
import { ZOnePagerContent, ZObjectIdParam } from './talent.ts';

/**
 * The employer portal (issue 13): talent combines an admin shares with client companies, and what a client
 * user does with each candidate in them. svc-candidates owns shares, evaluations, comments, interview
 * requests and views, and decides there (never in the browser) what a client may see of a candidate.
 */

const zId = z.string().min(1);
const zIso = z.string();

/** A client's decision on a candidate of a shared combine. */
export const CLIENT_DECISIONS = ['interested', 'maybe', 'pass'] as const;
export type TClientDecision = (typeof CLIENT_DECISIONS)[number];
export const CLIENT_DECISION_LABELS: Record<TClientDecision, string> = {
  interested: 'Interested',
  maybe: 'Maybe',
  pass: 'Pass',
};
/** A client's rating of a candidate: 1 to 4. */
export const CLIENT_RATING = { min: 1, max: 4 } as const;

export const EMPLOYER_LIMITS = {
  passReason: 500,
  comment: 2000,
  note: 2000,
  slots: 5,
  /** How far ahead an interview slot may be proposed. */
  slotDaysAhead: 180,
  /** Longest interview a slot proposes, in minutes. */
  slotMinutes: { min: 15, max: 240 },
  shareCompanies: 50,
} as const;

/** The words the employer operations and screens use (screens and tests read the same). */
export const EMPLOYER_ANSWERS = {
  shareNotFound: 'No such talent combine: it may have been withdrawn.',
  candidateNotFound: 'No such candidate in this talent combine.',
  companyRequired: 'Choose at least one company',
  companyNotFound: 'No such client company: it may have been deleted.',
  shared: (count: number) => `Talent combine shared with ${count} ${count === 1 ? 'company' : 'companies'}.`,
  alreadyShared: 'The talent combine was already shared with these companies.',
  withdrawn: 'The share was withdrawn: the company no longer sees this talent combine.',
  decisionInvalid: 'Decision must be Interested, Maybe or Pass.',
  passReasonRequired: 'Please tell us why you are passing',
  ratingInvalid: `Rating must be a whole number from ${CLIENT_RATING.min} to ${CLIENT_RATING.max}.`,
  evaluationEmpty: 'Choose a decision or a rating',
  commentRequired: 'Please write a comment',
  slotsRequired: 'Propose at least one time slot',
  slotsTooMany: `Propose at most ${EMPLOYER_LIMITS.slots} time slots`,
  slotInPast: 'Each time slot must be in the future',
  slotTooFar: `Each time slot must be within ${EMPLOYER_LIMITS.slotDaysAhead} days`,
  slotDuplicate: 'The same time slot is proposed twice',
  evaluationSaved: 'Saved',
  noteSaved: 'Note saved',
  noteInvalid: 'Please send the note as text',
  commentAdded: 'Comment added',
  interviewRequested: 'Interview requested: the candidate will accept a time, propose others or decline.',
  /** A self-registered employer (or one not yet in a company): the same words whatever company they typed. */
  noCompany:
    'Your access is pending: our team reviews every new employer account and will e-mail you as soon as it is approved.',
  accessRevoked: 'Your access to GTM Combine is disabled. Please contact your GTM Combine representative.',
  tooLong: (max: number) => `At most ${max} characters.`,
} as const;

// --- What a client sees of a candidate ---

/**
 * The contact details of a candidate, sent only to a company with full view and only where the candidate's
 * privacy setting `showContact` is on. The resume link is signed and short-lived.
 */
export const ZCandidateContact = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  resumeUrl: z.string().nullable(),
});
export type TCandidateContact = z.infer<typeof ZCandidateContact>;

/** A client's evaluation of one candidate (one per company and candidate, shared by the company's users). */
export const ZClientEvaluation = z.object({
  decision: z.enum(CLIENT_DECISIONS).nullable(),
  passReason: z.string().nullable(),
  rating: z.number().int().min(CLIENT_RATING.min).max(CLIENT_RATING.max).nullable(),
  updatedAt: zIso.nullable(),
  /** The client user who last changed it. */
  updatedByName: z.string().nullable(),
});
export type TClientEvaluation = z.infer<typeof ZClientEvaluation>;

/** A comment of the thread on one candidate of a share: the client's users write, the admins read (and reply). */
export const ZClientComment = z.object({
  id: zId,
  authorName: z.string(),
  authorKind: z.enum(['employer', 'admin']),
  body: z.string(),
  createdAt: zIso,
});
export type TClientComment = z.infer<typeof ZClientComment>;

/** A proposed interview time: its start (ISO 8601 with offset) and length. */
export const ZInterviewSlot = z.object({ start: zIso, durationMinutes: z.number().int() });
export type TInterviewSlot = z.infer<typeof ZInterviewSlot>;

export const ZInterviewRequest = z.object({
  id: zId,
  slots: z.array(ZInterviewSlot),
  note: z.string(),
  requestedByName: z.string(),
  createdAt: zIso,
  ...interviewStateFields,
  /**
   * Who the company meets, once the candidate agreed to a time (accepting is their consent): the name, even for
   * an anonymized company, and the e-mail only where the candidate's `showContact` is on. Null before.
   */
  candidate: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
});
export type TInterviewRequest = z.infer<typeof ZInterviewRequest>;

/**
 * A candidate of a shared combine as a card. `displayName` is the candidate's name for a company with full
 * view, else a stable alias ('Candidate K7Q2'); `headshotUrl` is null for anonymized companies.
 */
export const ZEmployerCandidateCard = z.object({
  onePagerId: zId,
  displayName: z.string(),
  anonymized: z.boolean(),
  headshotUrl: z.string().nullable(),
  title: z.string(),
  location: z.string(),
  summary: z.string(),
  industries: z.array(z.string()),
  methodologies: z.array(z.string()),
  evaluation: ZClientEvaluation,
  commentCount: z.number().int().nonnegative(),
  interviewRequested: z.boolean(),
  /** Whether anyone of the company opened this one-pager yet. */
  viewed: z.boolean(),
});
export type TEmployerCandidateCard = z.infer<typeof ZEmployerCandidateCard>;

/** Counts of a combine's candidates by the company's decision. */
export const ZDecisionCounts = z.object({
  interested: z.number().int().nonnegative(),
  maybe: z.number().int().nonnegative(),
  pass: z.number().int().nonnegative(),
  undecided: z.number().int().nonnegative(),
});
export type TDecisionCounts = z.infer<typeof ZDecisionCounts>;

/** A combine shared with the employer's company, as its dashboard lists it. */
export const ZEmployerCombineCard = z.object({
  shareId: zId,
  name: z.string(),
  description: z.string(),
  /** YYYY-MM-DD or null. */
  targetDate: z.string().nullable(),
  sharedAt: zIso,
  /** Nobody of the company has opened it yet. */
  isNew: z.boolean(),
  candidateCount: z.number().int().nonnegative(),
  counts: ZDecisionCounts,
  interviewRequests: z.number().int().nonnegative(),
});
export type TEmployerCombineCard = z.infer<typeof ZEmployerCombineCard>;

/** The employer's company as its portal names it. */
export const ZEmployerCompanyRef = z.object({
  id: zId,
  name: z.string(),
  view_type: z.enum(CLIENT_VIEW_TYPES),
});

/** `GET /api/employer/combines`: the employer's company and the combines shared with it, newest first. */
export const ZEmployerDashboard = z.object({
  /** Null while the employer belongs to no company (nothing is shared with them then). */
  company: ZEmployerCompanyRef.nullable(),
  combines: z.array(ZEmployerCombineCard),
});
export type TEmployerDashboard = z.infer<typeof ZEmployerDashboard>;

/** `GET /api/employer/combines/{shareId}`: a shared combine and its candidates as cards. */
export const ZEmployerCombine = ZEmployerCombineCard.omit({ isNew: true }).extend({
  candidates: z.array(ZEmployerCandidateCard),
});
export type TEmployerCombine = z.infer<typeof ZEmployerCombine>;

/** `GET /api/employer/combines/{shareId}/one-pagers/{onePagerId}`: one candidate's whole one-pager. */
/** A company's private note on a candidate, as its users read it (ISO time; the last writer's name). */
export const ZPrivateNote = z.object({
  text: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type TPrivateNote = z.infer<typeof ZPrivateNote>;

export const ZEmployerOnePager = ZEmployerCandidateCard.extend({
  shareId: zId,
  combineName: z.string(),
  /** The one-pager's content, the name (and any mention of it) replaced by the alias for anonymized companies. */
  content: ZOnePagerContent,
  contact: ZCandidateContact.nullable(),
  comments: z.array(ZClientComment),
  interviewRequests: z.array(ZInterviewRequest),
  /** The company's private team note on the candidate: only its own users read or write it; null: none. */
  privateNote: ZPrivateNote.nullable(),
});
export type TEmployerOnePager = z.infer<typeof ZEmployerOnePager>;

/** `PUT .../note`: the team's note, up to 2,000 characters (an empty text removes it). */
export const ZPrivateNoteUpdate = z.object({
  text: freeText(z.string({ error: EMPLOYER_ANSWERS.noteInvalid }))
    .max(EMPLOYER_LIMITS.note, EMPLOYER_ANSWERS.tooLong(EMPLOYER_LIMITS.note))
    .trim(),
});
export type TPrivateNoteUpdate = z.input<typeof ZPrivateNoteUpdate>;

/** `PUT .../note`'s answer: the note now (null once removed). */
export const ZPrivateNoteAnswer = z.object({ privateNote: ZPrivateNote.nullable() });

export const ZShareParams = z.object({ shareId: ZObjectIdParam });
export const ZShareCandidateParams = z.object({ shareId: ZObjectIdParam, onePagerId: ZObjectIdParam });

/** `PUT .../evaluation`: the fields to change (absent: unchanged; null: cleared). */
export const ZEvaluationUpdate = z
  .object({
    decision: z.enum(CLIENT_DECISIONS, { error: EMPLOYER_ANSWERS.decisionInvalid }).nullable().optional(),
    passReason: freeText(z.string())
      .max(EMPLOYER_LIMITS.passReason, EMPLOYER_ANSWERS.tooLong(EMPLOYER_LIMITS.passReason))
      .trim()
      .nullable()
      .optional(),
    rating: z
      .number({ error: EMPLOYER_ANSWERS.ratingInvalid })
      .int(EMPLOYER_ANSWERS.ratingInvalid)
      .min(CLIENT_RATING.min, EMPLOYER_ANSWERS.ratingInvalid)
      .max(CLIENT_RATING.max, EMPLOYER_ANSWERS.ratingInvalid)
      .nullable()
      .optional(),
  })
  .refine((update) => update.decision !== 'pass' || Boolean(update.passReason), {
    message: EMPLOYER_ANSWERS.passReasonRequired,
    path: ['passReason'],
  });
export type TEvaluationUpdate = z.input<typeof ZEvaluationUpdate>;

export const ZCommentCreate = z.object({
  body: freeText(z.string({ error: EMPLOYER_ANSWERS.commentRequired }))
    .max(EMPLOYER_LIMITS.comment, EMPLOYER_ANSWERS.tooLong(EMPLOYER_LIMITS.comment))
    .trim()
    .min(1, EMPLOYER_ANSWERS.commentRequired),
});

const MINUTE_MS = 60_000;

/**
 * A slot's start to the minute: slots are proposed, shown and told apart to the minute (a picker may carry
 * seconds its reader never saw), in the forms and on the server alike.
 */
export const slotMinute = (start: Date) => new Date(Math.floor(start.getTime() / MINUTE_MS) * MINUTE_MS);

const zSlotStart = z.iso.datetime({ offset: true, error: 'Each time slot must be a date and time' });

/**
 * `POST .../interview-requests`: 1-5 proposed slots and a note. Whether each slot is in the future and
 * within {@link EMPLOYER_LIMITS.slotDaysAhead} days is checked by the handler against its clock
 * ({@link EMPLOYER_ANSWERS.slotInPast}, {@link EMPLOYER_ANSWERS.slotTooFar}).
 */
export const ZInterviewRequestCreate = z.object({
  slots: z
    .array(
      z.object({
        start: zSlotStart,
        durationMinutes: z
          .number()
          .int()
          .min(EMPLOYER_LIMITS.slotMinutes.min)
          .max(EMPLOYER_LIMITS.slotMinutes.max)
          .default(30),
      }),
      { error: EMPLOYER_ANSWERS.slotsRequired },
    )
    .min(1, EMPLOYER_ANSWERS.slotsRequired)
    .max(EMPLOYER_LIMITS.slots, EMPLOYER_ANSWERS.slotsTooMany)
    // The same slot is the same minute (slotMinute): seconds apart are one time.
    .refine(
      (slots) =>
        new Set(slots.map((slot) => slotMinute(new Date(slot.start)).getTime())).size === slots.length,
      { message: EMPLOYER_ANSWERS.slotDuplicate },
    ),
  note: freeText(z.string())
    .max(EMPLOYER_LIMITS.note, EMPLOYER_ANSWERS.tooLong(EMPLOYER_LIMITS.note))
    .trim()
    .default(''),
});
export type TInterviewRequestCreate = z.input<typeof ZInterviewRequestCreate>;

// --- The admin side of sharing ---

/** `POST /api/talent-combines/{id}/shares`: the companies to share a combine with. */
export const ZShareCombine = z.object({
  companyIds: z
    .array(ZObjectIdParam, { error: EMPLOYER_ANSWERS.companyRequired })
    .min(1, EMPLOYER_ANSWERS.companyRequired)
    .max(EMPLOYER_LIMITS.shareCompanies, `At most ${EMPLOYER_LIMITS.shareCompanies} companies at once`),
});

/** One company's decision on one candidate, as the admins see it. */
export const ZShareDecision = ZClientEvaluation.extend({
  onePagerId: zId,
  candidateName: z.string(),
});

/** A share of a combine with one company, as the admin's combine page lists it. */
export const ZCombineShare = z.object({
  id: zId,
  talentCombineId: zId,
  companyId: zId,
  companyName: z.string(),
  sharedAt: zIso,
  sharedByName: z.string().nullable(),
  /** Null while the company sees the combine. */
  withdrawnAt: zIso.nullable(),
  /** When anyone of the company first opened it (null: never). */
  firstViewedAt: zIso.nullable(),
  /** Every candidate the company decided on or rated. */
  decisions: z.array(ZShareDecision),
  commentCount: z.number().int().nonnegative(),
  interviewRequestCount: z.number().int().nonnegative(),
});
export type TCombineShare = z.infer<typeof ZCombineShare>;

export const ZCombineShares = z.object({ items: z.array(ZCombineShare) });

export const ZShareCombineAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  shares: z.array(ZCombineShare),
});

/** The feedback of one share, per candidate: what the admins read (comments and interview requests). */
export const ZShareFeedback = z.object({
  share: ZCombineShare,
  candidates: z.array(
    z.object({
      onePagerId: zId,
      candidateName: z.string(),
      evaluation: ZClientEvaluation,
      views: z.number().int().nonnegative(),
      comments: z.array(ZClientComment),
      interviewRequests: z.array(ZInterviewRequest),
    }),
  ),
});
export type TShareFeedback = z.infer<typeof ZShareFeedback>;

export const ZCombineShareParams = z.object({ id: ZObjectIdParam, shareId: ZObjectIdParam });
export const ZAdminCommentParams = ZCombineShareParams.extend({ onePagerId: ZObjectIdParam });

// --- The candidate's side: what became of their one-pagers ---

/** What the candidate's dashboard counts and lists (real figures: views, opportunities, interviews). */
export const ZCandidateActivity = z.object({
  views: z.number().int().nonnegative(),
  opportunities: z.array(
    z.object({
      id: zId,
      sharedAt: zIso,
      /** Where it stands: 'In review', 'Shortlisted' (interested), 'Interview requested'. */
      stage: z.string(),
    }),
  ),
  interviews: z.array(
    z.object({
      id: zId,
      companyName: z.string(),
      slots: z.array(ZInterviewSlot),
      note: z.string(),
      createdAt: zIso,
    }),
  ),
});
export type TCandidateActivity = z.infer<typeof ZCandidateActivity>;
