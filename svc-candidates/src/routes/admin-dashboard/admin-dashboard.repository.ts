import type { Connection } from 'mongoose';
import { DASHBOARD_RECENT_ITEMS, DASHBOARD_WINDOW_DAYS } from '@gtm/contracts/admin-dashboard';
import type { TAdminDashboard } from '@gtm/contracts/admin-dashboard';
import { CANDIDATE_STATUSES } from '@gtm/contracts/candidate-profile';
import { CONTACT_SUBMISSION_STATUSES } from '@gtm/contracts/contact-submissions';
import { candidateAccountModel } from '../candidate-accounts/candidate-accounts.model.ts';
import type { TCandidateAccountRecord } from '../candidate-accounts/candidate-accounts.model.ts';
import { candidateProfileModel } from '../candidate-profiles/candidate-profiles.model.ts';
import type { TCandidateProfileRecord } from '../candidate-profiles/candidate-profiles.model.ts';
import { contactSubmissionModel } from '../contact-submissions/contact-submissions.model.ts';
import { employerModels } from '../employer/employer.model.ts';
import { onePagerModel } from '../one-pagers/one-pagers.model.ts';
import type { TOnePagerRecord } from '../one-pagers/one-pagers.model.ts';
import { talentCombineModel } from '../talent-combines/talent-combines.model.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The queries of the dashboard, by collection: each filter and sort is served by a declared index (see
 * admin-dashboard.indexes.test.ts). A status `$in` every status turns "any status since a date" and "newest
 * first" into a scan of the `{ status, createdAt }` index rather than of the collection.
 */
export const dashboardQueries = (since: Date) => {
  const anyCandidateStatus = { $in: [...CANDIDATE_STATUSES] };
  const newestFirst = { createdAt: -1 as const };
  return {
    candidateProfiles: {
      active: { filter: { status: 'active' as const }, sort: {} },
      recent: { filter: { status: anyCandidateStatus }, sort: newestFirst },
      sinceWindow: { filter: { status: anyCandidateStatus, createdAt: { $gte: since } }, sort: {} },
    },
    onePagers: {
      active: { filter: { status: 'active' }, sort: {} },
      recent: { filter: {}, sort: newestFirst },
    },
    talentCombines: {
      active: { filter: { status: 'active' as const }, sort: {} },
    },
    combineShares: {
      active: { filter: { withdrawnAt: null }, sort: {} },
    },
    contactSubmissions: {
      new: { filter: { status: 'new' as const }, sort: {} },
      sinceWindow: {
        filter: { status: { $in: [...CONTACT_SUBMISSION_STATUSES] }, createdAt: { $gte: since } },
        sort: {},
      },
    },
  };
};

/**
 * The admin dashboard's reads over svc-candidates' collections: counts on indexed fields, the newest
 * candidates and one-pagers, the sum of one-pager PDF downloads, clients' one-pager views and the live shares
 * of combines. Read only: the owning modules write.
 */
export const createAdminDashboardRepository = (connection: Connection) => {
  const CandidateProfile = candidateProfileModel(connection);
  const CandidateAccount = candidateAccountModel(connection);
  const OnePager = onePagerModel(connection);
  const TalentCombine = talentCombineModel(connection);
  const ContactSubmission = contactSubmissionModel(connection);
  const { CombineShare, OnePagerView } = employerModels(connection);

  /** The newest profiles, named by the profile's name or else the account's. */
  const recentCandidates = async (
    query: ReturnType<typeof dashboardQueries>['candidateProfiles']['recent'],
  ): Promise<TAdminDashboard['recentCandidates']> => {
    const profiles = await CandidateProfile.find(query.filter, {
      userId: 1,
      name: 1,
      role: 1,
      status: 1,
      createdAt: 1,
    })
      .sort(query.sort)
      .limit(DASHBOARD_RECENT_ITEMS)
      .lean<Pick<TCandidateProfileRecord, '_id' | 'userId' | 'name' | 'role' | 'status' | 'createdAt'>[]>()
      .exec();
    const accounts = await CandidateAccount.find(
      { _id: { $in: profiles.map((profile) => profile.userId) } },
      { name: 1 },
    )
      .lean<Pick<TCandidateAccountRecord, '_id' | 'name'>[]>()
      .exec();
    const names = new Map(accounts.map((account) => [account._id, account.name]));
    return profiles.map((profile) => ({
      id: profile._id.toString(),
      name: profile.name || names.get(profile.userId) || 'Unnamed candidate',
      role: profile.role,
      status: profile.status,
      createdAt: profile.createdAt.toISOString(),
    }));
  };

  /** The sum of every one-pager's `pdfDownloads` (a one-pager without the field has none). */
  const pdfDownloads = async () => {
    const [sum] = await OnePager.aggregate<{ total: number }>([
      { $group: { _id: null, total: { $sum: { $ifNull: ['$pdfDownloads', 0] } } } },
    ]).exec();
    return sum?.total ?? 0;
  };

  return {
    /** Every figure of the dashboard, read at `now`. */
    async read(now = new Date()): Promise<TAdminDashboard> {
      const queries = dashboardQueries(new Date(now.getTime() - DASHBOARD_WINDOW_DAYS * DAY_MS));
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
        onePagers,
      ] = await Promise.all([
        CandidateProfile.estimatedDocumentCount().exec(),
        CandidateProfile.countDocuments(queries.candidateProfiles.active.filter).exec(),
        CandidateProfile.countDocuments(queries.candidateProfiles.sinceWindow.filter).exec(),
        OnePager.estimatedDocumentCount().exec(),
        OnePager.countDocuments(queries.onePagers.active.filter).exec(),
        TalentCombine.estimatedDocumentCount().exec(),
        TalentCombine.countDocuments(queries.talentCombines.active.filter).exec(),
        ContactSubmission.estimatedDocumentCount().exec(),
        ContactSubmission.countDocuments(queries.contactSubmissions.new.filter).exec(),
        ContactSubmission.countDocuments(queries.contactSubmissions.sinceWindow.filter).exec(),
        pdfDownloads(),
        OnePagerView.estimatedDocumentCount().exec(),
        CombineShare.countDocuments(queries.combineShares.active.filter).exec(),
        recentCandidates(queries.candidateProfiles.recent),
        OnePager.find(queries.onePagers.recent.filter, {
          title: 1,
          candidateName: 1,
          status: 1,
          createdAt: 1,
        })
          .sort(queries.onePagers.recent.sort)
          .limit(DASHBOARD_RECENT_ITEMS)
          .lean<Pick<TOnePagerRecord, '_id' | 'title' | 'candidateName' | 'status' | 'createdAt'>[]>()
          .exec(),
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
        recentOnePagers: onePagers.map((onePager) => ({
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
export type TAdminDashboardRepository = ReturnType<typeof createAdminDashboardRepository>;
