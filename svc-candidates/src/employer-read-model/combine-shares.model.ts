import { Schema } from 'mongoose';
import type { Types } from 'mongoose';
import { actorSchema } from '../actor-schema.ts';
import { employersReadThis } from '../employer-reads-changes.ts';

/**
 * Shares of combines with client companies (issue 13), svc-candidates'. Companies and their users are
 * svc-clients': they are named here by id (and a name kept for display), never joined.
 */
export const COMBINE_SHARES_COLLECTION = 'combine_shares';

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
  { collection: COMBINE_SHARES_COLLECTION, versionKey: false },
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
