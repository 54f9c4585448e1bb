import { Schema } from 'mongoose';
import type { Types } from 'mongoose';
import { CLIENT_DECISIONS } from '@gtm/contracts/employer';
import type { TClientDecision } from '@gtm/contracts/employer';
import { actorSchema } from '../actor-schema.ts';
import { companyReadsThis } from '../employer-reads-changes.ts';

export const CLIENT_EVALUATIONS_COLLECTION = 'client_evaluations';

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
    /**
     * The company's private team note on the candidate, apart from the evaluation (its own time and writer):
     * only the company's users read it; the admins' and the candidate's reads never take it.
     */
    privateNote: {
      type: new Schema(
        {
          text: { type: String, required: true },
          updatedAt: { type: Date, required: true },
          updatedBy: { type: actorSchema, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
  },
  { collection: CLIENT_EVALUATIONS_COLLECTION, versionKey: false },
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
  privateNote?: TPrivateNoteRecord | null;
};

/** A company's private note as stored. */
export type TPrivateNoteRecord = {
  text: string;
  updatedAt: Date;
  updatedBy: { id: string; name: string | null };
};
