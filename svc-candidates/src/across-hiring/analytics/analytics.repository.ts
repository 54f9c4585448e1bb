import type { Connection } from 'mongoose';
import { NO_SORT } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import type { TAnalyticsQuery } from '@gtm/contracts/analytics';
import {
  BY_COMPANY_LIMIT,
  COMPANY_FIGURES,
  dayOf,
  keepsDayBreakdown,
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
  /** The companies' rows of days whose row keeps no whole breakdown (written before it was kept). */
  companyDaysOn: (days: readonly string[]): TShape => ({ filter: { day: { $in: days } }, sort: NO_SORT }),
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
/**
 * A company's rows summed in the database, one row out per company (an absent figure sums as 0), named as its
 * first row is: `byCompany` needs no more.
 */
const perCompany = (filter: object) => [
  { $match: filter },
  {
    $group: {
      _id: '$companyId',
      companyName: { $first: '$companyName' },
      ...Object.fromEntries(COMPANY_FIGURES.map((field) => [field, { $sum: `$${field}` }])),
    },
  },
];

type TCompanyFigures = Partial<Record<(typeof COMPANY_FIGURES)[number], number>> & { companyName?: string };
type TDayWithCompanies = Partial<TRollupFigures> & {
  day: string;
  companies?: Record<string, TCompanyFigures>;
};

/** Whether a day row's companies add up to its own figures (a row from before they were kept does not). */
const breakdownIsWhole = (row: TDayWithCompanies) =>
  COMPANY_FIGURES.every(
    (field) =>
      Object.values(row.companies ?? {}).reduce((sum, company) => sum + (company[field] ?? 0), 0) ===
      (row[field] ?? 0),
  );

type TRow = Partial<TRollupFigures> & { day: string; companyId?: string; companyName?: string };
/** A company's figures over some days (a row per company and day, month or range). */
type TCompanyRow = Partial<TRollupFigures> & { companyId?: string; companyName?: string };

/** The only code that writes and reads the analytics' rollups. */
export const createAnalyticsRepository = async (connection: Connection) => {
  const models = analyticsModels(connection);
  const { Mark, Day, CompanyDay, CompanyMonth, ShareDay, Company } = models;
  await Promise.all(Object.values(models).map((model) => model.init()));

  /** The `_id`, filter and update of one level's rollup row of a day, share and company. */
  const rollupWrite = (
    level: TRollupLevel,
    scope: Pick<TStep, 'shareId' | 'combineId' | 'companyId' | 'companyName'>,
    day: string,
    inc: Partial<Record<keyof TRollupFigures, number>>,
  ) => {
    const name = { companyName: scope.companyName };
    switch (level) {
      case 'day': {
        // The company's share of the day, in the same update (see keepsDayBreakdown).
        const company = keepsDayBreakdown(scope.companyId) ? `companies.${scope.companyId}` : null;
        return {
          _id: day,
          update: {
            $inc: {
              ...inc,
              ...(company &&
                Object.fromEntries(
                  COMPANY_FIGURES.filter((field) => inc[field] !== undefined).map((field) => [
                    `${company}.${field}`,
                    inc[field],
                  ]),
                )),
            },
            ...(company && { $set: { [`${company}.companyName`]: scope.companyName } }),
            $setOnInsert: { day },
          },
        };
      }
      case 'companyDay':
        return {
          _id: `${scope.companyId}|${day}`,
          update: { $inc: inc, $set: name, $setOnInsert: { day, companyId: scope.companyId } },
        };
      case 'companyMonth':
        return {
          _id: `${scope.companyId}|${monthOf(day)}`,
          update: {
            $inc: inc,
            $set: name,
            $setOnInsert: { month: monthOf(day), companyId: scope.companyId },
          },
        };
      case 'shareDay':
        return {
          _id: `${scope.shareId}|${day}`,
          update: {
            $inc: inc,
            $set: name,
            $setOnInsert: {
              day,
              shareId: scope.shareId,
              combineId: scope.combineId,
              companyId: scope.companyId,
            },
          },
        };
      case 'company':
        return { _id: scope.companyId, update: { $inc: inc, $set: name } };
    }
  };
  const ROLLUP_MODELS = {
    day: Day,
    companyDay: CompanyDay,
    companyMonth: CompanyMonth,
    shareDay: ShareDay,
    company: Company,
  };

  /**
   * Adds each row's increments to one level's rollups in one ordered bulk write (its rows upserted). When a
   * concurrent first write of a row won its insert, the writes from that row on are sent again once (those
   * before it were applied).
   */
  const countAt = async (level: TRollupLevel, rows: readonly { _id: string; update: object }[]) => {
    const model = ROLLUP_MODELS[level] as unknown as typeof Day;
    const writes = rows.map(({ _id, update }) => ({ updateOne: { filter: { _id }, update, upsert: true } }));
    try {
      await model.bulkWrite(writes, { ordered: true });
    } catch (error) {
      const failed = (
        error as { writeErrors?: { index: number; code?: number }[] | { index: number; code?: number } }
      ).writeErrors;
      const first = Array.isArray(failed) ? failed[0] : failed;
      if (!isDuplicateKey(error) && first?.code !== DUPLICATE_KEY) throw error;
      await model.bulkWrite(writes.slice(first?.index ?? 0), { ordered: true });
    }
  };

  /**
   * The companies' figures of a range: over its whole months from the month rows, summed per company in the
   * database; over the days at its ends from those days' rows (one read: an `$or` of their ranges), or, for a
   * day whose row keeps no whole breakdown, from its company rows.
   */
  const companyRowsIn = async (range: { from?: string; to?: string }): Promise<TCompanyRow[]> => {
    const split = splitRange(range.from, range.to);
    const endFilters = split.days.map((days) => Q.days(days).filter);
    const [ends, months] = await Promise.all([
      endFilters.length > 0
        ? Day.find(endFilters.length === 1 ? endFilters[0]! : { $or: endFilters })
            .select({ ...FIGURE_FIELDS, day: 1, companies: 1, _id: 0 })
            .lean<TDayWithCompanies[]>()
            .exec()
        : [],
      split.months
        ? CompanyMonth.aggregate<TCompanyRow & { _id: string }>(
            perCompany(Q.companyMonths(split.months).filter),
          ).exec()
        : [],
    ]);
    const rows: TCompanyRow[] = months.map(({ _id, ...row }) => ({ ...row, companyId: _id }));
    const older: string[] = [];
    for (const day of ends) {
      if (!breakdownIsWhole(day)) older.push(day.day);
      else
        for (const [companyId, figures] of Object.entries(day.companies ?? {}))
          rows.push({ ...figures, companyId });
    }
    if (older.length > 0) {
      const companyDays = await CompanyDay.aggregate<TCompanyRow & { _id: string }>(
        perCompany(Q.companyDaysOn(older).filter),
      ).exec();
      rows.push(...companyDays.map(({ _id, ...row }) => ({ ...row, companyId: _id })));
    }
    return rows;
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
     * Applies one event's steps. Its `add`s set their marks in one insert (a mark set before, by this event or an
     * earlier one, counts nothing again) and are counted on their day at each level: each level in one bulk write
     * of every mark's increments, the levels side by side, each followed by noting that level on those marks, so
     * a retry after a failure part-way counts only the levels still missing. A `remove` takes its mark back from
     * the levels it was counted at, on its day. Answers how many marks it counted or took back.
     */
    async applyAll(steps: readonly TStep[]): Promise<number> {
      let changed = 0;
      const adds = steps.filter((step) => step.op === 'add');
      if (adds.length > 0) {
        const marks = adds.map((step) => ({
          _id: markIdOf(step),
          day: dayOf(step.at),
          shareId: step.shareId,
          combineId: step.combineId,
          companyId: step.companyId,
          companyName: step.companyName,
          firstViewMs: step.firstViewMs ?? null,
          done: [] as TRollupLevel[],
          stage: step.stage,
        }));
        const inserted = new Set<string>();
        try {
          const result = await Mark.collection.insertMany(
            marks.map(({ stage: _stage, ...mark }) => mark) as never[],
            { ordered: false },
          );
          for (const id of Object.values(result.insertedIds)) inserted.add(String(id));
        } catch (error) {
          const result = (error as { insertedIds?: Record<number, unknown>; writeErrors?: unknown[] }) ?? {};
          const failures = (
            Array.isArray(result.writeErrors) ? result.writeErrors : [result.writeErrors]
          ).filter(Boolean) as { code?: number; err?: { code?: number } }[];
          if (
            failures.length === 0 ||
            failures.some((failure) => (failure.code ?? failure.err?.code) !== DUPLICATE_KEY)
          )
            throw error;
          for (const id of Object.values(result.insertedIds ?? {})) inserted.add(String(id));
        }
        // The marks set before: those an earlier try left part-way still owe the levels not noted on them.
        const earlier = marks.filter((mark) => !inserted.has(mark._id));
        const owing = new Map<string, TMark>();
        if (earlier.length > 0) {
          const stored = await Mark.find({ _id: { $in: earlier.map((mark) => mark._id) } })
            .lean<(TMark & { _id: string })[]>()
            .exec();
          for (const mark of stored) {
            if (!ROLLUP_LEVELS.every((level) => mark.done?.includes(level))) owing.set(mark._id, mark);
          }
        }
        const counted = [
          ...marks.filter((mark) => inserted.has(mark._id)),
          ...marks
            .filter((mark) => owing.has(mark._id))
            .map((mark) => ({ ...mark, ...owing.get(mark._id)!, stage: mark.stage })),
        ];
        await Promise.all(
          ROLLUP_LEVELS.map(async (level) => {
            const due = counted.filter((mark) => !(mark.done ?? []).includes(level));
            if (due.length === 0) return;
            // One write per rollup row the marks fall in and company (an event's marks share a day, share and
            // company; a day's row keeps each company's share of it).
            const rows = new Map<
              string,
              { scope: (typeof due)[number]; day: string; inc: Partial<TRollupFigures> }
            >();
            for (const mark of due) {
              const inc = incrementsOf({
                op: 'add',
                stage: mark.stage,
                ...(mark.firstViewMs !== null ? { firstViewMs: mark.firstViewMs } : {}),
              });
              const key = `${rollupWrite(level, mark, mark.day, {})._id}|${mark.companyId}`;
              const row = rows.get(key) ?? { scope: mark, day: mark.day, inc: {} };
              for (const [field, value] of Object.entries(inc) as [keyof TRollupFigures, number][])
                row.inc[field] = (row.inc[field] ?? 0) + value;
              rows.set(key, row);
            }
            await countAt(
              level,
              [...rows.values()].map((row) => rollupWrite(level, row.scope, row.day, row.inc)),
            );
            await Mark.updateMany(
              { _id: { $in: due.map((mark) => mark._id) } },
              { $addToSet: { done: level } },
            ).exec();
          }),
        );
        changed += counted.length;
      }
      for (const step of steps.filter((item) => item.op === 'remove')) {
        const mark = await Mark.findOneAndDelete({ _id: markIdOf(step) })
          .lean<TMark>()
          .exec();
        if (!mark) continue;
        const inc = incrementsOf({
          ...step,
          ...(mark.firstViewMs !== null ? { firstViewMs: mark.firstViewMs } : {}),
        });
        for (const level of mark.done ?? ROLLUP_LEVELS)
          await countAt(level, [
            rollupWrite(level, { ...mark, companyName: step.companyName }, mark.day, inc),
          ]);
        changed += 1;
      }
      return changed;
    },

    /** The rows a query reads: per day (summed over what it selects) and per company. */
    async rowsFor(query: TAnalyticsQuery): Promise<{ days: TRow[]; companies: TCompanyRow[] }> {
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
