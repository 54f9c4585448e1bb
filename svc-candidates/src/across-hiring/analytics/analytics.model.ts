import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';
import { ROLLUP_FIELDS } from './analytics-steps.ts';

/**
 * The analytics' rollups (issue 25), written only by the hiring-events consumer (and the scale seed):
 * - `analytics_marks`: one per funnel stage, share and candidate reached (its id makes a stage count once);
 * - counters per UTC day (`analytics_days`, with the day's figures per company), per company and day (and month), per share and day, and per company overall
 *   (`analytics_companies`, the all-time side-by-side list), each holding {@link ROLLUP_FIELDS}.
 * `GET /api/admin/analytics` reads these only: a few hundred rows at most for a year, never the raw records.
 */

const figures = Object.fromEntries(ROLLUP_FIELDS.map((field) => [field, { type: Number, default: 0 }]));

export const analyticsMarkSchema = new Schema(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    shareId: { type: String, required: true },
    combineId: { type: String, required: true },
    companyId: { type: String, required: true },
    companyName: { type: String, required: true },
    /** A first view's time since the share, taken back with the mark. */
    firstViewMs: { type: Number, default: null },
    /** The rollups it is counted in so far (all of them once applied). */
    done: { type: [String], default: [] },
  },
  { collection: 'analytics_marks', versionKey: false },
);

export const analyticsDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    ...figures,
    /**
     * The day's figures per company, `{ [companyId]: { companyName, ...COMPANY_FIGURES } }`, moved by the same
     * update as the day's own: a range's ends read their companies from a few day rows (a real MongoDB serves
     * `analytics_company_days` by its day index, but the stand-in scans every company's every day). Rows written
     * before it was kept have none, or only what came after: their sums differ from the day's figures.
     */
    companies: { type: Schema.Types.Mixed, default: undefined },
  },
  { collection: 'analytics_days', versionKey: false },
);
analyticsDaySchema.index({ day: 1 });

export const analyticsCompanyDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    companyId: { type: String, required: true },
    companyName: { type: String, required: true },
    ...figures,
  },
  { collection: 'analytics_company_days', versionKey: false },
);
analyticsCompanyDaySchema.index({ day: 1 });
analyticsCompanyDaySchema.index({ companyId: 1, day: 1 });

export const analyticsCompanyMonthSchema = new Schema(
  {
    _id: { type: String, required: true },
    month: { type: String, required: true },
    companyId: { type: String, required: true },
    companyName: { type: String, required: true },
    ...figures,
  },
  { collection: 'analytics_company_months', versionKey: false },
);
analyticsCompanyMonthSchema.index({ month: 1 });

export const analyticsShareDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    shareId: { type: String, required: true },
    combineId: { type: String, required: true },
    companyId: { type: String, required: true },
    companyName: { type: String, required: true },
    ...figures,
  },
  { collection: 'analytics_share_days', versionKey: false },
);
analyticsShareDaySchema.index({ combineId: 1, day: 1 });
analyticsShareDaySchema.index({ companyId: 1, combineId: 1, day: 1 });

export const analyticsCompanySchema = new Schema(
  { _id: { type: String, required: true }, companyName: { type: String, required: true }, ...figures },
  { collection: 'analytics_companies', versionKey: false },
);
analyticsCompanySchema.index({ shared: -1 });

export const analyticsModels = (connection: Connection) => ({
  Mark: connection.model('AnalyticsMark', analyticsMarkSchema),
  Day: connection.model('AnalyticsDay', analyticsDaySchema),
  CompanyDay: connection.model('AnalyticsCompanyDay', analyticsCompanyDaySchema),
  CompanyMonth: connection.model('AnalyticsCompanyMonth', analyticsCompanyMonthSchema),
  ShareDay: connection.model('AnalyticsShareDay', analyticsShareDaySchema),
  Company: connection.model('AnalyticsCompany', analyticsCompanySchema),
});
