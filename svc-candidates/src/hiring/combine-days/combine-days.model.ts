import { Schema } from 'mongoose';
import type { Connection, Types } from 'mongoose';
import { SEGMENT_STATUSES, UNPLACED_REASONS } from '@gtm/contracts/combine-days';
import type { TSegmentStatus, TUnplacedReason } from '@gtm/contracts/combine-days';

const segmentSchema = new Schema(
  {
    onePagerId: { type: String, required: true },
    candidateUserId: { type: String, required: true },
    start: { type: Date, required: true },
    end: { type: Date, required: true },
    status: { type: String, enum: SEGMENT_STATUSES, required: true },
    /** The calendar invitation's SEQUENCE (0 when sent; +1 at each move, decline or cancel). */
    sequence: { type: Number, required: true },
    declineReason: { type: String, default: null },
    updatedAt: { type: Date, required: true },
    /** When the segment was booked at its time (planned, added, moved); absent on older days: the day's creation. */
    bookedAt: { type: Date, default: undefined },
  },
  { _id: false },
);

const slotSchema = new Schema(
  { start: { type: Date, required: true }, end: { type: Date, required: true } },
  { _id: false },
);

/**
 * A combine day (issue 35): one company's afternoon with a share's candidates, one segment each, planned by
 * the planner and kept with every slot of the afternoon (a candidate moves to a free one).
 */
export const combineDaySchema = new Schema(
  {
    shareId: { type: String, required: true },
    combineId: { type: String, required: true },
    companyId: { type: String, required: true },
    companyName: { type: String, required: true },
    date: { type: String, required: true },
    from: { type: String, required: true },
    to: { type: String, required: true },
    timeZone: { type: String, required: true },
    segmentMinutes: { type: Number, required: true },
    breakMinutes: { type: Number, required: true },
    breakAfter: { type: Number, required: true },
    meetingUrl: { type: String, default: null },
    status: { type: String, enum: ['planned', 'cancelled'], required: true },
    /** The afternoon's first start and last end: what overlaps another booking is found by them. */
    startsAt: { type: Date, required: true },
    endsAt: { type: Date, required: true },
    slots: { type: [slotSchema], default: [] },
    segments: { type: [segmentSchema], default: [] },
    unplaced: {
      type: [
        new Schema(
          {
            onePagerId: { type: String, required: true },
            reason: { type: String, enum: UNPLACED_REASONS, required: true },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    /** The candidates' user ids with a live segment (the candidate's list and busy times read by it). */
    candidateUserIds: { type: [String], default: [] },
    plannedBy: {
      by: { type: String, enum: ['employer', 'admin'], required: true },
      byId: { type: String, required: true },
      byName: { type: String, default: null },
    },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    cancelledAt: { type: Date, default: null },
    /**
     * The reminders sent (issue 47), by what they were about: `<onePagerId>:<start ms>:<day|hour>` for a
     * candidate's segment at that time (a moved segment has a new key), `company:<start ms>:<day|hour>` for the
     * company's afternoon. Each is set once, by a conditional update of this document alone.
     */
    reminded: { type: Map, of: Date, default: undefined },
  },
  { collection: 'combine_days', versionKey: false },
);
// A share's combine days, newest first.
combineDaySchema.index({ shareId: 1, createdAt: -1 });
// A candidate's combine days (their list, and their busy times for another plan).
combineDaySchema.index({ candidateUserIds: 1, startsAt: 1 });
// The admins' calendar: every combine day by its afternoon.
combineDaySchema.index({ startsAt: 1, _id: 1 });

export type TSegmentRecord = {
  onePagerId: string;
  candidateUserId: string;
  start: Date;
  end: Date;
  status: TSegmentStatus;
  sequence: number;
  declineReason: string | null;
  updatedAt: Date;
  bookedAt?: Date;
};

export type TCombineDayRecord = {
  _id: Types.ObjectId;
  shareId: string;
  combineId: string;
  companyId: string;
  companyName: string;
  date: string;
  from: string;
  to: string;
  timeZone: string;
  segmentMinutes: number;
  breakMinutes: number;
  breakAfter: number;
  meetingUrl: string | null;
  status: 'planned' | 'cancelled';
  startsAt: Date;
  endsAt: Date;
  slots: { start: Date; end: Date }[];
  segments: TSegmentRecord[];
  unplaced: { onePagerId: string; reason: TUnplacedReason }[];
  candidateUserIds: string[];
  plannedBy: { by: 'employer' | 'admin'; byId: string; byName: string | null };
  createdAt: Date;
  updatedAt: Date;
  cancelledAt: Date | null;
  reminded?: Record<string, Date>;
};

export const combineDayModel = (connection: Connection) => connection.model('CombineDay', combineDaySchema);
