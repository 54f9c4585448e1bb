import { Schema } from 'mongoose';
import type { Connection, Types } from 'mongoose';
import { CLIENT_DECISIONS } from '@gtm/contracts/employer';
import type { TClientDecision } from '@gtm/contracts/employer';
import { INTERVIEW_STATUSES } from '@gtm/contracts/hiring-events';
import type { TInterviewStatus } from '@gtm/contracts/hiring-events';
import { companyReadsThis, employersReadThis } from '../../employer-reads-changes.ts';

/**
 * The employer portal's records (issue 13), all svc-candidates': shares of combines with client companies, and
 * what the companies' users do with the candidates in them. Companies and their users are svc-clients': they
 * are named here by id (and a name kept for display), never joined.
 */

const actorSchema = new Schema(
  { id: { type: String, required: true }, name: { type: String, default: null } },
  { _id: false },
);

/** A combine shared with one company: one per (combine, company); a withdrawn share is revived by a re-share. */
export const combineShareSchema = new Schema(
  {
    combineId: { type: String, required: true },
    companyId: { type: String, required: true },
    /** The company's name when it was (last) shared, for the admins' lists. */
    companyName: { type: String, required: true },
    sharedAt: { type: Date, required: true },
    sharedBy: { type: actorSchema, required: true },
    withdrawnAt: { type: Date, default: null },
    /** When anyone of the company first opened one of its candidates since it was (last) shared. */
    firstViewedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'combine_shares', versionKey: false },
);
// The employer portal shows these records: its cached answers drop on every write.
employersReadThis(combineShareSchema);
combineShareSchema.index({ combineId: 1, companyId: 1 }, { unique: true });
// The admins' list of a combine's shares, newest first.
combineShareSchema.index({ combineId: 1, sharedAt: -1 });
// The employer's dashboard: the company's live shares, newest first.
combineShareSchema.index({ companyId: 1, withdrawnAt: 1, sharedAt: -1 });
// The admin dashboard's count of live shares.
combineShareSchema.index({ withdrawnAt: 1 });

export type TCombineShareRecord = {
  _id: Types.ObjectId;
  combineId: string;
  companyId: string;
  companyName: string;
  sharedAt: Date;
  sharedBy: { id: string; name: string | null };
  withdrawnAt: Date | null;
  firstViewedAt: Date | null;
  createdAt: Date;
};

/** A company's evaluation of one candidate (one-pager): one per (company, one-pager), shared by its users. */
export const clientEvaluationSchema = new Schema(
  {
    companyId: { type: String, required: true },
    onePagerId: { type: String, required: true },
    candidateUserId: { type: String, required: true },
    decision: { type: String, enum: [...CLIENT_DECISIONS, null], default: null },
    passReason: { type: String, default: null },
    rating: { type: Number, default: null },
    /** The share it was last changed through. */
    shareId: { type: String, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: actorSchema, required: true },
  },
  { collection: 'client_evaluations', versionKey: false },
);
// The employer portal shows these records: the company's cached answers drop on every write of one.
companyReadsThis(clientEvaluationSchema);
clientEvaluationSchema.index({ companyId: 1, onePagerId: 1 }, { unique: true });
// The candidate's opportunities: how far each company got with them.
clientEvaluationSchema.index({ candidateUserId: 1 });

export type TClientEvaluationRecord = {
  _id: Types.ObjectId;
  companyId: string;
  onePagerId: string;
  candidateUserId: string;
  decision: TClientDecision | null;
  passReason: string | null;
  rating: number | null;
  shareId: string;
  updatedAt: Date;
  updatedBy: { id: string; name: string | null };
};

/** A comment of a company's thread on one candidate: its users write, the admins reply. */
export const clientCommentSchema = new Schema(
  {
    companyId: { type: String, required: true },
    onePagerId: { type: String, required: true },
    shareId: { type: String, required: true },
    authorKind: { type: String, enum: ['employer', 'admin'], required: true },
    authorId: { type: String, required: true },
    authorName: { type: String, required: true },
    body: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'client_comments', versionKey: false },
);
// The employer portal shows these records: the company's cached answers drop on every write of one.
companyReadsThis(clientCommentSchema);
clientCommentSchema.index({ companyId: 1, onePagerId: 1, createdAt: 1 });
// A deleted candidate's threads go with their one-pagers.
clientCommentSchema.index({ onePagerId: 1 });

export type TClientCommentRecord = {
  _id: Types.ObjectId;
  companyId: string;
  onePagerId: string;
  shareId: string;
  authorKind: 'employer' | 'admin';
  authorId: string;
  authorName: string;
  body: string;
  createdAt: Date;
};

const interviewTimeSchema = new Schema(
  { start: { type: Date, required: true }, durationMinutes: { type: Number, required: true } },
  { _id: false },
);

/** A company's request to interview a candidate at one of the proposed times. */
export const interviewRequestSchema = new Schema(
  {
    companyId: { type: String, required: true },
    companyName: { type: String, required: true },
    shareId: { type: String, required: true },
    combineId: { type: String, required: true },
    onePagerId: { type: String, required: true },
    candidateUserId: { type: String, required: true },
    slots: {
      type: [{ _id: false, start: { type: Date, required: true }, durationMinutes: Number }],
      required: true,
    },
    note: { type: String, default: '' },
    requestedBy: { type: actorSchema, required: true },
    createdAt: { type: Date, required: true },
    // Issue 25: the candidate's answer and the company's changes (records before it read as pending).
    status: { type: String, enum: [...INTERVIEW_STATUSES], default: 'pending' },
    /** The agreed time: the accepted slot, or the proposed one the company confirmed. */
    acceptedSlot: { type: interviewTimeSchema, default: null },
    /** The candidate's latest answer. */
    answer: {
      type: new Schema(
        {
          action: { type: String, enum: ['accept', 'decline', 'propose'], required: true },
          reason: { type: String, default: null },
          slots: { type: [interviewTimeSchema], default: [] },
          note: { type: String, default: '' },
          at: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    /** The SEQUENCE of the last calendar invitation sent (null: none yet). */
    sequence: { type: Number, default: null },
    history: {
      type: [
        {
          _id: false,
          at: { type: Date, required: true },
          by: { type: String, enum: ['employer', 'candidate'], required: true },
          action: { type: String, required: true },
          slots: { type: [interviewTimeSchema], default: [] },
          note: { type: String, default: '' },
        },
      ],
      default: [],
    },
    updatedAt: { type: Date, default: null },
    /**
     * `companyId:onePagerId` while the request may be open (not declined or cancelled), absent after: the unique
     * index below lets one such request exist per company and candidate, whatever requests race.
     */
    openKey: { type: String },
  },
  { collection: 'interview_requests', versionKey: false },
);
// The employer portal shows these records: the company's cached answers drop on every write of one.
companyReadsThis(interviewRequestSchema);
interviewRequestSchema.index({ companyId: 1, onePagerId: 1, createdAt: 1 });
// The candidate's interviews, newest first.
interviewRequestSchema.index({ candidateUserId: 1, createdAt: -1 });
// One open request per company and candidate (issue 25).
interviewRequestSchema.index({ openKey: 1 }, { unique: true, sparse: true });

export type TInterviewRequestRecord = {
  _id: Types.ObjectId;
  companyId: string;
  companyName: string;
  shareId: string;
  combineId: string;
  onePagerId: string;
  candidateUserId: string;
  slots: { start: Date; durationMinutes: number }[];
  note: string;
  requestedBy: { id: string; name: string | null };
  createdAt: Date;
  /** Absent on records made before issue 25: read as pending, no answer, no invitation. */
  status?: TInterviewStatus;
  acceptedSlot?: TInterviewTimeRecord | null;
  answer?: {
    action: 'accept' | 'decline' | 'propose';
    reason: string | null;
    slots: TInterviewTimeRecord[];
    note: string;
    at: Date;
  } | null;
  sequence?: number | null;
  history?: {
    at: Date;
    by: 'employer' | 'candidate';
    action: 'request' | 'accept' | 'decline' | 'propose' | 'confirm' | 'reschedule' | 'cancel';
    slots: TInterviewTimeRecord[];
    note: string;
  }[];
  updatedAt?: Date | null;
  openKey?: string;
};
export type TInterviewTimeRecord = { start: Date; durationMinutes: number };

/** One opening of a one-pager by a client user: a record per open (the candidate's and admins' view counts). */
export const onePagerViewSchema = new Schema(
  {
    companyId: { type: String, required: true },
    shareId: { type: String, required: true },
    onePagerId: { type: String, required: true },
    candidateUserId: { type: String, required: true },
    clientUserId: { type: String, required: true },
    viewedAt: { type: Date, required: true },
  },
  { collection: 'one_pager_views', versionKey: false },
);
// Whether the company opened a candidate; the views of a share per candidate; the candidate's own count.
onePagerViewSchema.index({ companyId: 1, onePagerId: 1 });
onePagerViewSchema.index({ shareId: 1, onePagerId: 1 });
onePagerViewSchema.index({ candidateUserId: 1 });

export type TOnePagerViewRecord = {
  _id: Types.ObjectId;
  companyId: string;
  shareId: string;
  onePagerId: string;
  candidateUserId: string;
  clientUserId: string;
  viewedAt: Date;
};

/** The employer portal's models on svc-candidates' connection. */
export const employerModels = (connection: Connection) => ({
  CombineShare: connection.model('CombineShare', combineShareSchema),
  ClientEvaluation: connection.model('ClientEvaluation', clientEvaluationSchema),
  ClientComment: connection.model('ClientComment', clientCommentSchema),
  InterviewRequest: connection.model('InterviewRequest', interviewRequestSchema),
  OnePagerView: connection.model('OnePagerView', onePagerViewSchema),
});
