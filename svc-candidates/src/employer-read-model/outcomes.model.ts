import { Schema } from 'mongoose';
import type { Connection, Types } from 'mongoose';
import { OUTCOME_STAGES } from '@gtm/contracts/outcomes';
import type { TOutcomeStage } from '@gtm/contracts/outcomes';
import { employersReadThis } from '../employer-reads-changes.ts';

/**
 * What came of a shared candidate with one company (issue 25): one record per (company, one-pager), like the
 * company's evaluation, with every stage recorded (the employer's, and the admins' corrections) in `history`.
 */
const historySchema = new Schema(
  {
    stage: { type: String, enum: OUTCOME_STAGES, required: true },
    note: { type: String, default: '' },
    at: { type: Date, required: true },
    by: { type: String, enum: ['employer', 'admin', 'candidate'], required: true },
    byId: { type: String, required: true },
    byName: { type: String, default: null },
  },
  { _id: false },
);

export const candidateOutcomeSchema = new Schema(
  {
    companyId: { type: String, required: true },
    /** The company's name when the stage was (last) recorded: the admins' and the placement's display. */
    companyName: { type: String, required: true },
    onePagerId: { type: String, required: true },
    candidateUserId: { type: String, required: true },
    /** The share (and its combine) it was last recorded through. */
    shareId: { type: String, required: true },
    combineId: { type: String, required: true },
    stage: { type: String, enum: OUTCOME_STAGES, required: true },
    note: { type: String, default: '' },
    /**
     * A Hired stage is a claim until the candidate (or an admin) confirms its placement (issue 34): false while
     * it waits, true once confirmed. Absent on other stages, and on hires recorded before claims existed (they
     * count as confirmed).
     */
    hireConfirmed: { type: Boolean },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: historySchema, required: true },
    history: { type: [historySchema], default: [] },
  },
  { collection: 'candidate_outcomes', versionKey: false },
);
candidateOutcomeSchema.index({ companyId: 1, onePagerId: 1 }, { unique: true });
// The candidate's opportunities, and whether (and where) the candidate is placed.
candidateOutcomeSchema.index({ candidateUserId: 1, stage: 1, hireConfirmed: 1, updatedAt: 1 });
// The client views say whether a company hired the candidate (its confirmed hire shows their name to it, issue
// 47): every write of an outcome drops the kept employer reads, so a hire, or an admin's correction of it, shows
// at once.
employersReadThis(candidateOutcomeSchema);

export type TOutcomeHistoryEntry = {
  stage: TOutcomeStage;
  note: string;
  at: Date;
  by: 'employer' | 'admin' | 'candidate';
  byId: string;
  byName: string | null;
};

export type TCandidateOutcomeRecord = {
  _id: Types.ObjectId;
  companyId: string;
  companyName: string;
  onePagerId: string;
  candidateUserId: string;
  shareId: string;
  combineId: string;
  stage: TOutcomeStage;
  note: string;
  hireConfirmed?: boolean;
  updatedAt: Date;
  updatedBy: TOutcomeHistoryEntry;
  history: TOutcomeHistoryEntry[];
};

export const candidateOutcomeModel = (connection: Connection) =>
  connection.model('CandidateOutcome', candidateOutcomeSchema);
