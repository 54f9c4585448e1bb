import type { Connection } from 'mongoose';
import { bookingLedgerModel } from './booking-ledger.model.ts';
import type { THold, TBookingLedgerRecord } from './booking-ledger.model.ts';

/** The end of time: a confirmed hire holds from its confirmation on. */
export const FOREVER = new Date(8.64e15);

/** A filter on a ledger's holds: some hold other than `exceptId` overlaps [start, end) (half-open). */
const overlapping = (hold: Pick<THold, 'start' | 'end'>, exceptId?: string) => ({
  $elemMatch: {
    start: { $lt: hold.end },
    end: { $gt: hold.start },
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  },
});

/** The only code that reads and writes `booking_ledgers`. */
export const createBookingLedgerRepository = async (connection: Connection) => {
  const Ledger = bookingLedgerModel(connection);
  await Ledger.init();

  return {
    /** The ledgers of these candidates, by user id (absent: never opened). */
    async ofCandidates(userIds: readonly string[]): Promise<Map<string, TBookingLedgerRecord>> {
      if (userIds.length === 0) return new Map();
      const rows = await Ledger.find({ _id: { $in: [...userIds] } })
        .lean<TBookingLedgerRecord[]>()
        .exec();
      return new Map(rows.map((row) => [row._id, row]));
    },

    /**
     * Opens a candidate's ledger with the holds their records already make (only when it has none yet: a second
     * opening, or a racing one, changes nothing).
     */
    async open(userId: string, holds: readonly THold[], at: Date): Promise<void> {
      await Ledger.updateOne(
        { _id: userId },
        { $setOnInsert: { holds: [...holds], createdAt: at } },
        { upsert: true },
      ).exec();
    },

    /**
     * Claims a hold on an opened ledger: one conditional update that matches only when no other hold overlaps it.
     * True when held (also when this very hold is held already), false when another hold is in the way.
     */
    async claim(userId: string, hold: THold): Promise<boolean> {
      const pushed = await Ledger.updateOne(
        { _id: userId, 'holds.id': { $ne: hold.id }, holds: { $not: overlapping(hold) } },
        { $push: { holds: hold } },
      ).exec();
      if (pushed.modifiedCount === 1) return true;
      return (await Ledger.exists({ _id: userId, 'holds.id': hold.id }).exec()) !== null;
    },

    /** Adds a hold whatever it overlaps (a confirmed hire is a fact: it takes the candidate off the market). */
    async force(userId: string, hold: THold): Promise<void> {
      await Ledger.updateOne(
        { _id: userId, 'holds.id': { $ne: hold.id } },
        { $push: { holds: hold } },
      ).exec();
    },

    /** Releases a hold by its id (nothing when not held). */
    async release(userId: string, holdId: string): Promise<void> {
      await Ledger.updateOne({ _id: userId }, { $pull: { holds: { id: holdId } } }).exec();
    },

    /** Releases every hold of these ids, each from its candidate's ledger. */
    async releaseAll(holds: readonly { userId: string; holdId: string }[]): Promise<void> {
      await Promise.all(holds.map((hold) => this.release(hold.userId, hold.holdId)));
    },

    /** Forgets a candidate's ledger (the purge of their data). */
    forgetCandidate: async (userId: string) => (await Ledger.deleteOne({ _id: userId }).exec()).deletedCount,
  };
};
export type TBookingLedgerRepository = Awaited<ReturnType<typeof createBookingLedgerRepository>>;
