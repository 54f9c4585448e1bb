import type { Connection, PipelineStage } from 'mongoose';
import { NO_SORT, anyOf } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import {
  DEFERRED_FLUSH_MS,
  dashboardCountersOn,
} from '../../dashboard-counters/dashboard-counters.repository.ts';
import { ONE_PAGER_VIEWS_COLLECTION, onePagerViewSchema } from './one-pager-views.model.ts';
import type { TOnePagerViewRecord } from './one-pager-views.model.ts';

/**
 * Every query of the one-pager views, the lookup's included (one-pager-views.indexes.test.ts checks each against
 * the declared indexes).
 */
export const onePagerViewQueries = {
  allOfCompany: (companyId: string): TQueryShape => ({ filter: { companyId }, sort: NO_SORT }),
  ofCompany: (companyId: string, onePagerIds: readonly string[]): TQueryShape => ({
    filter: { companyId, onePagerId: anyOf(onePagerIds) },
    sort: NO_SORT,
  }),
  ofShare: (shareId: string, onePagerIds: readonly string[]): TQueryShape => ({
    filter: { shareId, onePagerId: anyOf(onePagerIds) },
    sort: NO_SORT,
  }),
  /** The counter an open adds to. */
  counter: (shareId: string, onePagerId: string): TQueryShape => ({
    filter: { shareId, onePagerId, views: { $exists: true } },
    sort: NO_SORT,
  }),
  ofCandidate: (candidateUserId: string): TQueryShape => ({ filter: { candidateUserId }, sort: NO_SORT }),
} as const;

const Q = onePagerViewQueries;

/** How many opens a stored row counts: its counter, or one (a record of one open, from before the counters). */
const OPENS = { $ifNull: ['$views', 1] };

/**
 * A `$lookup` stage that reads which one-pagers (of these; null: of all) a company opened at least once into
 * `as` (rows `{ _id: onePagerId }`), for another collection's aggregate to join them in the same command.
 */
export const viewedLookup = (
  companyId: string,
  onePagerIds: readonly string[] | null,
  as: string,
): PipelineStage.Lookup => ({
  $lookup: {
    from: ONE_PAGER_VIEWS_COLLECTION,
    pipeline: [
      { $match: (onePagerIds ? Q.ofCompany(companyId, onePagerIds) : Q.allOfCompany(companyId)).filter },
      { $group: { _id: '$onePagerId' } },
    ],
    as,
  },
});

/** An open to record: who opened which one-pager through which share, and when. */
export type TOnePagerOpen = Omit<TOnePagerViewRecord, '_id' | 'views' | 'lastViewedAt'>;

/** The opens of one share's one-pager this process holds for its next write ({@link DEFERRED_FLUSH_MS}). */
type TPendingOpens = {
  open: TOnePagerOpen;
  views: number;
  firstAt: Date;
  lastAt: Date;
};

/** One open, as held. */
const oneOpen = (open: TOnePagerOpen): TPendingOpens => ({
  open,
  views: 1,
  firstAt: open.viewedAt,
  lastAt: open.viewedAt,
});

/** The opens of two holds of one counter together: the latest open names who opened it last. */
const merged = (a: TPendingOpens, b: TPendingOpens): TPendingOpens => ({
  open: b.lastAt >= a.lastAt ? b.open : a.open,
  views: a.views + b.views,
  firstAt: a.firstAt <= b.firstAt ? a.firstAt : b.firstAt,
  lastAt: a.lastAt >= b.lastAt ? a.lastAt : b.lastAt,
});

/** One counter's update: `views` more opens, between `firstAt` and `lastAt`, the last by `open.clientUserId`. */
const counterUpdate = ({ open, views, firstAt, lastAt }: TPendingOpens) => ({
  filter: Q.counter(open.shareId, open.onePagerId).filter,
  update: {
    $inc: { views },
    $min: { viewedAt: firstAt },
    $max: { lastViewedAt: lastAt },
    $set: { clientUserId: open.clientUserId },
    $setOnInsert: { companyId: open.companyId, candidateUserId: open.candidateUserId },
  },
});

/** A counter's key in this process: its share and one-pager. */
const counterKey = (open: TOnePagerOpen) => `${open.shareId}:${open.onePagerId}`;

/** How many counters a process remembers writing (then it forgets them all and writes each once again). */
const KNOWN_COUNTERS_MAX = 10_000;

/** The flush of each views repository opened on a connection: its close writes the opens they hold. */
const heldOn = new WeakMap<Connection, Set<() => Promise<void>>>();

/** Writes the opens every views repository on `connection` holds (`recordViewSoon`): before it closes. */
export const flushHeldViewsOn = async (connection: Connection): Promise<void> => {
  await Promise.all([...(heldOn.get(connection) ?? [])].map((flush) => flush()));
};

/**
 * The only code that touches the one-pager views (`one_pager_views`). Each open counted moves the admin
 * dashboard's count of views within a second (with the other opens of that second), each row forgotten right
 * after its deletion. An open that changes no mark (`recordViewSoon`: the company's repeat open of a candidate)
 * is written with the other opens of its second, in one command, off the company's request path; every count
 * this process reads writes those first.
 */
export const createOnePagerViewsRepository = async (connection: Connection) => {
  const OnePagerView = connection.model('OnePagerView', onePagerViewSchema);
  const counters = dashboardCountersOn(connection);
  await OnePagerView.init();

  // Opens held for the next write, by share and one-pager (see `recordViewSoon`), and the counters this process
  // wrote (which only an erasure deletes).
  let pending = new Map<string, TPendingOpens>();
  const known = new Set<string>();
  let flushTimer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  /**
   * Writes the opens held: one update per counter, in one bulk write, never creating one (a counter deleted
   * meanwhile, its candidate erased, is not written back). A failed write keeps them for the next flush (the next
   * open or count): nothing is dropped while the process lives.
   */
  const writePending = async () => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    if (pending.size === 0) return;
    const held = pending;
    pending = new Map();
    try {
      await OnePagerView.bulkWrite(
        [...held.values()].map((row) => ({ updateOne: counterUpdate(row) })),
        { ordered: false },
      );
    } catch (error) {
      for (const [key, row] of held) {
        const later = pending.get(key);
        pending.set(key, later ? merged(row, later) : row);
      }
      throw error;
    }
  };
  /** One flush at a time: a count waits for the write under way, then writes what came since. */
  const flush = () => {
    flushing = flushing.catch(() => undefined).then(writePending);
    return flushing;
  };

  const flushes = heldOn.get(connection) ?? new Set();
  flushes.add(flush);
  heldOn.set(connection, flushes);

  const totalOf = async (filter: Record<string, unknown>): Promise<number> => {
    await flush();
    const [row] = await OnePagerView.aggregate<{ total: number }>([
      { $match: filter },
      { $group: { _id: null, total: { $sum: OPENS } } },
    ]).exec();
    return row?.total ?? 0;
  };

  return {
    /** Counts one open of the one-pager through the share (one atomic update of its counter, made if absent). */
    async recordView(view: TOnePagerOpen): Promise<void> {
      const { filter, update } = counterUpdate(oneOpen(view));
      await OnePagerView.updateOne(filter, update, { upsert: true }).exec();
      if (known.size >= KNOWN_COUNTERS_MAX) known.clear();
      known.add(counterKey(view));
      // Off the company's request path: counted with the other opens of the next second, in one write.
      counters.addSoon({ onePagerViews: 1 });
    },

    /**
     * Counts one open later, when this process wrote its counter before (else false: `recordView` it): held and
     * written with the other opens of the next second (one update per counter, in one command). For an open that
     * changes nothing a screen marks (the company opened this candidate before), so the read answers without a
     * write of its own. Every count this process reads, and its close, write the held opens first; the
     * dashboard's count takes the open as `recordView`'s does. A crash loses at most that second's opens.
     */
    recordViewSoon(view: TOnePagerOpen): boolean {
      const key = counterKey(view);
      if (!known.has(key)) return false;
      const held = pending.get(key);
      pending.set(key, held ? merged(held, oneOpen(view)) : oneOpen(view));
      counters.addSoon({ onePagerViews: 1 });
      if (flushTimer) return true;
      flushTimer = setTimeout(() => {
        flushTimer = null;
        // A failed write keeps its opens for the next flush.
        flush().catch(() => undefined);
      }, DEFERRED_FLUSH_MS);
      flushTimer.unref();
      return true;
    },

    /** Writes the opens `recordViewSoon` still holds. */
    flush,

    /** How many times the share's company opened each of these one-pagers through the share. */
    async viewCountsOfShare(shareId: string, onePagerIds: readonly string[]): Promise<Map<string, number>> {
      if (onePagerIds.length === 0) return new Map();
      await flush();
      const counts = await OnePagerView.aggregate<{ _id: string; count: number }>([
        { $match: Q.ofShare(shareId, onePagerIds).filter },
        { $group: { _id: '$onePagerId', count: { $sum: OPENS } } },
      ]).exec();
      return new Map(counts.map(({ _id, count }) => [_id, count]));
    },

    /** How many times companies opened the candidate's one-pagers. */
    countViewsOfCandidate: (candidateUserId: string) => totalOf(Q.ofCandidate(candidateUserId).filter),

    /** How many times one-pagers were opened, all told (the admin dashboard). */
    countViews: () => totalOf({}),

    /**
     * Forgets a deleted candidate's views: how many rows there were. Row by row, each deletion answering the opens
     * it held, which the dashboard's count takes back (a replay finds nothing to take).
     */
    async forgetCandidate(candidateUserId: string): Promise<number> {
      await flush();
      const rows = await OnePagerView.find(Q.ofCandidate(candidateUserId).filter)
        .select({ _id: 1 })
        .lean()
        .exec();
      let deleted = 0;
      for (const row of rows) {
        const record = await OnePagerView.findOneAndDelete({ _id: row._id })
          .select({ views: 1 })
          .lean<{ views?: number | null }>()
          .exec();
        if (!record) continue;
        await counters.add({ onePagerViews: -(record.views ?? 1) });
        deleted += 1;
      }
      return deleted;
    },
  };
};
export type TOnePagerViewsRepository = Awaited<ReturnType<typeof createOnePagerViewsRepository>>;
