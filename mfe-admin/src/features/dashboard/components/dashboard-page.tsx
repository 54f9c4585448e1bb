import { Alert, Button, Card, Flex, List, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, generatePath, useHref, useNavigate } from '@gtm/web-kit/router.ts';
import type {
  TAdminDashboard,
  TDashboardCandidate,
  TDashboardOnePager,
} from '@gtm/contracts/admin-dashboard';
import { DASHBOARD_WINDOW_DAYS } from '@gtm/contracts/admin-dashboard';
import { PATHS } from '@gtm/contracts/paths';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { useAdminDashboard } from '../api/get-admin-dashboard.ts';

const NUMBER = new Intl.NumberFormat('en-US');

const CANDIDATE_STATUS_COLORS: Record<string, string> = { active: 'green', pending: 'blue' };

/** A link that looks like a button: a real link (open in a new tab works), followed inside the app. */
function ActionLink({
  to,
  primary = false,
  children,
}: {
  to: string;
  primary?: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      href={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Button>
  );
}

/** A count card: the title, the number, one highlighted count, and a link to the list. */
function CountCard(props: {
  title: string;
  total: number | undefined;
  detail: string;
  to: string;
  linkText: string;
}) {
  const headingId = `dash-card-${props.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="dash-card" aria-labelledby={headingId} role="region">
      <Typography.Title level={2} id={headingId} className="dash-card__title">
        {props.title}
      </Typography.Title>
      {props.total === undefined ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <>
          <p className="dash-card__count" data-testid="dash-count">
            {NUMBER.format(props.total)}
          </p>
          <Typography.Text type="secondary" data-testid="dash-detail">
            {props.detail}
          </Typography.Text>
        </>
      )}
      <div className="dash-card__link">
        <Link to={props.to}>{props.linkText}</Link>
      </div>
    </Card>
  );
}

/** One of the recent activity lists: its heading, its rows or its empty text, and a link to the whole list. */
function RecentList<T extends { id: string }>(props: {
  title: string;
  items: readonly T[] | undefined;
  empty: string;
  renderItem: (item: T) => ReactNode;
  to: string;
  linkText: string;
}) {
  const headingId = `dash-recent-${props.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="dash-recent" role="region" aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} className="dash-recent__title">
        {props.title}
      </Typography.Title>
      {props.items === undefined ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        <List
          dataSource={[...props.items]}
          locale={{ emptyText: props.empty }}
          renderItem={(item) => <List.Item key={item.id}>{props.renderItem(item)}</List.Item>}
        />
      )}
      <div className="dash-card__link">
        <Link to={props.to}>{props.linkText}</Link>
      </div>
    </Card>
  );
}

function RecentCandidate({ candidate }: { candidate: TDashboardCandidate }) {
  return (
    <Flex justify="space-between" align="center" gap="small" wrap className="dash-recent__row">
      <span>
        <Link to={generatePath(PATHS.admin.candidate, { id: candidate.id })}>{candidate.name}</Link>
        <Typography.Text type="secondary"> · {candidate.role}</Typography.Text>
      </span>
      <span>
        <Tag color={CANDIDATE_STATUS_COLORS[candidate.status] ?? 'default'}>{candidate.status}</Tag>
        <Typography.Text type="secondary">{formatDate(candidate.createdAt)}</Typography.Text>
      </span>
    </Flex>
  );
}

function RecentOnePager({ onePager }: { onePager: TDashboardOnePager }) {
  const status = onePager.status || 'Pending';
  return (
    <Flex justify="space-between" align="center" gap="small" wrap className="dash-recent__row">
      <span>
        <Link to={generatePath(PATHS.admin.onePager, { id: onePager.id })}>{onePager.title}</Link>
        <Typography.Text type="secondary"> · {onePager.candidateName}</Typography.Text>
      </span>
      <span>
        {status === 'active' ? <Tag color="green">{status}</Tag> : <Tag variant="outlined">{status}</Tag>}
        <Typography.Text type="secondary">{formatDate(onePager.createdAt)}</Typography.Text>
      </span>
    </Flex>
  );
}

function Analytics({ analytics }: { analytics: TAdminDashboard['analytics'] | undefined }) {
  const figures: [label: string, value: number | undefined][] = [
    ['One-Pager Views by Clients', analytics?.onePagerViews],
    ['One-Pager PDF Downloads', analytics?.onePagerPdfDownloads],
    ['Talent Combines Shared with Clients', analytics?.activeShares],
    [`New Candidates (Last ${DASHBOARD_WINDOW_DAYS} Days)`, analytics?.candidatesLast30Days],
    [`Contact Submissions (Last ${DASHBOARD_WINDOW_DAYS} Days)`, analytics?.contactSubmissionsLast30Days],
  ];
  return (
    <Card className="dash-analytics" role="region" aria-labelledby="dash-analytics-title">
      <Typography.Title level={2} id="dash-analytics-title" className="dash-section__title">
        Analytics Preview
      </Typography.Title>
      <dl className="dash-analytics__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="dash-analytics__figure">
            <dt>{label}</dt>
            <dd data-testid="dash-analytics-value">
              {value === undefined ? <Skeleton.Input active size="small" /> : NUMBER.format(value)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="dash-card__link">
        <Link to={PATHS.admin.analytics}>View detailed analytics</Link>
      </div>
    </Card>
  );
}

/**
 * `/admin/dashboard`: count cards, quick actions, the newest candidates and one-pagers, and an analytics
 * preview; every figure is read from the stored records.
 */
export function DashboardPage() {
  useDocumentHead({
    title: pageTitle('Admin Dashboard'),
    description:
      'Counts of candidates, one-pagers, talent combines and contact submissions, and recent activity.',
  });
  const dashboard = useAdminDashboard();
  const data = dashboard.error ? undefined : dashboard.data;

  return (
    <section className="admin-page dash">
      <Typography.Title level={1} className="admin-page__title">
        Admin Dashboard
      </Typography.Title>
      {dashboard.error ? (
        <Alert
          type="error"
          showIcon
          className="dash-error"
          title="Failed to load the dashboard. Please try again."
          action={
            <Button size="small" onClick={() => void dashboard.mutate()}>
              Retry
            </Button>
          }
        />
      ) : null}

      <div className="dash-cards">
        <CountCard
          title="Candidates"
          total={data?.candidates.total}
          detail={`${NUMBER.format(data?.candidates.active ?? 0)} active`}
          to={PATHS.admin.candidates}
          linkText="View all candidates"
        />
        <CountCard
          title="One-Pagers"
          total={data?.onePagers.total}
          detail={`${NUMBER.format(data?.onePagers.active ?? 0)} active`}
          to={PATHS.admin.onePagers}
          linkText="View all one-pagers"
        />
        <CountCard
          title="Talent Combines"
          total={data?.talentCombines.total}
          detail={`${NUMBER.format(data?.talentCombines.active ?? 0)} active`}
          to={PATHS.admin.talentCombines}
          linkText="View all talent combines"
        />
        <CountCard
          title="Contact Submissions"
          total={data?.contactSubmissions.total}
          detail={`${NUMBER.format(data?.contactSubmissions.new ?? 0)} new`}
          to={PATHS.admin.contactSubmissions}
          linkText="View all contact submissions"
        />
      </div>

      <Card className="dash-actions" role="region" aria-labelledby="dash-actions-title">
        <Typography.Title level={2} id="dash-actions-title" className="dash-section__title">
          Quick Actions
        </Typography.Title>
        <Flex gap="small" wrap>
          <ActionLink to={PATHS.admin.candidateNew} primary>
            Add Candidate
          </ActionLink>
          <ActionLink to={PATHS.admin.onePagerNew}>Create One-Pager</ActionLink>
          <ActionLink to={PATHS.admin.talentCombineNew}>Create Talent Combine</ActionLink>
        </Flex>
      </Card>

      <section className="dash-activity" aria-labelledby="dash-activity-title">
        <Typography.Title level={2} id="dash-activity-title" className="dash-section__title">
          Recent Activity
        </Typography.Title>
        <div className="dash-activity__lists">
          <RecentList
            title="Recent Candidates"
            items={data?.recentCandidates}
            empty="No candidates found."
            renderItem={(candidate) => <RecentCandidate candidate={candidate} />}
            to={PATHS.admin.candidates}
            linkText="View all candidates"
          />
          <RecentList
            title="Recent One-Pagers"
            items={data?.recentOnePagers}
            empty="No one-pagers found."
            renderItem={(onePager) => <RecentOnePager onePager={onePager} />}
            to={PATHS.admin.onePagers}
            linkText="View all one-pagers"
          />
        </div>
      </section>

      <Analytics analytics={data?.analytics} />
    </section>
  );
}
