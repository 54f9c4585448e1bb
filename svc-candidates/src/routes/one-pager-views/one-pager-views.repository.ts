import type { Connection, PipelineStage } from 'mongoose';
import { NO_SORT, anyOf } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { dashboardCountersOn } from '../../dashboard-counters/dashboard-counters.repository.ts';
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

/**
 * The only code that touches the one-pager views (`one_pager_views`). Each open counted moves the admin
 * dashboard's count of views within a second (with the other opens of that second), each row forgotten right
 * after its deletion.
 */
export const createOnePagerViewsRepository = async (connection: Connection) => {
  const OnePagerView = connection.model('OnePagerView', onePagerViewSchema);
  const counters = dashboardCountersOn(connection);
  await OnePagerView.init();

  const totalOf = async (filter: Record<string, unknown>): Promise<number> => {
    const [row] = await OnePagerView.aggregate<{ total: number }>([
      { $match: filter },
      { $group: { _id: null, total: { $sum: OPENS } } },
    ]).exec();
    return row?.total ?? 0;
  };

  return {
    /** Counts one open of the one-pager through the share (one atomic update of its counter). */
    async recordView(view: Omit<TOnePagerViewRecord, '_id' | 'views' | 'lastViewedAt'>): Promise<void> {
      await OnePagerView.updateOne(
        Q.counter(view.shareId, view.onePagerId).filter,
        {
          $inc: { views: 1 },
          $min: { viewedAt: view.viewedAt },
          $max: { lastViewedAt: view.viewedAt },
          $set: { clientUserId: view.clientUserId },
          $setOnInsert: { companyId: view.companyId, candidateUserId: view.candidateUserId },
        },
        { upsert: true },
      ).exec();
      // Off the company's request path: counted with the other opens of the next second, in one write.
      counters.addSoon({ onePagerViews: 1 });
    },

    /** How many times the share's company opened each of these one-pagers through the share. */
    async viewCountsOfShare(shareId: string, onePagerIds: readonly string[]): Promise<Map<string, number>> {
      if (onePagerIds.length === 0) return new Map();
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
