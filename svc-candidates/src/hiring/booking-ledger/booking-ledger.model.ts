import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';

/** What a hold books: a combine day segment, an agreed interview, or a confirmed hire (from then on). */
export const HOLD_KINDS = ['segment', 'interview', 'placement'] as const;
export type THoldKind = (typeof HOLD_KINDS)[number];

const holdSchema = new Schema(
  {
    /** Unique within the candidate's ledger: what holds it (`segment:<dayId>:<startMs>`, `interview:<id>`...). */
    id: { type: String, required: true },
    kind: { type: String, enum: HOLD_KINDS, required: true },
    start: { type: Date, required: true },
    /** Half-open: [start, end). A confirmed hire holds to the end of time. */
    end: { type: Date, required: true },
    at: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * The booking ledger (architecture: "No double booking without transactions"): one document per candidate, keyed
 * by their user id, holding the intervals they are booked for. A hold is claimed by one conditional update that
 * matches only when no held interval overlaps it, and released by a `$pull` of its id, so two companies planning
 * the same candidate at the same moment cannot both have them.
 */
export const bookingLedgerSchema = new Schema(
  {
    _id: { type: String, required: true },
    holds: { type: [holdSchema], default: [] },
    /** Built from the candidate's records when the ledger was first opened (existing bookings carried over). */
    createdAt: { type: Date, required: true },
  },
  { collection: 'booking_ledgers', versionKey: false },
);

export type THold = { id: string; kind: THoldKind; start: Date; end: Date; at: Date };
export type TBookingLedgerRecord = { _id: string; holds: THold[]; createdAt: Date };

export const bookingLedgerModel = (connection: Connection) =>
  connection.model('BookingLedger', bookingLedgerSchema);
