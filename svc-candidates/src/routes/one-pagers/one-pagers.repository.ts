import type { Connection, PipelineStage } from 'mongoose';
import { anyOf } from '@gtm/service-kit/index-coverage';
import { byIdLookup } from '../../thread-lookup.ts';
import { Types } from 'mongoose';
import type { TPage } from '@gtm/contracts/list-query';
import type { z } from 'zod';
import type {
  TOnePager,
  TOnePagerContent,
  TOnePagerRow,
  TOnePagerStatus,
  ZOnePagersQuery,
} from '@gtm/contracts/talent';
import { listSort, pageReader } from '@gtm/service-kit/paged-list';
import { searchFieldsOf, searchFilter } from '@gtm/service-kit/text-search';
import { dashboardCountersOn } from '../../dashboard-counters/dashboard-counters.repository.ts';
import { onePagerModel, onePagerSchema } from './one-pagers.model.ts';
import type { TOnePagerRecord } from './one-pagers.model.ts';

/** A parsed list query (the contract's output). */
type TListQuery = z.output<typeof ZOnePagersQuery>;

/** What an admin writes of a one-pager: the rest (industries, methodologies, name, search) is derived. */
export type TOnePagerWrite = {
  title: string;
  status: string;
  summary: string;
  content: TOnePagerContent;
};

/** A new one-pager: whose it is and what it says. */
export type TOnePagerCreate = {
  candidateUserId: string;
  candidateProfileId?: string | null;
  title: string;
  candidateName: string;
  status: string;
  summary: string | null;
  industries: string[];
  methodologies: string[];
  content: TOnePagerContent | null;
  talentCombines: { talentCombineId: string }[];
};

/**
 * The combines a one-pager is in. A document stored without the array (data older than the field, one written
 * by hand, as an e2e spec once did) is in none: every reader asks through here.
 */
export const combineIdsOf = (record: Pick<TOnePagerRecord, 'talentCombines'>): string[] =>
  (record.talentCombines ?? []).map((entry) => entry.talentCombineId);

/** Whether a one-pager is in the combine (see {@link combineIdsOf}). */
export const isInCombine = (record: Pick<TOnePagerRecord, 'talentCombines'>, talentCombineId: string) =>
  combineIdsOf(record).includes(talentCombineId);

/** A one-pager as the API answers it; a field a stored document lacks reads as the schema's default. */
export const toOnePager = (record: TOnePagerRecord): TOnePager => ({
  id: record._id.toString(),
  title: record.title,
  candidateName: record.candidateName,
  status: record.status,
  summary: record.summary ?? null,
  industries: record.industries ?? [],
  methodologies: record.methodologies ?? [],
  content: record.content ?? null,
  talentCombines: combineIdsOf(record).map((talentCombineId) => ({ talentCombineId })),
  createdAt: record.createdAt.toISOString(),
});

export const toOnePagerRow = (record: TOnePagerRecord): TOnePagerRow => {
  const { content: _content, ...rest } = toOnePager(record);
  return {
    ...rest,
    candidateProfileId: record.candidateProfileId ?? null,
    updatedAt: (record.updatedAt ?? record.createdAt).toISOString(),
    pdfDownloads: record.pdfDownloads ?? 0,
  };
};

/** The stored fields a write sets: the content's name is the one-pager's candidate name. */
const writtenFields = (write: TOnePagerWrite) => ({
  title: write.title,
  status: write.status,
  summary: write.summary === '' ? null : write.summary,
  content: write.content,
  candidateName: write.content.name,
  industries: write.content.industries,
  methodologies: write.content.methodologies,
  ...searchFieldsOf(write.title, write.content.name),
});

const SORT_FIELDS = { createdAt: 'createdAt', title: 'title', candidateName: 'candidateName' } as const;
const LEAN_ROW = { searchText: 0, searchGrams: 0 } as const;

/** The filter of the admin list's query: the status, and the search. */
export const onePagersFilter = (query: TListQuery): Record<string, unknown> => ({
  ...(query.status !== 'all' ? { status: query.status } : {}),
  ...searchFilter(query.search),
});

/** The sort of the admin list's query, `_id` last so pages never overlap. */
export const onePagersSort = (query: TListQuery) => listSort(SORT_FIELDS[query.sort], query.order);

/** The only code that touches `one_pagers`. Each write is one atomic update of one document. */
type TShape = { filter: Record<string, unknown>; sort: Record<string, 1 | -1> };

/**
 * The queries other screens read one-pagers with (the admin dashboard, the employer portal), each served by a
 * declared index (one-pagers.indexes.test.ts).
 */
export const onePagerQueries = {
  byStatus: (status: TOnePagerStatus): TShape => ({ filter: { status }, sort: {} }),
  newest: (): TShape => ({ filter: {}, sort: { createdAt: -1 } }),
  ofCombines: (combineIds: readonly string[]): TShape => ({
    filter: { 'talentCombines.talentCombineId': anyOf(combineIds) },
    sort: {},
  }),
  ofCandidate: (candidateUserId: string): TShape => ({
    filter: { candidateUserId },
    sort: { createdAt: -1 },
  }),
  /** One one-pager by id (`findMember`, `memberLookup`'s join). */
  byId: (id: string): TShape => ({ filter: { _id: id }, sort: {} }),
} as const;
const Q = onePagerQueries;

/** A one-pager as the employer portal reads it: without the search fields. */
export type TOnePagerMember = Omit<TOnePagerRecord, 'searchText' | 'searchGrams'>;
const MEMBER_FIELDS = { searchText: 0, searchGrams: 0 } as const;

/**
 * The stages that join the one-pager of this id into `as` (an array of none or one), as `findMember` reads it,
 * for another collection's aggregate to read it in the same command (the employer portal's check of one
 * candidate).
 */
export const memberLookup = (id: string, as: string): PipelineStage[] =>
  byIdLookup(onePagerSchema.get('collection') as string, id, as, Object.keys(MEMBER_FIELDS));

const RECENT_FIELDS = { title: 1, candidateName: 1, status: 1, createdAt: 1 } as const;

/** A one-pager as the dashboard lists the newest. */
export type TRecentOnePager = Pick<
  TOnePagerRecord,
  '_id' | 'title' | 'candidateName' | 'status' | 'createdAt'
>;

/**
 * A write that creates or deletes a one-pager, changes its status or counts a download counts it on the admin
 * dashboard's counters right after, from the one-pager the write answered.
 */
export const createOnePagersRepository = async (connection: Connection) => {
  const OnePager = onePagerModel(connection);
  const counters = dashboardCountersOn(connection);
  const readPage = pageReader(OnePager);
  await OnePager.init();

  const findRecord = (id: string) =>
    Types.ObjectId.isValid(id)
      ? OnePager.findById(id).select(LEAN_ROW).lean<TOnePagerRecord>().exec()
      : Promise.resolve(null);

  /** Oldest first, by when each was written (never by name, which would hint at it). */
  const byWriting = <T extends Pick<TOnePagerMember, '_id' | 'createdAt'>>(rows: T[]) =>
    rows.sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || String(a._id).localeCompare(String(b._id)),
    );

  return {
    /**
     * The one-pagers of these combines, or the one of this id, as `membersOfCombines` and `findMember` read them,
     * with what `stages` join to each (the `$lookup` stages other repositories export: the candidate's profile
     * and account), in one command; oldest first.
     */
    async membersWith<TJoined extends object>(
      wanted: { combineIds: readonly string[] } | { id: string },
      options: { content: boolean },
      stages: readonly PipelineStage[],
    ): Promise<(TOnePagerMember & TJoined)[]> {
      const filter =
        'id' in wanted
          ? Types.ObjectId.isValid(wanted.id)
            ? { _id: new Types.ObjectId(wanted.id) }
            : null
          : wanted.combineIds.length > 0
            ? Q.ofCombines(wanted.combineIds).filter
            : null;
      if (!filter) return [];
      const rows = await OnePager.aggregate<TOnePagerMember & TJoined>([
        { $match: filter },
        { $project: options.content ? MEMBER_FIELDS : { ...MEMBER_FIELDS, content: 0 } },
        ...(stages as PipelineStage[]),
      ]).exec();
      return byWriting(rows);
    },

    /**
     * Seeds only (`npm run seed:scale`): inserts prepared documents as they are, unordered, through the driver
     * (no validation or defaults: the seed writes whole documents); a duplicate id fails the batch. Not counted:
     * the seed recounts the dashboard's counters at its end.
     */
    insertManyForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await OnePager.collection.insertMany(docs, { ordered: false });
    },

    /** Seeds only: every one-pager that is in a combine, with its combines and candidate (one read). */
    combineMembersForSeed: () =>
      OnePager.find({ 'talentCombines.0': { $exists: true } }, { talentCombines: 1, candidateUserId: 1 })
        .lean<Pick<TOnePagerRecord, '_id' | 'talentCombines' | 'candidateUserId'>[]>()
        .exec(),

    count: () => OnePager.countDocuments().exec(),

    countByStatus: (status: TOnePagerStatus) => OnePager.countDocuments(Q.byStatus(status).filter).exec(),

    /** The sum of every one-pager's `pdfDownloads` (a one-pager without the field has none). */
    async pdfDownloadsTotal(): Promise<number> {
      const [sum] = await OnePager.aggregate<{ total: number }>([
        { $group: { _id: null, total: { $sum: { $ifNull: ['$pdfDownloads', 0] } } } },
      ]).exec();
      return sum?.total ?? 0;
    },

    /** The newest `limit` one-pagers, with what the dashboard shows of them. */
    recent(limit: number) {
      const q = Q.newest();
      return OnePager.find(q.filter, RECENT_FIELDS)
        .sort(q.sort)
        .limit(limit)
        .lean<TRecentOnePager[]>()
        .exec();
    },

    /** The one-pagers of these ids (the dashboard's newest), with what it shows; unknown ids are left out. */
    recentByIds: (ids: readonly string[]) =>
      OnePager.find({ _id: { $in: ids.filter((id) => Types.ObjectId.isValid(id)) } }, RECENT_FIELDS)
        .lean<TRecentOnePager[]>()
        .exec(),

    /** The one-pagers of these combines (with their content when asked), oldest first (one query). */
    async membersOfCombines(combineIds: readonly string[], options: { content: boolean }) {
      if (combineIds.length === 0) return [] as TOnePagerMember[];
      const rows = await OnePager.find(Q.ofCombines(combineIds).filter)
        .select(options.content ? MEMBER_FIELDS : { ...MEMBER_FIELDS, content: 0 })
        .lean<TOnePagerMember[]>()
        .exec();
      // A combine holds 5-7: ordered here.
      return byWriting(rows);
    },

    /** One one-pager as the employer portal reads it (null when there is none). */
    findMember: (id: string) =>
      Types.ObjectId.isValid(id)
        ? OnePager.findById(id).select(MEMBER_FIELDS).lean<TOnePagerMember>().exec()
        : Promise.resolve(null),

    /** A candidate's one-pagers without their content, newest first. */
    membersOfCandidate(candidateUserId: string) {
      const q = Q.ofCandidate(candidateUserId);
      return OnePager.find(q.filter)
        .sort(q.sort)
        .select({ ...MEMBER_FIELDS, content: 0 })
        .lean<TOnePagerMember[]>()
        .exec();
    },

    /** A candidate's one-pagers, newest first. */
    async listByCandidate(candidateUserId: string): Promise<TOnePager[]> {
      const records = await OnePager.find({ candidateUserId })
        .sort({ createdAt: -1 })
        .select(LEAN_ROW)
        .lean<TOnePagerRecord[]>()
        .exec();
      return records.map(toOnePager);
    },

    /** The ids of a candidate's one-pagers. */
    async idsByCandidate(candidateUserId: string): Promise<string[]> {
      const rows = await OnePager.find({ candidateUserId }).select({ _id: 1 }).lean().exec();
      return rows.map((row) => String(row._id));
    },

    /**
     * Deletes a candidate's one-pagers (their account was deleted); a replay deletes nothing. One by one (a
     * candidate has a few): each deletion answers the one-pager it removed, which the counters take back.
     */
    async deleteByCandidate(candidateUserId: string): Promise<number> {
      const rows = await OnePager.find({ candidateUserId }).select({ _id: 1 }).lean().exec();
      let deleted = 0;
      for (const row of rows) {
        const record = await OnePager.findOneAndDelete({ _id: row._id, candidateUserId })
          .select({ status: 1, createdAt: 1, pdfDownloads: 1 })
          .lean<TOnePagerRecord>()
          .exec();
        if (!record) continue;
        await counters.counted('onePager', record, null);
        deleted += 1;
      }
      return deleted;
    },

    /** Stores a one-pager. */
    async create(input: TOnePagerCreate): Promise<TOnePagerRecord> {
      const now = new Date();
      const created = await OnePager.create({
        ...input,
        candidateProfileId: input.candidateProfileId ?? null,
        pdfDownloads: 0,
        createdAt: now,
        updatedAt: now,
        ...searchFieldsOf(input.title, input.candidateName),
      });
      const { searchText: _text, searchGrams: _grams, ...record } = created.toObject() as TOnePagerRecord;
      await counters.counted('onePager', null, record);
      return record;
    },

    /** One page of one-pagers: searched (title, candidate name), filtered by status, sorted, with the total. */
    async list(query: TListQuery): Promise<TPage<TOnePagerRow>> {
      const page = await readPage<TOnePagerRecord>(query, {
        filter: onePagersFilter(query),
        sort: onePagersSort(query),
        select: { ...LEAN_ROW, content: 0 },
      });
      return { ...page, items: page.items.map(toOnePagerRow) };
    },

    findById: findRecord,

    /** Replaces what an admin edits; the one-pager as it was and as it is now, or null when there is none. */
    async update(id: string, write: TOnePagerWrite) {
      const before = await OnePager.findOneAndUpdate(
        { _id: id },
        { $set: { ...writtenFields(write), updatedAt: new Date() } },
        { returnDocument: 'before' },
      )
        .select(LEAN_ROW)
        .lean<TOnePagerRecord>()
        .exec();
      if (!before) return null;
      await counters.counted('onePager', before, { ...before, status: write.status });
      const after = await findRecord(id);
      return after ? { before, after } : null;
    },

    /** Counts a PDF download and reads the one-pager it is of (null when there is none). */
    async countDownload(id: string) {
      const record = await OnePager.findOneAndUpdate(
        { _id: id },
        { $inc: { pdfDownloads: 1 } },
        { returnDocument: 'after' },
      )
        .select(LEAN_ROW)
        .lean<TOnePagerRecord>()
        .exec();
      if (record) await counters.add({ 'onePagers.pdfDownloads': 1 });
      return record;
    },

    /**
     * Puts a one-pager in a combine (`$addToSet`: once, whatever the retries): whether the one-pager exists and
     * whether this call added it.
     */
    async addToCombine(id: string, talentCombineId: string) {
      const result = await OnePager.updateOne(
        { _id: id },
        { $addToSet: { talentCombines: { talentCombineId } } },
      ).exec();
      return { found: result.matchedCount === 1, changed: result.modifiedCount === 1 };
    },

    /** Takes a one-pager out of a combine (`$pull`): whether it exists and whether this call removed it. */
    async removeFromCombine(id: string, talentCombineId: string) {
      const result = await OnePager.updateOne(
        { _id: id },
        { $pull: { talentCombines: { talentCombineId } } },
      ).exec();
      return { found: result.matchedCount === 1, changed: result.modifiedCount === 1 };
    },

    /** How many one-pagers each combine holds (combines holding none are absent). */
    async countByCombines(talentCombineIds: readonly string[]): Promise<Map<string, number>> {
      if (talentCombineIds.length === 0) return new Map();
      const ids = [...talentCombineIds];
      const counts = await OnePager.aggregate<{ _id: string; count: number }>([
        { $match: { 'talentCombines.talentCombineId': { $in: ids } } },
        { $unwind: '$talentCombines' },
        { $match: { 'talentCombines.talentCombineId': { $in: ids } } },
        { $group: { _id: '$talentCombines.talentCombineId', count: { $sum: 1 } } },
      ]).exec();
      return new Map(counts.map(({ _id, count }) => [_id, count]));
    },

    /** A combine's one-pagers by candidate name, at most `limit`. */
    async listByCombine(talentCombineId: string, limit: number): Promise<TOnePagerRow[]> {
      const records = await OnePager.find({ 'talentCombines.talentCombineId': talentCombineId })
        .sort({ candidateName: 1, _id: 1 })
        .limit(limit)
        .select({ ...LEAN_ROW, content: 0 })
        .lean<TOnePagerRecord[]>()
        .exec();
      return records.map(toOnePagerRow);
    },
  };
};
export type TOnePagersRepository = Awaited<ReturnType<typeof createOnePagersRepository>>;
