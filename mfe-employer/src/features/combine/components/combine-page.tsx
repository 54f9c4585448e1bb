import { Empty, Skeleton, Typography } from 'antd';
import { useParams } from '@gtm/web-kit/router.ts';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { PATHS } from '@gtm/contracts/paths';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { DecisionCounts } from '../../../components/decision-counts.tsx';
import { LoadProblemView } from '../../../components/load-problem-view.tsx';
import { PageBreadcrumb } from '../../../components/page-breadcrumb.tsx';
import { loadProblemOf } from '../../../lib/load-problem.ts';
import { useEmployerCombine } from '../api/get-employer-combine.ts';
import { CandidateCard } from './candidate-card.tsx';
import { CombineDaysCard } from './combine-days-card.tsx';

/**
 * `/employer/combines/:shareId`: a combine shared with the company, its combine days (and their planner) and its
 * one-pagers as cards.
 */
export function CombinePage() {
  const { shareId = '' } = useParams();
  const combine = useEmployerCombine(shareId);
  const data = combine.error ? undefined : combine.data;
  const problem = combine.error
    ? loadProblemOf(combine.error, {
        notFound: EMPLOYER_ANSWERS.shareNotFound,
        failed: 'Failed to load this talent combine. Please try again.',
      })
    : null;
  const heading =
    data?.name ?? (problem?.kind === 'not-found' ? 'Talent combine not found' : 'Talent combine');
  useDocumentHead({
    title: pageTitle(heading),
    description: 'The candidates of a talent combine shared with your company.',
  });

  return (
    <section className="emp-page" data-testid="employer-combine">
      <PageBreadcrumb items={[{ label: 'Dashboard', to: PATHS.employer.dashboard }, { label: heading }]} />
      <Typography.Title level={1} className="emp-page__title">
        {heading}
      </Typography.Title>
      {problem ? (
        <LoadProblemView problem={problem} onRetry={() => void combine.mutate()} />
      ) : data === undefined ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          {data.description ? (
            <Typography.Paragraph className="emp-page__lead">{data.description}</Typography.Paragraph>
          ) : null}
          <dl className="emp-facts">
            <div>
              <dt>Candidates</dt>
              <dd>{data.candidateCount}</dd>
            </div>
            <div>
              <dt>Target date</dt>
              <dd>{data.targetDate ? formatDate(data.targetDate) : 'Not set'}</dd>
            </div>
            <div>
              <dt>Shared</dt>
              <dd>{formatDate(data.sharedAt)}</dd>
            </div>
          </dl>
          <DecisionCounts counts={data.counts} interviewRequests={data.interviewRequests} />
          <CombineDaysCard shareId={data.shareId} candidates={data.candidates} />
          {data.candidates.length === 0 ? (
            <Empty description="This talent combine has no candidates yet." />
          ) : (
            <div className="emp-cards" data-testid="candidate-cards">
              {data.candidates.map((candidate) => (
                <CandidateCard key={candidate.onePagerId} shareId={data.shareId} candidate={candidate} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
