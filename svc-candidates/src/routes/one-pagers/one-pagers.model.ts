import { Schema } from 'mongoose';
import type { Connection, Types } from 'mongoose';

/**
 * A one-pager: the summary an admin writes of a candidate (spec section 3), keyed by the candidate's user id.
 * Admins create them in a later issue; the candidate's own list reads them already.
 */
const onePagerSchema = new Schema(
  {
    candidateUserId: { type: String, required: true },
    title: { type: String, required: true },
    candidateName: { type: String, required: true },
    status: { type: String, default: 'active' },
    summary: { type: String, default: null },
    industries: { type: [String], default: [] },
    methodologies: { type: [String], default: [] },
    content: { type: Schema.Types.Mixed, default: null },
    talentCombines: { type: [{ _id: false, talentCombineId: String }], default: [] },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'one_pagers', versionKey: false, minimize: false },
);
onePagerSchema.index({ candidateUserId: 1, createdAt: -1 });

export type TOnePagerRecord = {
  _id: Types.ObjectId;
  candidateUserId: string;
  title: string;
  candidateName: string;
  status: string;
  summary: string | null;
  industries: string[];
  methodologies: string[];
  content: Record<string, unknown> | null;
  talentCombines: { talentCombineId: string }[];
  createdAt: Date;
};

/** The `one_pagers` model on svc-candidates' connection. */
export const onePagerModel = (connection: Connection) => connection.model('OnePager', onePagerSchema);
