import { Alert, Button, Card, Flex, Select, Skeleton, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FUNNEL_STAGE_LABELS, FUNNEL_STAGES } from '@gtm/contracts/analytics';
import type { TDecisionFigures } from '@gtm/contracts/decisions';
import { serverMessage } from '@gtm/web-kit/api-error.ts';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { useAdminAnalytics } from '../api/get-admin-analytics.ts';
import { ANALYTICS_RANGES, queryOf } from '../lib/analytics-view.ts';
import AnalyticsCharts from './analytics-charts.tsx';
import type { TAnalyticsRange } from '../lib/analytics-view.ts';

const NUMBER = new Intl.NumberFormat('en-US');
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** The decisions' four figures (issue 34, part 4), as the card shows them. */
const DECISION_FIGURES: { key: string; label: string; text: (figures: TDecisionFigures) => string }[] = [
  { key: 'decided', label: 'Decided', text: (figures) => NUMBER.format(figures.decided) },
  {
    key: 'within',
    label: 'Within 5 business days',
    text: (figures) => NUMBER.format(figures.withinFiveBusinessDays),
  },
  {
    key: 'median',
    label: 'Median business days',
    text: (figures) =>
      figures.medianBusinessDays === null ? '–' : NUMBER.format(figures.medianBusinessDays),
  },
  { key: 'overdue', label: 'Overdue', text: (figures) => NUMBER.format(figures.overdue) },
];

/**
 * `/admin/dashboard/analytics` (loaded lazily by analytics-route.tsx, with the charts): the hiring funnel, activity per day, companies side by side and the time to
 * first view, for a range and optionally one company, from `GET /api/admin/analytics`.
 */
export default function AnalyticsPage() {
  useDocumentHead({
    title: pageTitle('Analytics'),
    description: 'The hiring funnel, activity over time, companies side by side and time to first view.',
  });
  const [range, setRange] = useState<TAnalyticsRange>('90');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const query = useMemo(() => queryOf(range, companyId), [range, companyId]);
  const analytics = useAdminAnalytics(query);
  // The company picker lists the companies of the range without a company filter (the same SWR read).
  const companiesOfRange = useAdminAnalytics(queryOf(range, null)).data?.byCompany ?? [];
  const data = analytics.error ? undefined : analytics.data;

  return (
    <section className="admin-page analytics">
      <Typography.Title level={1} className="admin-page__title">
        Analytics
      </Typography.Title>
      <Flex gap="small" wrap className="analytics-filters">
        <Select<TAnalyticsRange>
          aria-label="Range"
          value={range}
          onChange={setRange}
          options={ANALYTICS_RANGES.map((entry) => ({ value: entry.key, label: entry.label }))}
          style={{ minWidth: 160 }}
        />
        <Select<string>
          aria-label="Company"
          allowClear
          placeholder="All companies"
          value={companyId ?? undefined}
          onChange={(value) => setCompanyId(value ?? null)}
          options={companiesOfRange.map((row) => ({ value: row.companyId, label: row.companyName }))}
          style={{ minWidth: 220 }}
          showSearch
          optionFilterProp="label"
        />
      </Flex>
      {analytics.error ? (
        <Alert
          type="error"
          showIcon
          title={serverMessage(analytics.error) ?? 'Failed to load the analytics. Please try again.'}
          action={
            <Button size="small" onClick={() => void analytics.mutate()}>
              Retry
            </Button>
          }
        />
      ) : null}
      <Card className="analytics-totals" role="region" aria-label="Funnel totals">
        <Flex gap="large" wrap>
          {FUNNEL_STAGES.map((stage) => (
            <Statistic
              key={stage}
              title={FUNNEL_STAGE_LABELS[stage]}
              value={data ? NUMBER.format(data.funnel[stage]) : '–'}
              loading={!data && !analytics.error}
            />
          ))}
        </Flex>
      </Card>
      <Card
        className="analytics-decisions"
        role="region"
        aria-label="Decisions within five business days"
        title="Decisions within five business days"
      >
        <Flex gap="large" wrap>
          {DECISION_FIGURES.map((figure) => (
            <Statistic
              key={figure.key}
              title={figure.label}
              value={data ? figure.text(data.decisions) : '–'}
              loading={!data && !analytics.error}
            />
          ))}
        </Flex>
        <Typography.Text type="secondary">
          Meetings (agreed interviews and confirmed combine-day segments) held in the range: a company decides
          by 23:59 of the fifth business day after meeting, in its time zone.
        </Typography.Text>
      </Card>
      <Card className="analytics-combine-days" role="region" aria-label="Combine days" title="Combine days">
        <Flex gap="large" wrap>
          <Statistic
            title="Held"
            value={data ? NUMBER.format(data.combineDays.held) : '–'}
            loading={!data && !analytics.error}
          />
          <Statistic
            title="Candidates met"
            value={data ? NUMBER.format(data.combineDays.candidatesMet) : '–'}
            loading={!data && !analytics.error}
          />
        </Flex>
        <Typography.Text type="secondary">
          Afternoons that started in the range and are over; candidates met are their confirmed segments.
        </Typography.Text>
      </Card>
      <Card
        className="analytics-retention"
        role="region"
        aria-label="Placements still in the role at 90 days"
        title="Placements still in the role at 90 days"
      >
        <Flex gap="large" wrap>
          <Statistic
            title="Still in the role"
            value={
              data
                ? data.retention.inSeatShare === null
                  ? '–'
                  : PERCENT.format(data.retention.inSeatShare)
                : '–'
            }
            loading={!data && !analytics.error}
          />
          <Statistic
            title="Checked at 90 days"
            value={data ? NUMBER.format(data.retention.checked) : '–'}
            loading={!data && !analytics.error}
          />
        </Flex>
        <Typography.Text type="secondary">
          Every placement whose company answered the 90-day check, all time.
        </Typography.Text>
      </Card>
      {data ? (
        <AnalyticsCharts data={data} />
      ) : (
        !analytics.error && <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </section>
  );
}
