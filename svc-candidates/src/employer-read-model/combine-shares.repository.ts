import { Types } from 'mongoose';
import type { Connection, PipelineStage } from 'mongoose';
import { anyOf, NO_SORT } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import type { TActorRecord } from '../actor-schema.ts';
import { dashboardCountersOn } from '../dashboard-counters/dashboard-counters.repository.ts';
import { combineShareSchema } from './combine-shares.model.ts';
import type { TCombineShareRecord } from './combine-shares.model.ts';

/** Whether an error is MongoDB's duplicate key (a concurrent upsert of the same unique key). */
const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/** Every query of the combine shares (combine-shares.indexes.test.ts checks each against the declared indexes). */
export const combineShareQueries = {
  byCombine: (combineId: string): TQueryShape => ({ filter: { combineId }, sort: { sharedAt: -1 } }),
  byCombineAndCompany: (combineId: string, companyId: string): TQueryShape => ({
    filter: { combineId, companyId },
    sort: NO_SORT,
  }),
  liveOfCompany: (companyId: string): TQueryShape => ({
    filter: { companyId, withdrawnAt: null },
    sort: { sharedAt: -1 },
  }),
  liveOfCombines: (combineIds: readonly string[]): TQueryShape => ({
    filter: { combineId: { $in: [...new Set(combineIds)] }, withdrawnAt: null },
    sort: NO_SORT,
  }),
  live: (): TQueryShape => ({ filter: { withdrawnAt: null }, sort: NO_SORT }),
  byIds: (ids: readonly string[]): TQueryShape => ({ filter: { _id: anyOf(ids) }, sort: NO_SORT }),
} as const;

const Q = combineShareQueries;

/**
 * The shares a read starts from: one by id (whichever company's: the caller checks), or a company's live ones.
 */
export type TSharesWanted = { shareId: string } | { liveOfCompany: string };

/**
 * The only code that touches the combine shares (`combine_shares`). Each write is one atomic update of one
 * document; one that makes a share live or withdraws it moves the admin dashboard's count of live shares right
 * after.
 */
export const createCombineSharesRepository = async (connection: Connection) => {
  const CombineShare = connection.model('CombineShare', combineShareSchema);
  const counters = dashboardCountersOn(connection);
  await CombineShare.init();

  const findShare = (id: string) =>
    Types.ObjectId.isValid(id)
      ? CombineShare.findById(id).lean<TCombineShareRecord>().exec()
      : Promise.resolve(null);

  return {
    findShare,

    /**
     * The wanted shares in one document (`shares`, newest first), with what `stages` add to it: an aggregate
     * whose `$lookup` stages (each exported by the repository of the collection it reads) join other
     * collections in the same command. Null when no share is found (or the id is no id).
     */
    async sharesWith<TJoined extends object>(
      wanted: TSharesWanted,
      stages: readonly PipelineStage[],
    ): Promise<({ shares: TCombineShareRecord[] } & TJoined) | null> {
      if ('shareId' in wanted && !Types.ObjectId.isValid(wanted.shareId)) return null;
      const shares =
        'shareId' in wanted
          ? {
              filter: { _id: new Types.ObjectId(wanted.shareId) },
              sort: { _id: 1 } as Record<string, 1 | -1>,
            }
          : Q.liveOfCompany(wanted.liveOfCompany);
      const [document] = await CombineShare.aggregate<{ shares: TCombineShareRecord[] } & TJoined>([
        { $match: shares.filter },
        { $sort: shares.sort },
        { $group: { _id: null, shares: { $push: '$$ROOT' } } },
        ...(stages as PipelineStage[]),
      ]).exec();
      if (!document) return null;
      // Newest first as the index serves them, whatever order the group kept.
      document.shares = [...document.shares].sort((a, b) => b.sharedAt.getTime() - a.sharedAt.getTime());
      return document;
    },

    /**
     * Seeds only (`npm run seed:scale`): inserts prepared combine shares as they are, unordered, through the
     * driver (no validation or defaults: the seed writes whole documents); a duplicate id fails the batch. Not
     * counted: the seed recounts the dashboard's counters at its end.
     */
    insertSharesForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await CombineShare.collection.insertMany(docs, { ordered: false });
    },

    /**
     * Shares a combine with a company: a new share, a withdrawn one revived (shared again now, marked new), or
     * the live one left as it is. Concurrent shares of the same pair meet on the unique key: one creates it.
     */
    async share(
      combineId: string,
      company: { id: string; name: string },
      by: TActorRecord,
      now: Date,
    ): Promise<{ outcome: 'created' | 'revived' | 'unchanged'; share: TCombineShareRecord }> {
      const key = Q.byCombineAndCompany(combineId, company.id).filter;
      const revived = await CombineShare.findOneAndUpdate(
        { ...key, withdrawnAt: { $ne: null } },
        {
          $set: {
            withdrawnAt: null,
            sharedAt: now,
            sharedBy: by,
            companyName: company.name,
            firstViewedAt: null,
          },
        },
        { returnDocument: 'after' },
      )
        .lean<TCombineShareRecord>()
        .exec();
      if (revived) {
        await counters.add({ activeShares: 1 });
        return { outcome: 'revived', share: revived };
      }
      try {
        const result = await CombineShare.updateOne(
          key,
          {
            $setOnInsert: {
              companyName: company.name,
              sharedAt: now,
              sharedBy: by,
              withdrawnAt: null,
              firstViewedAt: null,
              createdAt: now,
            },
          },
          { upsert: true },
        ).exec();
        if (result.upsertedCount === 1) await counters.add({ activeShares: 1 });
        const share = await CombineShare.findOne(key).lean<TCombineShareRecord>().exec();
        if (!share) throw new Error('share vanished after its upsert');
        return { outcome: result.upsertedCount === 1 ? 'created' : 'unchanged', share };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const share = await CombineShare.findOne(key).lean<TCombineShareRecord>().exec();
        if (!share) throw error;
        return { outcome: 'unchanged', share };
      }
    },

    /** Withdraws a live share of the combine: the share now, and whether this call withdrew it. */
    async withdraw(combineId: string, shareId: string, now: Date) {
      if (!Types.ObjectId.isValid(shareId)) return { share: null, changed: false };
      const withdrawn = await CombineShare.findOneAndUpdate(
        { _id: shareId, combineId, withdrawnAt: null },
        { $set: { withdrawnAt: now } },
        { returnDocument: 'after' },
      )
        .lean<TCombineShareRecord>()
        .exec();
      if (withdrawn) {
        await counters.add({ activeShares: -1 });
        return { share: withdrawn, changed: true };
      }
      const share = await findShare(shareId);
      return { share: share && share.combineId === combineId ? share : null, changed: false };
    },

    /** Sets when the company first opened the share (once: a conditional update). */
    async markFirstViewed(shareId: string, now: Date): Promise<void> {
      await CombineShare.updateOne(
        { _id: shareId, firstViewedAt: null },
        { $set: { firstViewedAt: now } },
      ).exec();
    },

    sharesOfCombine(combineId: string) {
      const q = Q.byCombine(combineId);
      return CombineShare.find(q.filter).sort(q.sort).lean<TCombineShareRecord[]>().exec();
    },

    liveSharesOfCompany(companyId: string) {
      const q = Q.liveOfCompany(companyId);
      return CombineShare.find(q.filter).sort(q.sort).lean<TCombineShareRecord[]>().exec();
    },

    /** Shares by id, withdrawn ones too (an id of no share is left out; none asked, no query). */
    findShares(ids: readonly string[]) {
      const valid = ids.filter((id) => Types.ObjectId.isValid(id));
      if (valid.length === 0) return Promise.resolve([] as TCombineShareRecord[]);
      return CombineShare.find(Q.byIds(valid).filter).lean<TCombineShareRecord[]>().exec();
    },

    liveSharesOfCombines(combineIds: readonly string[]) {
      if (combineIds.length === 0) return Promise.resolve([] as TCombineShareRecord[]);
      return CombineShare.find(Q.liveOfCombines(combineIds).filter).lean<TCombineShareRecord[]>().exec();
    },

    countLiveShares: () => CombineShare.countDocuments(Q.live().filter).exec(),
  };
};
export type TCombineSharesRepository = Awaited<ReturnType<typeof createCombineSharesRepository>>;
