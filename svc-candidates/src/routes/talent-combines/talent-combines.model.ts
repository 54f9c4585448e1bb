import { Schema } from 'mongoose';
import type { Connection, Types } from 'mongoose';
import { TALENT_COMBINE_STATUSES } from '@gtm/contracts/talent';
import { employersReadThis } from '../../employer-reads-changes.ts';

/**
 * A talent combine: a package of one-pagers (5-7 is the product's size) an admin curates for clients. Which
 * one-pagers it holds is recorded on each one-pager (`talentCombines`), as spec section 3 shows them.
 */
export const talentCombineSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 200 },
    description: { type: String, required: true, trim: true, maxlength: 5000 },
    status: { type: String, enum: TALENT_COMBINE_STATUSES, required: true, default: 'active' },
    targetDate: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    /** Search fields (service-kit's text-search) of the name and description. */
    searchText: { type: String, default: '' },
    searchGrams: { type: [String], default: [] },
  },
  { collection: 'talent_combines', versionKey: false, minimize: false },
);
// The employer portal shows these records: its cached answers drop on every write.
employersReadThis(talentCombineSchema);
// The admins' list: each sort, alone or after the status filter; the search's candidate set.
talentCombineSchema.index({ createdAt: -1, _id: -1 });
talentCombineSchema.index({ status: 1, createdAt: -1, _id: -1 });
talentCombineSchema.index({ name: 1, _id: 1 });
talentCombineSchema.index({ status: 1, name: 1, _id: 1 });
talentCombineSchema.index({ targetDate: 1, _id: 1 });
talentCombineSchema.index({ status: 1, targetDate: 1, _id: 1 });
talentCombineSchema.index({ searchGrams: 1 });

export type TTalentCombineRecord = {
  _id: Types.ObjectId;
  name: string;
  description: string;
  status: (typeof TALENT_COMBINE_STATUSES)[number];
  targetDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
  searchText: string;
  searchGrams: string[];
};

/** The `talent_combines` model on svc-candidates' connection. */
export const talentCombineModel = (connection: Connection) =>
  connection.model('TalentCombine', talentCombineSchema);
