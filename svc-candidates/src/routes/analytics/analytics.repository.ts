import type { Connection } from 'mongoose';
import { NO_SORT } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { FUNNEL_STAGES } from '@gtm/contracts/analytics';
import type { TAnalyticsQuery } from '@gtm/contracts/analytics';
import {
  BY_COMPANY_LIMIT,
  dayOf,
  incrementsOf,
  markIdOf,
  monthOf,
  ROLLUP_FIELDS,
  ROLLUP_LEVELS,
  splitRange,
} from './analytics-steps.ts';
import type { TRollupFigures, TRollupLevel, TStep } from './analytics-steps.ts';
import { analyticsModels } from './analytics.model.ts';

type TShape = TQueryShape;

const dayRange = (query: Pick<TAnalyticsQuery, 'from' | 'to'>) =>
  query.from || query.to
    ? { day: { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) } }
    : {};

/** Every query of the rollups (analytics.indexes.test.ts checks each against the declared indexes). */
export const analyticsQueries = {
  days: (query: TAnalyticsQuery): TShape => ({ filter: dayRange(query), sort: NO_SORT }),
  companyDays: (query: TAnalyticsQuery): TShape => ({
    filter: { ...(query.companyId ? { companyId: query.companyId } : {}), ...dayRange(query) },
    sort: NO_SORT,
  }),
  shareDays: (query: TAnalyticsQuery & { combineId: string }): TShape => ({
    filter: {
      ...(query.companyId ? { companyId: query.companyId } : {}),
      combineId: query.combineId,
      ...dayRange(query),
    },
    sort: NO_SORT,
  }),
  companyDaysIn: (range: { from?: string; to?: string }): TShape => ({
    filter: dayRange(range),
    sort: NO_SORT,
  }),
  companyMonths: (range: { from: string; to: string }): TShape => ({
    filter: { month: { $gte: range.from, $lte: range.to } },
    sort: NO_SORT,
  }),
  topCompanies: (): TShape => ({ filter: {}, sort: { shared: -1 } }),
} as const;
const Q = analyticsQueries;

const DUPLICATE_KEY = 11000;
const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === DUPLICATE_KEY;

/** The figures of a lean row (absent fields are 0). */
const FIGURE_FIELDS = Object.fromEntries(ROLLUP_FIELDS.map((field) => [field, 1]));
/** What `byCompany` sums of a company's rows: the funnel and the first views' count and time. */
const COMPANY_FIELDS = {
  ...Object.fromEntries([...FUNNEL_STAGES, 'firstViewCount', 'firstViewMs'].map((field) => [field, 1])),
  companyId: 1,
  companyName: 1,
  _id: 0,
};

type TRow = Partial<TRollupFigures> & { day: string; companyId?: string; companyName?: string };

/** The only code that writes and reads the analytics' rollups. */
export const createAnalyticsRepository = async (connection: Connection) => {
  const models = analyticsModels(connection);
  const { Mark, Day, CompanyDay, CompanyMonth, ShareDay, Company } = models;
  await Promise.all(Object.values(models).map((model) => model.init()));

  /** Adds a step's increments to every rollup of its day, share and company. */
  /** One upsert, tried again once when a concurrent first write of the same row won the insert. */
  const upsert = async (write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      await write();
    }
  };

  /** Adds increments to one level's rollup of a day, share and company. */
  const countAt = (
    level: TRollupLevel,
    scope: Pick<TStep, 'shareId' | 'combineId' | 'companyId' | 'companyName'>,
    day: string,
    inc: Partial<Record<keyof TRollupFigures, number>>,
  ) => {
    const name = { companyName: scope.companyName };
    switch (level) {
      case 'day':
        return upsert(() =>
          Day.updateOne({ _id: day }, { $inc: inc, $setOnInsert: { day } }, { upsert: true }).exec(),
        );
      case 'companyDay':
        return upsert(() =>
          CompanyDay.updateOne(
            { _id: `${scope.companyId}|${day}` },
            { $inc: inc, $set: name, $setOnInsert: { day, companyId: scope.companyId } },
            { upsert: true },
          ).exec(),
        );
      case 'companyMonth':
        return upsert(() =>
          CompanyMonth.updateOne(
            { _id: `${scope.companyId}|${monthOf(day)}` },
            { $inc: inc, $set: name, $setOnInsert: { month: monthOf(day), companyId: scope.companyId } },
            { upsert: true },
          ).exec(),
        );
      case 'shareDay':
        return upsert(() =>
          ShareDay.updateOne(
            { _id: `${scope.shareId}|${day}` },
            {
              $inc: inc,
              $set: name,
              $setOnInsert: {
                day,
                shareId: scope.shareId,
                combineId: scope.combineId,
                companyId: scope.companyId,
              },
            },
            { upsert: true },
          ).exec(),
        );
      case 'company':
        return upsert(() =>
          Company.updateOne({ _id: scope.companyId }, { $inc: inc, $set: name }, { upsert: true }).exec(),
        );
    }
  };

  /** The companies' rows of a range: a row per company and whole month inside it, per day at its ends. */
  const companyRowsIn = async (range: { from?: string; to?: string }) => {
    const split = splitRange(range.from, range.to);
    const reads = [
      ...split.days.map((days) =>
        CompanyDay.collection.find(Q.companyDaysIn(days).filter, { projection: COMPANY_FIELDS }).toArray(),
      ),
      ...(split.months
        ? [
            CompanyMonth.collection
              .find(Q.companyMonths(split.months).filter, { projection: COMPANY_FIELDS })
              .toArray(),
          ]
        : []),
    ];
    return (await Promise.all(reads)).flat() as unknown as TRow[];
  };

  type TMark = {
    day: string;
    shareId: string;
    combineId: string;
    companyId: string;
    firstViewMs: number | null;
    done?: TRollupLevel[];
  };

  return {
    /**
     * Applies one step: an `add` sets its mark (a mark set before, by this event or an earlier one, counts
     * nothing) and counts it on the step's day at each level, noting each level counted on the mark, so a
     * retry after a failure part-way counts only the levels still missing; a `remove` takes the mark back from
     * the levels it was counted at, on its day.
     */
    async apply(step: TStep): Promise<boolean> {
      const _id = markIdOf(step);
      if (step.op === 'add') {
        const day = dayOf(step.at);
        let done: readonly TRollupLevel[] = [];
        try {
          await Mark.create({
            _id,
            day,
            shareId: step.shareId,
            combineId: step.combineId,
            companyId: step.companyId,
            companyName: step.companyName,
            firstViewMs: step.firstViewMs ?? null,
            done: [],
          });
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          const existing = await Mark.findById(_id).lean<TMark>().exec();
          done = existing?.done ?? ROLLUP_LEVELS;
          if (ROLLUP_LEVELS.every((level) => done.includes(level))) return false;
        }
        const inc = incrementsOf(step);
        for (const level of ROLLUP_LEVELS) {
          if (done.includes(level)) continue;
          await countAt(level, step, day, inc);
          await Mark.updateOne({ _id }, { $addToSet: { done: level } }).exec();
        }
        return true;
      }
      const mark = await Mark.findOneAndDelete({ _id }).lean<TMark>().exec();
      if (!mark) return false;
      const inc = incrementsOf({
        ...step,
        ...(mark.firstViewMs !== null ? { firstViewMs: mark.firstViewMs } : {}),
      });
      for (const level of mark.done ?? ROLLUP_LEVELS)
        await countAt(level, { ...mark, companyName: step.companyName }, mark.day, inc);
      return true;
    },

    /** The rows a query reads: per day (summed over what it selects) and per company. */
    async rowsFor(query: TAnalyticsQuery): Promise<{ days: TRow[]; companies: TRow[] }> {
      const fields = { ...FIGURE_FIELDS, day: 1, companyId: 1, companyName: 1, _id: 0 };
      if (query.combineId) {
        const rows = await ShareDay.find(Q.shareDays({ ...query, combineId: query.combineId }).filter)
          .select(fields)
          .lean<TRow[]>()
          .exec();
        return { days: rows, companies: rows };
      }
      if (query.companyId) {
        const rows = await CompanyDay.find(Q.companyDays(query).filter).select(fields).lean<TRow[]>().exec();
        return { days: rows, companies: rows };
      }
      const ranged = Boolean(query.from || query.to);
      const [days, companies] = await Promise.all([
        Day.find(Q.days(query).filter).select(fields).lean<TRow[]>().exec(),
        ranged
          ? // The most rows a query reads: whole months per company and month, the ends per day; raw.
            companyRowsIn(query)
          : Company.find(Q.topCompanies().filter)
              .sort(Q.topCompanies().sort)
              .limit(BY_COMPANY_LIMIT)
              .select({ ...FIGURE_FIELDS, companyName: 1 })
              .lean<(TRow & { _id: string })[]>()
              .exec()
              .then((rows) => rows.map((row) => ({ ...row, companyId: row._id }))),
      ]);
      return { days, companies };
    },

    /** Writes rollup rows whole (the scale seed, which computed them with the same steps). */
    async insertSeeded(rows: {
      marks: Record<string, unknown>[];
      days: Record<string, unknown>[];
      companyDays: Record<string, unknown>[];
      companyMonths: Record<string, unknown>[];
      shareDays: Record<string, unknown>[];
      companies: Record<string, unknown>[];
    }) {
      const insert = async (model: typeof Mark, docs: Record<string, unknown>[]) => {
        for (let start = 0; start < docs.length; start += 1000)
          await model.collection.insertMany(docs.slice(start, start + 1000) as never[], { ordered: false });
      };
      await insert(Mark, rows.marks);
      await insert(Day as unknown as typeof Mark, rows.days);
      await insert(CompanyDay as unknown as typeof Mark, rows.companyDays);
      await insert(CompanyMonth as unknown as typeof Mark, rows.companyMonths);
      await insert(ShareDay as unknown as typeof Mark, rows.shareDays);
      await insert(Company as unknown as typeof Mark, rows.companies);
    },
  };
};
export type TAnalyticsRepository = Awaited<ReturnType<typeof createAnalyticsRepository>>;
