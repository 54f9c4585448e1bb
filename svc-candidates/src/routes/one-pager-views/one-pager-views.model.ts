import { Schema } from 'mongoose';
import type { Types } from 'mongoose';

export const ONE_PAGER_VIEWS_COLLECTION = 'one_pager_views';

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
  { collection: ONE_PAGER_VIEWS_COLLECTION, versionKey: false },
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
