import type { Connection } from 'mongoose';
import type { TAvailability } from '@gtm/contracts/combine-days';
import { NO_SORT, anyOf } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { availabilitySchema } from './availability.model.ts';
import type { TAvailabilityRecord } from './availability.model.ts';

/** Every query of the availabilities (availability.indexes.test.ts checks each against the declared indexes). */
export const availabilityQueries = {
  ofUser: (userId: string): TQueryShape => ({ filter: { userId }, sort: NO_SORT }),
  ofUsers: (userIds: readonly string[]): TQueryShape => ({
    filter: { userId: anyOf(userIds) },
    sort: NO_SORT,
  }),
} as const;

const Q = availabilityQueries;

/** The fields of an availability as the API answers it (and the planner reads it). */
const PROJECTION = { _id: 0, userId: 1, timeZone: 1, windows: 1 } as const;

const toAvailability = (record: Pick<TAvailabilityRecord, 'timeZone' | 'windows'>): TAvailability => ({
  timeZone: record.timeZone,
  windows: record.windows.map(({ day, from, to }) => ({ day, from, to })),
});

/** The only code that touches the candidates' availabilities (`candidate_availability`). */
export const createAvailabilityRepository = async (connection: Connection) => {
  const Availability = connection.model('CandidateAvailability', availabilitySchema);
  await Availability.init();

  return {
    /** The candidate's stated availability, or null when they stated none. */
    async ofUser(userId: string): Promise<TAvailability | null> {
      const record = await Availability.findOne(Q.ofUser(userId).filter, PROJECTION)
        .lean<TAvailabilityRecord>()
        .exec();
      return record ? toAvailability(record) : null;
    },

    /**
     * The stated availabilities of these candidates (the planner's up to 12), in one read, by user id: a
     * candidate who stated none is absent from the map.
     */
    async byUserIds(userIds: readonly string[]): Promise<Map<string, TAvailability>> {
      if (userIds.length === 0) return new Map();
      const records = await Availability.find(Q.ofUsers(userIds).filter, PROJECTION)
        .lean<TAvailabilityRecord[]>()
        .exec();
      return new Map(records.map((record) => [record.userId, toAvailability(record)]));
    },

    /** Replaces the candidate's availability (one atomic upsert) and answers it as saved. */
    async save(userId: string, availability: TAvailability, at = new Date()): Promise<TAvailability> {
      const saved = toAvailability(availability);
      await Availability.updateOne(
        Q.ofUser(userId).filter,
        { $set: { timeZone: saved.timeZone, windows: saved.windows, updatedAt: at } },
        { upsert: true },
      ).exec();
      return saved;
    },

    /** Removes a deleted candidate's availability (none on a replay): how many records went. */
    async forgetCandidate(userId: string): Promise<number> {
      return (await Availability.deleteMany(Q.ofUser(userId).filter).exec()).deletedCount;
    },
  };
};
export type TAvailabilityRepository = Awaited<ReturnType<typeof createAvailabilityRepository>>;
