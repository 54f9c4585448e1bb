import { Schema } from 'mongoose';
import type { Types } from 'mongoose';
import { AVAILABILITY_DAYS } from '@gtm/contracts/combine-days';
import type { TAvailabilityWindow } from '@gtm/contracts/combine-days';

export const AVAILABILITY_COLLECTION = 'candidate_availability';

const windowSchema = new Schema(
  {
    day: { type: String, enum: AVAILABILITY_DAYS, required: true },
    from: { type: String, required: true },
    to: { type: String, required: true },
  },
  { _id: false },
);

/**
 * One candidate's weekly availability for combine days (issue 35), as they stated it on the settings page
 * (validated by the contract's schema before it is stored): their time zone and their windows, in that zone.
 * One record per candidate account (svc-auth's user id), with or without a profile; none, or no windows: the
 * candidate may be placed at any time of the afternoon.
 */
export const availabilitySchema = new Schema(
  {
    userId: { type: String, required: true },
    timeZone: { type: String, required: true },
    windows: { type: [windowSchema], default: [] },
    updatedAt: { type: Date, required: true },
  },
  { collection: AVAILABILITY_COLLECTION, versionKey: false },
);
// The candidate's own record, and the planner's read of the chosen candidates' (`$in` of up to 12).
availabilitySchema.index({ userId: 1 }, { unique: true });

/** An availability as stored (what `lean()` reads). */
export type TAvailabilityRecord = {
  _id: Types.ObjectId;
  userId: string;
  timeZone: string;
  windows: TAvailabilityWindow[];
  updatedAt: Date;
};
