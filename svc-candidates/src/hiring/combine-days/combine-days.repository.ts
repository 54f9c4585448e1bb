import { Types } from 'mongoose';
import type { Connection } from 'mongoose';
import { NO_SORT, anyOf } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { isLiveSegment } from '@gtm/hiring/segment-lifecycle';
import { combineDayModel } from './combine-days.model.ts';
import type { TCombineDayRecord, TSegmentRecord } from './combine-days.model.ts';

/** Every query of the combine days (combine-days.indexes.test.ts checks each against the declared indexes). */
export const combineDayQueries = {
  byId: (id: string): TQueryShape => ({ filter: { _id: id }, sort: NO_SORT }),
  ofShare: (shareId: string): TQueryShape => ({ filter: { shareId }, sort: { createdAt: -1 } }),
  ofCandidates: (userIds: readonly string[]): TQueryShape => ({
    filter: { candidateUserIds: anyOf(userIds) },
    sort: NO_SORT,
  }),
  ofCandidate: (userId: string): TQueryShape => ({
    filter: { candidateUserIds: userId },
    sort: { startsAt: 1 },
  }),
  between: (from: Date, to: Date): TQueryShape => ({
    filter: { startsAt: { $gte: from, $lt: to } },
    sort: { startsAt: 1, _id: 1 },
  }),
} as const;
const Q = combineDayQueries;

/** A segment that holds its time: not declined (the segment lifecycle's rule). */
export const isLive = (segment: Pick<TSegmentRecord, 'status'>) => isLiveSegment(segment);

/** The only code that reads and writes `combine_days`. */
export const createCombineDaysRepository = async (connection: Connection) => {
  const CombineDay = combineDayModel(connection);
  await CombineDay.init();

  const findById = (id: string) =>
    Types.ObjectId.isValid(id)
      ? CombineDay.findOne(Q.byId(id).filter).lean<TCombineDayRecord>().exec()
      : Promise.resolve(null);

  return {
    findById,
    /**
     * Seeds only (`npm run seed:scale`): inserts prepared documents, unordered, each cast and validated by the
     * schema first (a document the seed writes is one the routes read); a duplicate id fails the batch.
     */
    insertManyForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await CombineDay.insertMany(docs, { ordered: false });
    },

    /** Stores a planned day (under `_id` when its segments were booked under it already). */
    async insert(
      record: Omit<TCombineDayRecord, '_id'>,
      _id = new Types.ObjectId(),
    ): Promise<TCombineDayRecord> {
      await CombineDay.create({ _id, ...record });
      return { _id, ...record };
    },

    /** A share's combine days, newest first. */
    ofShare: (shareId: string) => {
      const q = Q.ofShare(shareId);
      return CombineDay.find(q.filter).sort(q.sort).lean<TCombineDayRecord[]>().exec();
    },

    /** A candidate's combine days, by their afternoon. */
    ofCandidate: (userId: string) => {
      const q = Q.ofCandidate(userId);
      return CombineDay.find(q.filter).sort(q.sort).lean<TCombineDayRecord[]>().exec();
    },

    /**
     * What these candidates are booked for on other planned combine days that touch [from, to): their live
     * segments there, per candidate.
     */
    async busyOf(userIds: readonly string[], from: Date, to: Date) {
      const busy = new Map<string, { start: Date; end: Date }[]>();
      if (userIds.length === 0) return busy;
      const days = await CombineDay.find({
        ...Q.ofCandidates(userIds).filter,
        status: 'planned',
        startsAt: { $lt: to },
        endsAt: { $gt: from },
      })
        .lean<TCombineDayRecord[]>()
        .exec();
      const wanted = new Set(userIds);
      for (const day of days)
        for (const segment of day.segments)
          if (isLive(segment) && wanted.has(segment.candidateUserId))
            busy.set(segment.candidateUserId, [
              ...(busy.get(segment.candidateUserId) ?? []),
              { start: segment.start, end: segment.end },
            ]);
      return busy;
    },

    /** The combine days whose afternoon starts in [from, to), by their afternoon (the admins' calendar). */
    between: (from: Date, to: Date, limit = 500) => {
      const q = Q.between(from, to);
      return CombineDay.find(q.filter).sort(q.sort).limit(limit).lean<TCombineDayRecord[]>().exec();
    },

    /**
     * Replaces a planned day's segments, only if the day is as it was read (its `updatedAt`): one atomic write of
     * one document, so two answers at once cannot both take one free time. The day after, or null when it
     * changed meanwhile (read it again) or is cancelled.
     */
    replaceSegments: (
      day: TCombineDayRecord,
      segments: TSegmentRecord[],
      at: Date,
      unplaced: TCombineDayRecord['unplaced'] = day.unplaced,
    ) =>
      CombineDay.findOneAndUpdate(
        { _id: day._id, status: 'planned', updatedAt: day.updatedAt },
        {
          $set: {
            segments,
            unplaced,
            updatedAt: at,
            candidateUserIds: segments.map((segment) => segment.candidateUserId),
          },
        },
        { returnDocument: 'after' },
      )
        .lean<TCombineDayRecord>()
        .exec(),

    /**
     * The planned days whose afternoon has not ended and starts within `ahead` of `now`: what the reminders'
     * sweep reads (issue 47).
     */
    toRemind: (now: Date, ahead: number) => {
      const q = Q.between(new Date(now.getTime() - 86_400_000), new Date(now.getTime() + ahead));
      return CombineDay.find({ ...q.filter, status: 'planned', endsAt: { $gt: now } })
        .sort(q.sort)
        .limit(2000)
        .lean<TCombineDayRecord[]>()
        .exec();
    },

    /** Marks a reminder sent (its key: see the model's `reminded`): true when this call marked it. */
    markReminded: async (dayId: TCombineDayRecord['_id'], key: string, at: Date) =>
      (
        await CombineDay.updateOne(
          { _id: dayId, status: 'planned', [`reminded.${key}`]: { $exists: false } },
          { $set: { [`reminded.${key}`]: at } },
        ).exec()
      ).modifiedCount === 1,

    /** Cancels a planned day: the day after, or null when it was not planned. */
    cancel: (id: string, at: Date) =>
      CombineDay.findOneAndUpdate(
        { _id: id, status: 'planned' },
        { $set: { status: 'cancelled', cancelledAt: at, updatedAt: at } },
        { returnDocument: 'after' },
      )
        .lean<TCombineDayRecord>()
        .exec(),

    /**
     * The analytics' count (issue 35): the planned combine days whose afternoon ended before `now` (of a company,
     * a combine; starting in [from, to]), and the candidates met there (their confirmed segments). One query
     * with a projection of the segments' states.
     */
    async held(scope: { from?: Date; to?: Date; companyId?: string; combineId?: string }, now: Date) {
      const days = await CombineDay.find(
        {
          status: 'planned',
          startsAt: { $gte: scope.from ?? new Date(0), $lte: scope.to ?? now },
          endsAt: { $lt: now },
          ...(scope.companyId ? { companyId: scope.companyId } : {}),
          ...(scope.combineId ? { combineId: scope.combineId } : {}),
        },
        { 'segments.status': 1 },
      )
        .lean<Pick<TCombineDayRecord, 'segments'>[]>()
        .exec();
      return {
        held: days.length,
        candidatesMet: days.reduce(
          (sum, day) => sum + day.segments.filter((segment) => segment.status === 'confirmed').length,
          0,
        ),
      };
    },

    /**
     * Forgets a deleted candidate's segments (the purge of their data), which frees their times of the day. The
     * day's `updatedAt` moves, so an answer written from the day as read before cannot put the segment back.
     */
    forgetCandidate: async (userId: string) =>
      (
        await CombineDay.updateMany(
          { candidateUserIds: userId },
          {
            $pull: { segments: { candidateUserId: userId }, candidateUserIds: userId },
            $currentDate: { updatedAt: true },
          },
        ).exec()
      ).modifiedCount,
  };
};
export type TCombineDaysRepository = Awaited<ReturnType<typeof createCombineDaysRepository>>;
