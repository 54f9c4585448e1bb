import { z } from 'zod';
import { CANDIDATE_ROLES } from './users.ts';

/** How many of the newest candidates and one-pagers the dashboard's recent activity shows (spec section 9). */
export const DASHBOARD_RECENT_ITEMS = 3;
/** The window of the dashboard's "in the last N days" figures: the N UTC days ending today (today included). */
export const DASHBOARD_WINDOW_DAYS = 30;

const count = z.number().int().nonnegative();

/** A count card: how many records there are, and how many of them are active. */
const ZActiveCount = z.object({ total: count, active: count });

/** One of the newest candidate profiles (its id is the profile's: /admin/dashboard/candidates/{id}). */
export const ZDashboardCandidate = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(CANDIDATE_ROLES),
  status: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type TDashboardCandidate = z.infer<typeof ZDashboardCandidate>;

/** One of the newest one-pagers (/admin/dashboard/one-pagers/{id}). */
export const ZDashboardOnePager = z.object({
  id: z.string(),
  title: z.string(),
  candidateName: z.string(),
  status: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type TDashboardOnePager = z.infer<typeof ZDashboardOnePager>;

/**
 * `GET /api/admin/dashboard`: every figure of the admin dashboard, counted from the stored records. The spec's
 * hard-coded contact counts and static analytics (views, downloads) are replaced by real figures the product
 * records: one-pager PDF downloads, clients' one-pager views, the combines shared with client companies now,
 * profiles and contact submissions of the last {@link DASHBOARD_WINDOW_DAYS} days.
 */
export const ZAdminDashboard = z.object({
  candidates: ZActiveCount,
  onePagers: ZActiveCount,
  talentCombines: ZActiveCount,
  /** How many submissions there are, and how many are still new (unanswered). */
  contactSubmissions: z.object({ total: count, new: count }),
  analytics: z.object({
    onePagerPdfDownloads: count,
    /** How many times client users opened a candidate's one-pager (a record per open). */
    onePagerViews: count,
    /** Shares of talent combines with client companies not withdrawn. */
    activeShares: count,
    candidatesLast30Days: count,
    contactSubmissionsLast30Days: count,
  }),
  recentCandidates: z.array(ZDashboardCandidate).max(DASHBOARD_RECENT_ITEMS),
  recentOnePagers: z.array(ZDashboardOnePager).max(DASHBOARD_RECENT_ITEMS),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;
