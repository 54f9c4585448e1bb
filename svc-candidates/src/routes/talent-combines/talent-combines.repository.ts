import type { Connection, PipelineStage } from 'mongoose';
import { Types } from 'mongoose';
import type { z } from 'zod';
import type { TPage } from '@gtm/contracts/list-query';
import type { TALENT_COMBINE_STATUSES, ZTalentCombinesQuery } from '@gtm/contracts/talent';
import { listSort, pageReader } from '@gtm/service-kit/paged-list';
import { searchFieldsOf, searchFilter } from '@gtm/service-kit/text-search';
import { dashboardCountersOn } from '../../dashboard-counters/dashboard-counters.repository.ts';
import { talentCombineModel, talentCombineSchema } from './talent-combines.model.ts';
import type { TTalentCombineRecord } from './talent-combines.model.ts';

type TListQuery = z.output<typeof ZTalentCombinesQuery>;

/** What an admin writes of a combine (create and edit); the target date is YYYY-MM-DD or null. */
export type TTalentCombineWrite = {
  name: string;
  description: string;
  status: TTalentCombineRecord['status'];
  targetDate: string | null;
};

/** A combine as read: its record without the search fields. */
export type TTalentCombineRow = Omit<TTalentCombineRecord, 'searchText' | 'searchGrams'>;

const SORT_FIELDS = { createdAt: 'createdAt', name: 'name', targetDate: 'targetDate' } as const;
const LEAN_ROW = { searchText: 0, searchGrams: 0 } as const;

/** The filter of the admin list's query: the status, and the search. */
export const talentCombinesFilter = (query: TListQuery): Record<string, unknown> => ({
  ...(query.status !== 'all' ? { status: query.status } : {}),
  ...searchFilter(query.search),
});

/** The sort of the admin list's query, `_id` last so pages never overlap. */
export const talentCombinesSort = (query: TListQuery) => listSort(SORT_FIELDS[query.sort], query.order);

const writtenFields = (write: TTalentCombineWrite) => ({
  name: write.name,
  description: write.description,
  status: write.status,
  targetDate: write.targetDate ? new Date(`${write.targetDate}T00:00:00.000Z`) : null,
  ...searchFieldsOf(write.name, write.description),
});

type TShape = { filter: Record<string, unknown>; sort: Record<string, 1 | -1> };

/** The queries other screens read combines with (the admin dashboard), served by an index (talent-combines.indexes.test.ts). */
export const talentCombineQueries = {
  byStatus: (status: (typeof TALENT_COMBINE_STATUSES)[number]): TShape => ({ filter: { status }, sort: {} }),
} as const;

/**
 * The stages that join the combines named by `ids` (an expression of an array of combine ids as strings,
 * e.g. `'$shares.combineId'`) into `as`, as {@link TTalentCombineRow}s, for another collection's aggregate to read
 * them in the same command (the employer portal's shares). The ids become ObjectIds first, so the join is
 * served by `_id`'s index.
 */
export const combinesLookup = (ids: string, as: string): PipelineStage[] => [
  {
    // An id that is no ObjectId joins nothing (as `listByIds` skips it), rather than failing the whole read.
    $addFields: {
      _combineIds: {
        $map: { input: ids, in: { $convert: { input: '$$this', to: 'objectId', onError: null } } },
      },
    },
  },
  {
    $lookup: {
      from: talentCombineSchema.get('collection') as string,
      localField: '_combineIds',
      foreignField: '_id',
      as,
    },
  },
  {
    $project: {
      _combineIds: 0,
      ...Object.fromEntries(Object.keys(LEAN_ROW).map((field) => [`${as}.${field}`, 0])),
    },
  },
];

/**
 * The only code that touches `talent_combines`. Which one-pagers a combine holds is kept on the one-pagers. A
 * creation or a status change counts on the admin dashboard's counters right after the write.
 */
export const createTalentCombinesRepository = async (connection: Connection) => {
  const TalentCombine = talentCombineModel(connection);
  const counters = dashboardCountersOn(connection);
  const readPage = pageReader(TalentCombine);
  await TalentCombine.init();

  const findById = (id: string) =>
    Types.ObjectId.isValid(id)
      ? TalentCombine.findById(id).select(LEAN_ROW).lean<TTalentCombineRow>().exec()
      : Promise.resolve(null);

  return {
    /**
     * Seeds only (`npm run seed:scale`): inserts prepared documents as they are, unordered, through the driver
     * (no validation or defaults: the seed writes whole documents); a duplicate id fails the batch. Not counted:
     * the seed recounts the dashboard's counters at its end.
     */
    insertManyForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await TalentCombine.collection.insertMany(docs, { ordered: false });
    },

    findById,

    count: () => TalentCombine.countDocuments().exec(),

    countByStatus: (status: (typeof TALENT_COMBINE_STATUSES)[number]) =>
      TalentCombine.countDocuments(talentCombineQueries.byStatus(status).filter).exec(),

    async create(write: TTalentCombineWrite): Promise<TTalentCombineRow> {
      const now = new Date();
      const created = await TalentCombine.create({ ...writtenFields(write), createdAt: now, updatedAt: now });
      const { searchText: _text, searchGrams: _grams, ...row } = created.toObject() as TTalentCombineRecord;
      await counters.counted('talentCombine', null, row);
      return row;
    },

    /** Replaces what an admin edits: the combine as it was and as it is, or null when there is none. */
    async update(id: string, write: TTalentCombineWrite) {
      const before = await TalentCombine.findOneAndUpdate(
        { _id: id },
        { $set: { ...writtenFields(write), updatedAt: new Date() } },
        { returnDocument: 'before', runValidators: true },
      )
        .select(LEAN_ROW)
        .lean<TTalentCombineRow>()
        .exec();
      if (!before) return null;
      await counters.counted('talentCombine', before, { ...before, status: write.status });
      const after = await findById(id);
      return after ? { before, after } : null;
    },

    /** One page of combines: searched (name, description), filtered by status, sorted, with the total. */
    async list(query: TListQuery): Promise<TPage<TTalentCombineRow>> {
      return readPage<TTalentCombineRow>(query, {
        filter: talentCombinesFilter(query),
        sort: talentCombinesSort(query),
        select: LEAN_ROW,
      });
    },

    /** The combines of these ids (the ones a one-pager is in), by name. */
    listByIds: (ids: readonly string[]) =>
      TalentCombine.find({ _id: { $in: ids.filter((id) => Types.ObjectId.isValid(id)) } })
        .sort({ name: 1 })
        .select(LEAN_ROW)
        .lean<TTalentCombineRow[]>()
        .exec(),
  };
};
export type TTalentCombinesRepository = Awaited<ReturnType<typeof createTalentCombinesRepository>>;
