import type { TCandidateProfilesRepository } from '../candidate-profiles/candidate-profiles.repository.ts';
import type { TContactSubmissionsRepository } from '../contact-submissions/contact-submissions.repository.ts';
import type { TCombineSharesRepository } from '../../employer-read-model/combine-shares.repository.ts';
import type { TOnePagerViewsRepository } from '../one-pager-views/one-pager-views.repository.ts';
import type { TOnePagersRepository } from '../one-pagers/one-pagers.repository.ts';
import type { TTalentCombinesRepository } from '../talent-combines/talent-combines.repository.ts';
import { RECENT_KEPT, windowStartOf } from '../../dashboard-counters/dashboard-counters.repository.ts';
import type {
  TDashboardCounted,
  TDashboardCounters,
  TDashboardCountersRecord,
} from '../../dashboard-counters/dashboard-counters.repository.ts';

/** The repositories a recount counts, each the only user of its collection. */
export type TDashboardRecountSources = {
  counters: Pick<TDashboardCounters, 'read' | 'seq' | 'replace'>;
  profiles: Pick<TCandidateProfilesRepository, 'count' | 'countByStatus' | 'createdPerDaySince' | 'recent'>;
  onePagers: Pick<TOnePagersRepository, 'count' | 'countByStatus' | 'pdfDownloadsTotal' | 'recent'>;
  talentCombines: Pick<TTalentCombinesRepository, 'count' | 'countByStatus'>;
  submissions: Pick<TContactSubmissionsRepository, 'count' | 'countByStatus' | 'createdPerDaySince'>;
  onePagerViews: Pick<TOnePagerViewsRepository, 'countViews'>;
  combineShares: Pick<TCombineSharesRepository, 'countLiveShares'>;
};

/**
 * How many times a recount counts again because a write moved the counters while it counted; the last try writes
 * what it counted whatever came meanwhile (the next recount settles that).
 */
const RECOUNT_TRIES = 3;

/**
 * The admin dashboard's recount: every figure counted from the collections (each a scan on the MongoDB stand-in:
 * seconds at the scale seed's size) and written over the counters, which the writes keep between recounts. It
 * repairs what a crash between a write and its count left wrong. Run when the counters are missing (a first
 * start, a new database), nightly by the `dashboard-recount` job, and by the scale seed after its bulk inserts.
 */
export const createDashboardRecount = (sources: TDashboardRecountSources) => {
  const { counters, profiles, onePagers, talentCombines, submissions, onePagerViews, combineShares } =
    sources;

  const countAll = async (now: Date): Promise<TDashboardCounted> => {
    const start = windowStartOf(now);
    const since = new Date(`${start}T00:00:00.000Z`);
    const [
      candidatesTotal,
      candidatesActive,
      candidateDays,
      recentCandidates,
      onePagersTotal,
      onePagersActive,
      pdfDownloads,
      recentOnePagers,
      combinesTotal,
      combinesActive,
      submissionsTotal,
      submissionsNew,
      submissionDays,
      views,
      shares,
    ] = await Promise.all([
      profiles.count(),
      profiles.countByStatus('active'),
      profiles.createdPerDaySince(since),
      profiles.recent(RECENT_KEPT),
      onePagers.count(),
      onePagers.countByStatus('active'),
      onePagers.pdfDownloadsTotal(),
      onePagers.recent(RECENT_KEPT),
      talentCombines.count(),
      talentCombines.countByStatus('active'),
      submissions.count(),
      submissions.countByStatus('new'),
      submissions.createdPerDaySince(since),
      onePagerViews.countViews(),
      combineShares.countLiveShares(),
    ]);
    const createdOn: TDashboardCounted['createdOn'] = {};
    for (const [day, count] of candidateDays) createdOn[day] = { ...createdOn[day], candidates: count };
    for (const [day, count] of submissionDays)
      createdOn[day] = { ...createdOn[day], contactSubmissions: count };
    const entries = (rows: { _id: { toString(): string }; createdAt: Date }[]) =>
      rows.map((row) => ({ id: row._id.toString(), at: row.createdAt }));
    return {
      candidates: { total: candidatesTotal, active: candidatesActive },
      onePagers: { total: onePagersTotal, active: onePagersActive, pdfDownloads },
      talentCombines: { total: combinesTotal, active: combinesActive },
      contactSubmissions: { total: submissionsTotal, new: submissionsNew },
      onePagerViews: views,
      activeShares: shares,
      createdOn,
      recent: { candidates: entries(recentCandidates), onePagers: entries(recentOnePagers) },
    };
  };

  let running: Promise<TDashboardCountersRecord> | undefined;

  /**
   * Counts every figure and writes them, unless a write moved the counters meanwhile (then it counts again, up
   * to {@link RECOUNT_TRIES}): the counters as written. One recount at a time per process.
   */
  const recount = (now = new Date()): Promise<TDashboardCountersRecord> =>
    (running ??= (async () => {
      for (let attempt = 1; ; attempt += 1) {
        const seq = await counters.seq();
        const counted = await countAll(now);
        if (await counters.replace(counted, attempt < RECOUNT_TRIES ? seq : null, now)) break;
      }
      const record = await counters.read();
      if (!record) throw new Error('the dashboard counters vanished after their recount');
      return record;
    })().finally(() => {
      running = undefined;
    }));

  return {
    recount,
    /** The counters, recounted first when they were never counted (a first start, a new database). */
    async ensureCounted(): Promise<TDashboardCountersRecord> {
      return (await counters.read()) ?? recount();
    },
  };
};
export type TDashboardRecount = ReturnType<typeof createDashboardRecount>;
