import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import type { TPage } from '@gtm/contracts/list-query';
import type { z } from 'zod';
import type { TOnePager, TOnePagerContent, TOnePagerRow, ZOnePagersQuery } from '@gtm/contracts/talent';
import { listSort, pageReader } from '@gtm/service-kit/paged-list';
import { searchFieldsOf, searchFilter } from '@gtm/service-kit/text-search';
import { onePagerModel } from './one-pagers.model.ts';
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

export const toOnePager = (record: TOnePagerRecord): TOnePager => ({
  id: record._id.toString(),
  title: record.title,
  candidateName: record.candidateName,
  status: record.status,
  summary: record.summary,
  industries: record.industries,
  methodologies: record.methodologies,
  content: record.content,
  talentCombines: record.talentCombines.map(({ talentCombineId }) => ({ talentCombineId })),
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
export const createOnePagersRepository = async (connection: Connection) => {
  const OnePager = onePagerModel(connection);
  const readPage = pageReader(OnePager);
  await OnePager.init();

  const findRecord = (id: string) =>
    Types.ObjectId.isValid(id)
      ? OnePager.findById(id).select(LEAN_ROW).lean<TOnePagerRecord>().exec()
      : Promise.resolve(null);

  return {
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

    /** Deletes a candidate's one-pagers (their account was deleted); a replay deletes nothing. */
    async deleteByCandidate(candidateUserId: string): Promise<number> {
      const { deletedCount } = await OnePager.deleteMany({ candidateUserId }).exec();
      return deletedCount;
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
      const after = await findRecord(id);
      return after ? { before, after } : null;
    },

    /** Counts a PDF download and reads the one-pager it is of (null when there is none). */
    countDownload: (id: string) =>
      OnePager.findOneAndUpdate({ _id: id }, { $inc: { pdfDownloads: 1 } }, { returnDocument: 'after' })
        .select(LEAN_ROW)
        .lean<TOnePagerRecord>()
        .exec(),

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
