import type { Connection } from 'mongoose';
import { DASHBOARD_RECENT_ITEMS, DASHBOARD_WINDOW_DAYS } from '@gtm/contracts/admin-dashboard';
import { DASHBOARD_COUNTERS_ID, dashboardCountersModel } from './dashboard-counters.model.ts';
import type {
  TDashboardCountersRecord,
  TDayCount,
  TRecentEntry,
  TRecentList,
} from './dashboard-counters.model.ts';

export type { TDashboardCountersRecord, TRecentEntry, TRecentList } from './dashboard-counters.model.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many of the newest records each list keeps: more than the dashboard shows, so that a record pushed twice
 * (a recount's list and a creation's push crossing) still leaves enough distinct ones.
 */
export const RECENT_KEPT = DASHBOARD_RECENT_ITEMS * 2;

/** How long additions on a hot path wait to be written together ({@link TDashboardCounters} `addSoon`). */
export const DEFERRED_FLUSH_MS = 1000;

/** A UTC day as the counters name it (`YYYY-MM-DD`). */
export const dashboardDayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The first day of the dashboard's window at `now`: the {@link DASHBOARD_WINDOW_DAYS} UTC days ending today.
 * A day before it is never read again (the window only moves forward), so its count is neither kept nor written.
 */
export const windowStartOf = (now: Date) =>
  dashboardDayOf(new Date(now.getTime() - (DASHBOARD_WINDOW_DAYS - 1) * DAY_MS));

/** The counted kinds of records, each by the collection it is kept in. */
export type TCountedKind = 'candidate' | 'onePager' | 'talentCombine' | 'contactSubmission';

/** What the counters read of a record: its id, status, creation time and (a one-pager's) PDF downloads. */
export type TCountedRecord = {
  _id: { toString(): string };
  status?: string | null;
  createdAt: Date;
  pdfDownloads?: number | null;
};

/** The figures one record adds, by kind (dotted paths of the counters' document). */
const FIGURES_OF: Record<TCountedKind, (record: TCountedRecord) => Record<string, number>> = {
  candidate: (record) => ({
    'candidates.total': 1,
    'candidates.active': record.status === 'active' ? 1 : 0,
  }),
  onePager: (record) => ({
    'onePagers.total': 1,
    'onePagers.active': record.status === 'active' ? 1 : 0,
    'onePagers.pdfDownloads': record.pdfDownloads ?? 0,
  }),
  talentCombine: (record) => ({
    'talentCombines.total': 1,
    'talentCombines.active': record.status === 'active' ? 1 : 0,
  }),
  contactSubmission: (record) => ({
    'contactSubmissions.total': 1,
    'contactSubmissions.new': record.status === 'new' ? 1 : 0,
  }),
};
/** The kinds whose creations are counted per day, and those whose newest are kept. */
const DAY_COUNT_OF: Partial<Record<TCountedKind, TDayCount>> = {
  candidate: 'candidates',
  contactSubmission: 'contactSubmissions',
};
const RECENT_LIST_OF: Partial<Record<TCountedKind, TRecentList>> = {
  candidate: 'candidates',
  onePager: 'onePagers',
};

/** The figures a recount writes, counted from the collections. */
export type TDashboardCounted = {
  candidates: { total: number; active: number };
  onePagers: { total: number; active: number; pdfDownloads: number };
  talentCombines: { total: number; active: number };
  contactSubmissions: { total: number; new: number };
  onePagerViews: number;
  activeShares: number;
  createdOn: Record<string, Partial<Record<TDayCount, number>>>;
  recent: Record<TRecentList, TRecentEntry[]>;
};

const SORTED_NEWEST = { at: -1, id: -1 } as const;

/**
 * The only code that touches `admin_dashboard_counters`. Writers call it right after the one write that changes
 * a figure, with what that write answered (the record before and after it), so each figure moves by exactly what
 * the write changed: a write that changed nothing (a replayed event's, a lost race's) moves nothing. Every
 * change is one atomic update of the one document (upserted: a write before the first recount still counts).
 */
const createDashboardCounters = (connection: Connection) => {
  const Counters = dashboardCountersModel(connection);
  const collection = Counters.collection;
  const byId: Record<string, unknown> = { _id: DASHBOARD_COUNTERS_ID };
  // Its `_id` is a string: the driver's default schema types it an ObjectId.
  const filter = byId as never;

  const update = async (changes: Record<string, unknown>) => {
    await collection.updateOne(filter, changes, { upsert: true });
  };

  /** Adds to figures in one $inc (the ones that change), noting the update in `seq`. */
  const incFigures = async (figures: Record<string, number>) => {
    const changed = Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== 0));
    if (Object.keys(changed).length > 0) await update({ $inc: { ...changed, seq: 1 } });
  };

  // Opens counted later, in one $inc (see `addSoon`): what this process has not written yet.
  let pending: Record<string, number> = {};
  let flushTimer: NodeJS.Timeout | null = null;
  const flush = async () => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    const figures = pending;
    pending = {};
    try {
      await incFigures(figures);
    } catch (error) {
      // Kept for the next flush: nothing counted is dropped while the process lives.
      for (const [field, value] of Object.entries(figures)) pending[field] = (pending[field] ?? 0) + value;
      throw error;
    }
  };

  return {
    /**
     * Counts what one write did to a record of `kind`: `before` null is a creation, `after` null a deletion,
     * both an update (a status change, downloads). The cards' figures move by the difference, the day of its
     * creation by one (inside the window), and a creation joins the newest (kept sorted, cut at
     * {@link RECENT_KEPT}) in the same update; a deleted record leaves them in a second one that marks the list
     * to be read again (only when the list held it).
     */
    async counted(
      kind: TCountedKind,
      before: TCountedRecord | null,
      after: TCountedRecord | null,
      now = new Date(),
    ): Promise<void> {
      const inc: Record<string, number> = {};
      const add = (figures: Record<string, number>, sign: 1 | -1) => {
        for (const [path, value] of Object.entries(figures)) inc[path] = (inc[path] ?? 0) + sign * value;
      };
      if (after) add(FIGURES_OF[kind](after), 1);
      if (before) add(FIGURES_OF[kind](before), -1);
      const dayCount = DAY_COUNT_OF[kind];
      if (dayCount) {
        const start = windowStartOf(now);
        const dayOf = (record: TCountedRecord | null) => {
          const day = record ? dashboardDayOf(record.createdAt) : null;
          return day !== null && day >= start ? day : null;
        };
        const [createdDay, deletedDay] = [
          after && !before ? dayOf(after) : null,
          before && !after ? dayOf(before) : null,
        ];
        if (createdDay) add({ [`createdOn.${createdDay}.${dayCount}`]: 1 }, 1);
        if (deletedDay) add({ [`createdOn.${deletedDay}.${dayCount}`]: 1 }, -1);
      }
      const changed = Object.fromEntries(Object.entries(inc).filter(([, value]) => value !== 0));
      const list = RECENT_LIST_OF[kind];
      const created = list && after && !before ? after : null;
      if (Object.keys(changed).length > 0 || created) {
        await update({
          $inc: { ...changed, seq: 1 },
          ...(created && list
            ? {
                $push: {
                  [`recent.${list}`]: {
                    $each: [{ id: created._id.toString(), at: created.createdAt }],
                    $sort: SORTED_NEWEST,
                    $slice: RECENT_KEPT,
                  },
                },
              }
            : {}),
        });
      }
      if (list && before && !after) {
        const id = before._id.toString();
        await collection.updateOne(
          { ...byId, [`recent.${list}.id`]: id } as never,
          {
            $pull: { [`recent.${list}`]: { id } },
            $set: { [`recentStale.${list}`]: true },
            $inc: { seq: 1 },
          } as never,
        );
      }
    },

    /** Adds to figures no record's state gives (a PDF downloaded, a one-pager opened, a share made or withdrawn). */
    add: (figures: Partial<Record<'onePagers.pdfDownloads' | 'onePagerViews' | 'activeShares', number>>) =>
      incFigures(figures),

    /**
     * Adds to a figure on a hot path (a company opening a one-pager) without a round trip of its own: the
     * process sums such additions and writes them in one $inc within {@link DEFERRED_FLUSH_MS}, before its own
     * dashboard read, and when it closes. A crash loses at most that last second's opens, until the next recount.
     */
    addSoon(figures: Partial<Record<'onePagerViews', number>>) {
      for (const [field, value] of Object.entries(figures)) pending[field] = (pending[field] ?? 0) + value;
      if (flushTimer) return;
      flushTimer = setTimeout(() => {
        flushTimer = null;
        // A failed write keeps its additions for the next flush (the next open or dashboard read).
        flush().catch(() => undefined);
      }, DEFERRED_FLUSH_MS);
      flushTimer.unref();
    },

    /** Writes the additions `addSoon` still holds. */
    flush,

    /** The counters, or null when they were never counted (absent, or only partial figures of writes since). */
    async read(): Promise<TDashboardCountersRecord | null> {
      const record = (await collection.findOne(filter)) as TDashboardCountersRecord | null;
      return record?.countedAt ? record : null;
    },

    /** The counters' update count (creating the document when absent): a recount starts from it. */
    async seq(): Promise<number> {
      const record = (await collection.findOneAndUpdate(
        filter,
        { $setOnInsert: { seq: 0 } },
        { upsert: true, returnDocument: 'after' },
      )) as TDashboardCountersRecord | null;
      return record?.seq ?? 0;
    },

    /**
     * Rewrites every figure from a recount, when no update came since `seq` was read (null: whatever came):
     * whether it wrote them. Days before the window are dropped with the old `createdOn`.
     */
    async replace(counted: TDashboardCounted, seq: number | null, now = new Date()): Promise<boolean> {
      const result = await collection.updateOne({ ...byId, ...(seq === null ? {} : { seq }) } as never, {
        $set: {
          candidates: counted.candidates,
          onePagers: counted.onePagers,
          talentCombines: counted.talentCombines,
          contactSubmissions: counted.contactSubmissions,
          onePagerViews: counted.onePagerViews,
          activeShares: counted.activeShares,
          createdOn: counted.createdOn,
          recent: counted.recent,
          recentStale: { candidates: false, onePagers: false },
          countedAt: now,
        },
        $inc: { seq: 1 },
      });
      return result.matchedCount === 1;
    },

    /**
     * Replaces a list read from its collection (`fresh`, newest first), unless it changed since it was read as
     * `seen` (a creation or deletion came meanwhile: the next read tries again).
     */
    async repairRecent(list: TRecentList, seen: readonly TRecentEntry[], fresh: readonly TRecentEntry[]) {
      await collection.updateOne(
        { ...byId, [`recent.${list}`]: seen } as never,
        {
          $set: { [`recent.${list}`]: fresh.slice(0, RECENT_KEPT), [`recentStale.${list}`]: false },
        } as never,
      );
    },
  };
};
export type TDashboardCounters = ReturnType<typeof createDashboardCounters>;

const opened = new WeakMap<Connection, TDashboardCounters>();

/**
 * The dashboard's counters on a connection: each repository of a counted collection takes them from here, so
 * every writer of the collection (handlers, workers, seeds, tests) keeps them, with nothing to wire.
 */
export const dashboardCountersOn = (connection: Connection): TDashboardCounters => {
  let counters = opened.get(connection);
  if (!counters) {
    counters = createDashboardCounters(connection);
    opened.set(connection, counters);
  }
  return counters;
};
