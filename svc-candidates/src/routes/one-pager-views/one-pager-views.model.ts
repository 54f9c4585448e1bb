import { Schema } from 'mongoose';
import type { Types } from 'mongoose';

export const ONE_PAGER_VIEWS_COLLECTION = 'one_pager_views';

/**
 * The openings of a one-pager through one share: a counter per share and one-pager (the candidate's and admins'
 * view counts, and whether a company opened a candidate), so what reads them stays as large as the shares'
 * candidates, however often they are opened. Concurrent first opens may each insert one; readers sum them.
 * Stores written before the counters hold one record per open, without `views`: each counts as one.
 */
export const onePagerViewSchema = new Schema(
  {
    companyId: { type: String, required: true },
    shareId: { type: String, required: true },
    onePagerId: { type: String, required: true },
    candidateUserId: { type: String, required: true },
    /** How many times it was opened (absent on a record of one open, from before the counters). */
    views: { type: Number },
    /** The first and the latest open, and who opened it last. */
    viewedAt: { type: Date, required: true },
    lastViewedAt: { type: Date },
    clientUserId: { type: String, required: true },
  },
  { collection: ONE_PAGER_VIEWS_COLLECTION, versionKey: false },
);
// Whether the company opened a candidate; a share's counter per candidate (its update and the admins' counts);
// the candidate's own count.
onePagerViewSchema.index({ companyId: 1, onePagerId: 1 });
onePagerViewSchema.index({ shareId: 1, onePagerId: 1 });
onePagerViewSchema.index({ candidateUserId: 1 });

export type TOnePagerViewRecord = {
  _id: Types.ObjectId;
  companyId: string;
  shareId: string;
  onePagerId: string;
  candidateUserId: string;
  views?: number;
  viewedAt: Date;
  lastViewedAt?: Date;
  clientUserId: string;
};
