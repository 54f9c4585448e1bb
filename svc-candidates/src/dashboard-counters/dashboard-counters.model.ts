import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';

/** The one document of the admin dashboard's counters. */
export const DASHBOARD_COUNTERS_ID = 'admin-dashboard';

/** A record kept among the newest: its id and creation time (what the list is sorted by). */
export type TRecentEntry = { id: string; at: Date };

/** The lists of newest records the dashboard shows. */
export const RECENT_LISTS = ['candidates', 'onePagers'] as const;
export type TRecentList = (typeof RECENT_LISTS)[number];

/** The kinds of records whose creations the dashboard counts per UTC day (its "last 30 days" figures). */
export const DAY_COUNTS = ['candidates', 'contactSubmissions'] as const;
export type TDayCount = (typeof DAY_COUNTS)[number];

const recentEntrySchema = new Schema({ id: String, at: Date }, { _id: false });

/**
 * `admin_dashboard_counters`: one document holding every figure of the admin dashboard (issue 37), kept by the
 * repositories of the counted collections with one atomic update beside each write that changes a figure, and
 * rewritten from the collections by the recount (at start when absent, nightly, after the scale seed):
 * - the cards' counts, the PDF downloads, the one-pager views and the live shares;
 * - `createdOn`: per UTC day (`YYYY-MM-DD`) of the window, how many profiles and contact submissions were created;
 * - `recent`: the newest profiles and one-pagers (ids and creation times), newest first; `recentStale` marks a
 *   list that lost a record it held (a deletion), to be read again from its collection;
 * - `seq`: counts every update, so a recount whose counting raced a write tries again;
 * - `countedAt`: when the last recount wrote them (absent: never counted, the figures are partial).
 */
export const dashboardCountersSchema = new Schema(
  {
    _id: { type: String, required: true },
    seq: { type: Number, default: 0 },
    countedAt: { type: Date },
    candidates: { total: Number, active: Number },
    onePagers: { total: Number, active: Number, pdfDownloads: Number },
    talentCombines: { total: Number, active: Number },
    contactSubmissions: { total: Number, new: Number },
    onePagerViews: Number,
    activeShares: Number,
    createdOn: { type: Schema.Types.Mixed },
    recent: {
      candidates: { type: [recentEntrySchema], default: undefined },
      onePagers: { type: [recentEntrySchema], default: undefined },
    },
    recentStale: { candidates: Boolean, onePagers: Boolean },
  },
  { collection: 'admin_dashboard_counters', versionKey: false, minimize: false },
);

/** The counters' document as stored (every figure absent until written). */
export type TDashboardCountersRecord = {
  _id: string;
  seq?: number;
  countedAt?: Date;
  candidates?: { total?: number; active?: number };
  onePagers?: { total?: number; active?: number; pdfDownloads?: number };
  talentCombines?: { total?: number; active?: number };
  contactSubmissions?: { total?: number; new?: number };
  onePagerViews?: number;
  activeShares?: number;
  createdOn?: Record<string, Partial<Record<TDayCount, number>>>;
  recent?: Partial<Record<TRecentList, TRecentEntry[]>>;
  recentStale?: Partial<Record<TRecentList, boolean>>;
};

/** The counters' model on svc-candidates' connection (one per connection, whoever asks first). */
export const dashboardCountersModel = (connection: Connection) =>
  connection.models.DashboardCounters ?? connection.model('DashboardCounters', dashboardCountersSchema);
