import Column from '@ant-design/plots/es/components/column';
import Funnel from '@ant-design/plots/es/components/funnel';
import Line from '@ant-design/plots/es/components/line';
import { Card, Empty, Flex, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TAnalytics } from '@gtm/contracts/analytics';
import { activityRows, companyRows, funnelRows } from '../lib/analytics-view.ts';

const NUMBER = new Intl.NumberFormat('en-US');
const hours = (value: number | null) => (value === null ? '—' : `${NUMBER.format(value)} h`);

function ChartCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card className="analytics-card" role="region" aria-labelledby={id}>
      <Typography.Title level={2} id={id} className="dash-section__title">
        {title}
      </Typography.Title>
      {children}
    </Card>
  );
}

/**
 * The analytics' charts, drawn with @ant-design/plots (each chart imported on its own, by this lazily loaded
 * screen only): the funnel, activity per day, companies side by side and the time to first view. Each chart
 * has a table of its figures beside it for screen readers.
 */
export default function AnalyticsCharts({ data }: { data: TAnalytics }) {
  const activity = activityRows(data.overTime);
  const companies = companyRows(data.byCompany);
  return (
    <Flex vertical gap="middle" className="analytics-charts">
      <ChartCard title="Hiring funnel" id="analytics-funnel">
        <div data-testid="analytics-funnel-chart" aria-hidden>
          <Funnel data={funnelRows(data.funnel)} xField="stage" yField="count" height={300} />
        </div>
        <Table
          className="analytics-figures"
          size="small"
          pagination={false}
          rowKey="stage"
          dataSource={funnelRows(data.funnel)}
          columns={[
            { title: 'Stage', dataIndex: 'stage' },
            {
              title: 'Candidates',
              dataIndex: 'count',
              align: 'right',
              render: (n: number) => NUMBER.format(n),
            },
          ]}
        />
      </ChartCard>
      <ChartCard title="Activity over time" id="analytics-activity">
        {activity.length === 0 ? (
          <Empty description="No activity in this range." />
        ) : (
          <div aria-hidden data-testid="analytics-activity-chart">
            {/* A line needs two days to be drawn: one day's activity stands as columns, side by side. */}
            {new Set(activity.map((row) => row.day)).size === 1 ? (
              <Column data={activity} xField="day" yField="count" colorField="stage" group height={300} />
            ) : (
              <Line data={activity} xField="day" yField="count" colorField="stage" height={300} />
            )}
          </div>
        )}
      </ChartCard>
      <ChartCard title="Companies side by side" id="analytics-companies">
        {companies.length === 0 ? (
          <Empty description="No company activity in this range." />
        ) : (
          <div aria-hidden>
            <Column data={companies} xField="company" yField="count" colorField="stage" group height={320} />
          </div>
        )}
        <Table
          className="analytics-figures"
          size="small"
          pagination={false}
          rowKey="companyId"
          dataSource={data.byCompany}
          scroll={{ x: true }}
          columns={[
            { title: 'Company', dataIndex: 'companyName' },
            { title: 'Shared', dataIndex: 'shared', align: 'right' },
            { title: 'Viewed', dataIndex: 'viewed', align: 'right' },
            { title: 'Interested', dataIndex: 'interested', align: 'right' },
            { title: 'Interviews', dataIndex: 'interviewRequested', align: 'right' },
            { title: 'Hired', dataIndex: 'hired', align: 'right' },
            {
              title: 'Avg. time to first view',
              dataIndex: 'averageHoursToFirstView',
              align: 'right',
              render: hours,
            },
          ]}
        />
      </ChartCard>
      <ChartCard title="Time to first view" id="analytics-first-view">
        <Typography.Paragraph>
          {data.timeToFirstView.count === 0
            ? 'No first views in this range.'
            : `Average ${hours(data.timeToFirstView.averageHours)} from sharing to a company's first look, over ${NUMBER.format(data.timeToFirstView.count)} candidates.`}
        </Typography.Paragraph>
        <div aria-hidden>
          <Column data={data.timeToFirstView.buckets} xField="label" yField="count" height={260} />
        </div>
      </ChartCard>
    </Flex>
  );
}
