import { Schema } from 'mongoose';
import type { Types } from 'mongoose';
import { INTERVIEW_STATUSES } from '@gtm/contracts/hiring-events';
import type { TInterviewStatus } from '@gtm/contracts/hiring-events';
import { actorSchema } from '../actor-schema.ts';
import { companyReadsThis } from '../employer-reads-changes.ts';

export const INTERVIEW_REQUESTS_COLLECTION = 'interview_requests';

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
  { collection: INTERVIEW_REQUESTS_COLLECTION, versionKey: false },
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
