import { Alert, Empty, Skeleton, Typography } from 'antd';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { LoadProblemView } from '../../../components/load-problem-view.tsx';
import { loadProblemOf } from '../../../lib/load-problem.ts';
import { useEmployerDashboard } from '../api/get-employer-dashboard.ts';
import { CombineCard } from './combine-card.tsx';

/** What an anonymized company is told about the candidates it sees. */
export const ANONYMIZED_NOTE = 'Candidate names and contact details are hidden for your company';
export const NO_COMBINES = 'No talent combines have been shared with your company yet.';

/**
 * `/employer/dashboard`: the employer's company and the talent combines shared with it, newest first, each
 * with its candidates and the company's decisions so far.
 */
export function DashboardPage() {
  useDocumentHead({
    title: pageTitle('Employer Dashboard'),
    description: 'The talent combines shared with your company and where you stand on their candidates.',
  });
  const dashboard = useEmployerDashboard();
  const data = dashboard.error ? undefined : dashboard.data;
  const company = data?.company;

  return (
    <section className="emp-page" data-testid="employer-dashboard">
      <Typography.Title level={1} className="emp-page__title">
        Employer Dashboard
      </Typography.Title>
      {company ? (
        <div className="emp-company" data-testid="employer-company">
          <Typography.Text strong>{company.name}</Typography.Text>
          {company.view_type === 'anonymized' ? (
            <Typography.Paragraph
              type="secondary"
              className="emp-company__note"
              data-testid="anonymized-note"
            >
              {ANONYMIZED_NOTE}
            </Typography.Paragraph>
          ) : null}
        </div>
      ) : null}

      {dashboard.error ? (
        <LoadProblemView
          problem={loadProblemOf(dashboard.error, {
            failed: 'Failed to load your talent combines. Please try again.',
          })}
          onRetry={() => void dashboard.mutate()}
        />
      ) : data === undefined ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : data.company === null ? (
        <Alert type="info" showIcon title={EMPLOYER_ANSWERS.noCompany} data-testid="no-company" />
      ) : data.combines.length === 0 ? (
        <Empty description={NO_COMBINES} data-testid="no-combines" />
      ) : (
        <div className="emp-cards" data-testid="combine-cards">
          {data.combines.map((combine) => (
            <CombineCard key={combine.shareId} combine={combine} />
          ))}
        </div>
      )}
    </section>
  );
}
