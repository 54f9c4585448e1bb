import { DASHBOARD_RECENT_ITEMS, DASHBOARD_WINDOW_DAYS } from '@gtm/contracts/admin-dashboard';
import type { TAdminDashboard } from '@gtm/contracts/admin-dashboard';
import type { TCandidateAccountsRepository } from '../candidate-accounts/candidate-accounts.repository.ts';
import type { TCandidateProfilesRepository } from '../candidate-profiles/candidate-profiles.repository.ts';
import type { TContactSubmissionsRepository } from '../contact-submissions/contact-submissions.repository.ts';
import type { TCombineSharesRepository } from '../../employer-read-model/combine-shares.repository.ts';
import type { TOnePagerViewsRepository } from '../one-pager-views/one-pager-views.repository.ts';
import type { TOnePagersRepository } from '../one-pagers/one-pagers.repository.ts';
import type { TTalentCombinesRepository } from '../talent-combines/talent-combines.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The repositories the dashboard reads, each the only user of its collection. */
export type TAdminDashboardSources = {
  profiles: Pick<
    TCandidateProfilesRepository,
    'estimatedCount' | 'countByStatus' | 'countCreatedSince' | 'recent'
  >;
  accounts: Pick<TCandidateAccountsRepository, 'contactsOf'>;
  onePagers: Pick<TOnePagersRepository, 'estimatedCount' | 'countByStatus' | 'pdfDownloadsTotal' | 'recent'>;
  talentCombines: Pick<TTalentCombinesRepository, 'estimatedCount' | 'countByStatus'>;
  submissions: Pick<TContactSubmissionsRepository, 'estimatedCount' | 'countByStatus' | 'countCreatedSince'>;
  onePagerViews: Pick<TOnePagerViewsRepository, 'countViews'>;
  combineShares: Pick<TCombineSharesRepository, 'countLiveShares'>;
};

/**
 * The admin dashboard, a read model over svc-candidates' collections through their repositories: counts on
 * indexed fields (each repository's queries are checked against its indexes beside its model), the newest
 * candidates and one-pagers, the sum of one-pager PDF downloads, clients' one-pager views and the live shares
 * of combines. Read only: the owning modules write. Every read runs at once, the accounts' names of the newest
 * profiles after them.
 */
export const createAdminDashboardReadModel = (sources: TAdminDashboardSources) => {
  const { profiles, accounts, onePagers, talentCombines, submissions, onePagerViews, combineShares } =
    sources;

  /** The newest profiles, named by the profile's name or else the account's. */
  const recentCandidates = async (): Promise<TAdminDashboard['recentCandidates']> => {
    const recent = await profiles.recent(DASHBOARD_RECENT_ITEMS);
    const names = await accounts.contactsOf(recent.map((profile) => profile.userId));
    return recent.map((profile) => ({
      id: profile._id.toString(),
      name: profile.name || names.get(profile.userId)?.name || 'Unnamed candidate',
      role: profile.role,
      status: profile.status,
      createdAt: profile.createdAt.toISOString(),
    }));
  };

  return {
    /** Every figure of the dashboard, read at `now`. */
    async read(now = new Date()): Promise<TAdminDashboard> {
      const since = new Date(now.getTime() - DASHBOARD_WINDOW_DAYS * DAY_MS);
      const [
        candidatesTotal,
        candidatesActive,
        candidatesInWindow,
        onePagersTotal,
        onePagersActive,
        talentCombinesTotal,
        talentCombinesActive,
        submissionsTotal,
        submissionsNew,
        submissionsInWindow,
        downloads,
        views,
        activeShares,
        candidates,
        recentOnePagers,
      ] = await Promise.all([
        profiles.estimatedCount(),
        profiles.countByStatus('active'),
        profiles.countCreatedSince(since),
        onePagers.estimatedCount(),
        onePagers.countByStatus('active'),
        talentCombines.estimatedCount(),
        talentCombines.countByStatus('active'),
        submissions.estimatedCount(),
        submissions.countByStatus('new'),
        submissions.countCreatedSince(since),
        onePagers.pdfDownloadsTotal(),
        onePagerViews.countViews(),
        combineShares.countLiveShares(),
        recentCandidates(),
        onePagers.recent(DASHBOARD_RECENT_ITEMS),
      ]);
      return {
        candidates: { total: candidatesTotal, active: candidatesActive },
        onePagers: { total: onePagersTotal, active: onePagersActive },
        talentCombines: { total: talentCombinesTotal, active: talentCombinesActive },
        contactSubmissions: { total: submissionsTotal, new: submissionsNew },
        analytics: {
          onePagerPdfDownloads: downloads,
          onePagerViews: views,
          activeShares,
          candidatesLast30Days: candidatesInWindow,
          contactSubmissionsLast30Days: submissionsInWindow,
        },
        recentCandidates: candidates,
        recentOnePagers: recentOnePagers.map((onePager) => ({
          id: onePager._id.toString(),
          title: onePager.title,
          candidateName: onePager.candidateName,
          status: onePager.status || 'pending',
          createdAt: onePager.createdAt.toISOString(),
        })),
      };
    },
  };
};
export type TAdminDashboardReadModel = ReturnType<typeof createAdminDashboardReadModel>;
