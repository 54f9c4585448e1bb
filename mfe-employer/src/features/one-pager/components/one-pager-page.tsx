import { Button, Skeleton, Tag, Typography } from 'antd';
import { generatePath, useParams } from '@gtm/web-kit/router.ts';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type { TEmployerOnePager } from '@gtm/contracts/employer';
import { PATHS } from '@gtm/contracts/paths';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { OnePagerTabs } from '@gtm/web-kit/one-pager-tabs.tsx';
import { toast } from '@gtm/web-kit/toast.ts';
import { CandidateAvatar } from '../../../components/candidate-avatar.tsx';
import { DecisionTag } from '../../../components/decision-tag.tsx';
import { EvaluationPanel } from '../../../components/evaluation-panel.tsx';
import { LoadProblemView } from '../../../components/load-problem-view.tsx';
import { PageBreadcrumb } from '../../../components/page-breadcrumb.tsx';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { loadProblemOf } from '../../../lib/load-problem.ts';
import { useDownloadOnePagerPdf } from '../api/download-one-pager-pdf.ts';
import { useEmployerOnePager } from '../api/get-employer-one-pager.ts';
import type { TShareCandidate } from '../api/get-employer-one-pager.ts';
import { CommentThread } from './comment-thread.tsx';
import { ContactDetails } from './contact-details.tsx';
import { InterviewRequests } from './interview-requests.tsx';
import { OutcomePanel } from './outcome-panel.tsx';

function OnePagerHeader({ params, onePager }: { params: TShareCandidate; onePager: TEmployerOnePager }) {
  const pdf = useDownloadOnePagerPdf(params, onePager.displayName, {
    onSuccess: () =>
      toast({ title: 'PDF downloaded', description: `The one-pager of ${onePager.displayName} is saved.` }),
    onError: (error) => toastFailure('Download failed', error),
  });
  const downloading = pdf.isMutating;
  const download = () => pdf.trigger();
  return (
    <header className="emp-profile">
      <CandidateAvatar name={onePager.displayName} headshotUrl={onePager.headshotUrl} size={96} />
      <div className="emp-profile__identity">
        <Typography.Title level={1} className="emp-page__title">
          {onePager.displayName}
        </Typography.Title>
        {onePager.content.title ? (
          <div className="emp-profile__headline">{onePager.content.title}</div>
        ) : null}
        {onePager.content.location ? (
          <Typography.Text type="secondary">{onePager.content.location}</Typography.Text>
        ) : null}
        <div className="emp-profile__tags">
          <DecisionTag decision={onePager.evaluation.decision} />
          {onePager.anonymized ? <Tag data-testid="anonymized-tag">Anonymized</Tag> : null}
        </div>
      </div>
      <Button onClick={() => void download()} loading={downloading} disabled={downloading}>
        Download PDF
      </Button>
    </header>
  );
}

/**
 * `/employer/combines/:shareId/candidates/:onePagerId`: one candidate's one-pager as the company may see it,
 * the PDF, and what the company does with the candidate: its decision and rating, the comment thread with the
 * GTM Combine team, and interview requests.
 */
export function OnePagerPage() {
  const { shareId = '', onePagerId = '' } = useParams();
  const params = { shareId, onePagerId };
  const onePager = useEmployerOnePager(params);
  const data = onePager.error ? undefined : onePager.data;
  const problem = onePager.error
    ? loadProblemOf(onePager.error, {
        notFound: EMPLOYER_ANSWERS.candidateNotFound,
        failed: 'Failed to load this one-pager. Please try again.',
      })
    : null;
  const heading = data?.displayName ?? (problem?.kind === 'not-found' ? 'Candidate not found' : 'Candidate');
  useDocumentHead({
    title: pageTitle(data ? `${data.displayName} – ${data.combineName}` : heading),
    description: 'A candidate of a talent combine shared with your company.',
  });

  const update = (change: (current: TEmployerOnePager) => TEmployerOnePager) =>
    void onePager.mutate((current) => (current ? change(current) : current), { revalidate: false });

  return (
    <section className="emp-page" data-testid="employer-one-pager">
      <PageBreadcrumb
        items={[
          { label: 'Dashboard', to: PATHS.employer.dashboard },
          {
            label: data?.combineName ?? 'Talent combine',
            to: generatePath(PATHS.employer.combine, { shareId }),
          },
          { label: heading },
        ]}
      />
      {problem ? (
        <>
          <Typography.Title level={1} className="emp-page__title">
            {heading}
          </Typography.Title>
          <LoadProblemView problem={problem} onRetry={() => void onePager.mutate()} />
        </>
      ) : data === undefined ? (
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      ) : (
        <>
          <OnePagerHeader params={params} onePager={data} />
          <div className="emp-onepager">
            <div className="emp-onepager__main">
              <section className="emp-section emp-section--content" aria-label="One-pager">
                <OnePagerTabs
                  candidateName={data.displayName}
                  summary={data.summary}
                  content={data.content}
                  bulletsClassName="emp-bullets"
                  quotaVsActual
                />
              </section>
              {data.contact ? <ContactDetails contact={data.contact} /> : null}
              <CommentThread
                params={params}
                comments={data.comments}
                onAdded={(comment) =>
                  update((current) => ({
                    ...current,
                    comments: [...current.comments, comment],
                    commentCount: current.commentCount + 1,
                  }))
                }
              />
            </div>
            <aside className="emp-onepager__side" aria-label="Your actions">
              <EvaluationPanel
                key={data.onePagerId}
                params={params}
                evaluation={data.evaluation}
                onSaved={(evaluation) => update((current) => ({ ...current, evaluation }))}
              />
              <OutcomePanel
                key={`outcome-${data.onePagerId}`}
                params={params}
                candidateName={data.displayName}
              />
              <InterviewRequests
                params={params}
                candidateName={data.displayName}
                requests={data.interviewRequests}
                onRequested={(request) =>
                  update((current) => ({
                    ...current,
                    interviewRequested: true,
                    interviewRequests: [...current.interviewRequests, request],
                  }))
                }
              />
            </aside>
          </div>
        </>
      )}
    </section>
  );
}
