import { Schema } from 'mongoose';
import type { Connection, Types } from 'mongoose';
import type { TOnePagerContent } from '@gtm/contracts/talent';
import { employersReadThis } from '../../employer-reads-changes.ts';

/**
 * A one-pager: the summary an admin writes of a candidate (spec section 3), keyed by the candidate's user id
 * (the candidate's own list reads it) and the profile it was made from. The combines it belongs to are stored
 * here (`talentCombines`), so adding or removing one is a single-document atomic update.
 */
export const onePagerSchema = new Schema(
  {
    candidateUserId: { type: String, required: true },
    /** The profile it was made from (null on one-pagers written before admins could create them). */
    candidateProfileId: { type: String, default: null },
    title: { type: String, required: true },
    candidateName: { type: String, required: true },
    status: { type: String, default: 'active' },
    summary: { type: String, default: null },
    industries: { type: [String], default: [] },
    methodologies: { type: [String], default: [] },
    content: { type: Schema.Types.Mixed, default: null },
    talentCombines: { type: [{ _id: false, talentCombineId: String }], default: [] },
    /** How many times its PDF was downloaded (the admin dashboard sums them). */
    pdfDownloads: { type: Number, default: 0 },
    createdAt: { type: Date, required: true, default: () => new Date() },
    updatedAt: { type: Date, default: null },
    /** Search fields (service-kit's text-search) of the title and the candidate's name. */
    searchText: { type: String, default: '' },
    searchGrams: { type: [String], default: [] },
  },
  { collection: 'one_pagers', versionKey: false, minimize: false },
);
// The employer portal shows these records: its cached answers drop on every write.
employersReadThis(onePagerSchema);
onePagerSchema.index({ candidateUserId: 1, createdAt: -1 });
// The admins' list: each sort, alone or after the status filter; the search's candidate set.
onePagerSchema.index({ createdAt: -1, _id: -1 });
onePagerSchema.index({ status: 1, createdAt: -1, _id: -1 });
onePagerSchema.index({ title: 1, _id: 1 });
onePagerSchema.index({ status: 1, title: 1, _id: 1 });
onePagerSchema.index({ candidateName: 1, _id: 1 });
onePagerSchema.index({ status: 1, candidateName: 1, _id: 1 });
onePagerSchema.index({ searchGrams: 1 });
// A combine's members, by candidate name, and their count.
onePagerSchema.index({ 'talentCombines.talentCombineId': 1, candidateName: 1 });

export type TOnePagerRecord = {
  _id: Types.ObjectId;
  candidateUserId: string;
  candidateProfileId?: string | null;
  title: string;
  candidateName: string;
  status: string | null;
  summary: string | null;
  industries: string[];
  methodologies: string[];
  content: TOnePagerContent | null;
  /** Absent on a document stored without it (older data, one written by hand): in no combine. */
  talentCombines?: { talentCombineId: string }[];
  pdfDownloads?: number;
  createdAt: Date;
  updatedAt?: Date | null;
  searchText?: string;
  searchGrams?: string[];
};

/** The `one_pagers` model on svc-candidates' connection. */
export const onePagerModel = (connection: Connection) => connection.model('OnePager', onePagerSchema);
