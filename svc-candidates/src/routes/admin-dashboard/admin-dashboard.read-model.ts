import { DASHBOARD_RECENT_ITEMS } from '@gtm/contracts/admin-dashboard';
import type { TAdminDashboard } from '@gtm/contracts/admin-dashboard';
import type { TCandidateAccountsRepository } from '../candidate-accounts/candidate-accounts.repository.ts';
import type {
  TCandidateProfilesRepository,
  TRecentProfile,
} from '../candidate-profiles/candidate-profiles.repository.ts';
import type { TOnePagersRepository, TRecentOnePager } from '../one-pagers/one-pagers.repository.ts';
import { RECENT_KEPT, windowStartOf } from '../../dashboard-counters/dashboard-counters.repository.ts';
import type {
  TDashboardCounters,
  TDashboardCountersRecord,
  TRecentEntry,
  TRecentList,
} from '../../dashboard-counters/dashboard-counters.repository.ts';
import type { TDashboardRecount } from './admin-dashboard.recount.ts';

/** What the dashboard reads: its counters (recounted when missing) and the newest records by id. */
export type TAdminDashboardSources = {
  counters: Pick<TDashboardCounters, 'repairRecent' | 'flush'>;
  recount: Pick<TDashboardRecount, 'ensureCounted'>;
  profiles: Pick<TCandidateProfilesRepository, 'recent' | 'recentByIds'>;
  accounts: Pick<TCandidateAccountsRepository, 'contactsOf'>;
  onePagers: Pick<TOnePagersRepository, 'recent' | 'recentByIds'>;
};

type TRecentRecord = { _id: { toString(): string }; createdAt: Date };

/**
 * The admin dashboard, a read model over the dashboard's counters (issue 37): every figure is read from the one
 * counters document the writes keep (`dashboard-counters`), the "last 30 days" figures summed over its day counts
 * of the window (at most 30 small entries), and the newest candidates and one-pagers
 * are the ids kept there, read by id (with the accounts' names of the profiles). Nothing here scans a
 * collection, except a list of newest that lost a record (a deletion): read once with its indexed sort and
 * kept again. Read only: the owning repositories write the counters.
 */
export const createAdminDashboardReadModel = (sources: TAdminDashboardSources) => {
  const { counters, recount, profiles, accounts, onePagers } = sources;

  /**
   * The newest `DASHBOARD_RECENT_ITEMS` of a list: those kept, read by id, while the list is whole (not marked
   * stale, holding as many as there are up to what is shown, each still there); else the collection's newest,
   * which then replace the list.
   */
  const newest = async <T extends TRecentRecord>(
    list: TRecentList,
    record: TDashboardCountersRecord,
    total: number,
    read: { byIds: (ids: readonly string[]) => Promise<T[]>; recent: (limit: number) => Promise<T[]> },
  ): Promise<T[]> => {
    const seen: TRecentEntry[] = record.recent?.[list] ?? [];
    const ids = [...new Set(seen.map((entry) => entry.id))].slice(0, DASHBOARD_RECENT_ITEMS);
    if (!record.recentStale?.[list] && ids.length >= Math.min(DASHBOARD_RECENT_ITEMS, total)) {
      const found = new Map((await read.byIds(ids)).map((row) => [row._id.toString(), row]));
      if (found.size === ids.length) return ids.map((id) => found.get(id)!);
    }
    const fresh = await read.recent(RECENT_KEPT);
    await counters.repairRecent(
      list,
      seen,
      fresh.map((row) => ({ id: row._id.toString(), at: row.createdAt })),
    );
    return fresh.slice(0, DASHBOARD_RECENT_ITEMS);
  };

  /** The newest profiles, named by the profile's name or else the account's. */
  const recentCandidates = async (
    record: TDashboardCountersRecord,
  ): Promise<TAdminDashboard['recentCandidates']> => {
    const recent = await newest<TRecentProfile>('candidates', record, record.candidates?.total ?? 0, {
      byIds: profiles.recentByIds,
      recent: profiles.recent,
    });
    const names = await accounts.contactsOf(recent.map((profile) => profile.userId));
    return recent.map((profile) => ({
      id: profile._id.toString(),
      name: profile.name || names.get(profile.userId)?.name || 'Unnamed candidate',
      role: profile.role,
      status: profile.status,
      createdAt: profile.createdAt.toISOString(),
    }));
  };

  const recentOnePagers = async (
    record: TDashboardCountersRecord,
  ): Promise<TAdminDashboard['recentOnePagers']> => {
    const recent = await newest<TRecentOnePager>('onePagers', record, record.onePagers?.total ?? 0, {
      byIds: onePagers.recentByIds,
      recent: onePagers.recent,
    });
    return recent.map((onePager) => ({
      id: onePager._id.toString(),
      title: onePager.title,
      candidateName: onePager.candidateName,
      status: onePager.status || 'pending',
      createdAt: onePager.createdAt.toISOString(),
    }));
  };

  /** A counter as shown: never below zero (a count taken back before the recount that counted it). */
  const shown = (value: number | undefined) => Math.max(0, value ?? 0);

  return {
    /** Every figure of the dashboard, read at `now`. */
    async read(now = new Date()): Promise<TAdminDashboard> {
      // This process's opens not yet written are counted before it reads.
      await counters.flush();
      const record = await recount.ensureCounted();
      const start = windowStartOf(now);
      let candidatesInWindow = 0;
      let submissionsInWindow = 0;
      for (const [day, counts] of Object.entries(record.createdOn ?? {})) {
        if (day < start) continue;
        candidatesInWindow += counts.candidates ?? 0;
        submissionsInWindow += counts.contactSubmissions ?? 0;
      }
      const [candidates, onePagersShown] = await Promise.all([
        recentCandidates(record),
        recentOnePagers(record),
      ]);
      return {
        candidates: { total: shown(record.candidates?.total), active: shown(record.candidates?.active) },
        onePagers: { total: shown(record.onePagers?.total), active: shown(record.onePagers?.active) },
        talentCombines: {
          total: shown(record.talentCombines?.total),
          active: shown(record.talentCombines?.active),
        },
        contactSubmissions: {
          total: shown(record.contactSubmissions?.total),
          new: shown(record.contactSubmissions?.new),
        },
        analytics: {
          onePagerPdfDownloads: shown(record.onePagers?.pdfDownloads),
          onePagerViews: shown(record.onePagerViews),
          activeShares: shown(record.activeShares),
          candidatesLast30Days: shown(candidatesInWindow),
          contactSubmissionsLast30Days: shown(submissionsInWindow),
        },
        recentCandidates: candidates,
        recentOnePagers: onePagersShown,
      };
    },
  };
};
export type TAdminDashboardReadModel = ReturnType<typeof createAdminDashboardReadModel>;
