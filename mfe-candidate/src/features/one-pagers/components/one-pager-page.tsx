import { Breadcrumb, Button, Card, Result, Skeleton, Tag, Typography } from 'antd';
import { Link, useParams } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import { statusOf } from '@gtm/web-kit/api-error.ts';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { OnePagerTabs } from '@gtm/web-kit/one-pager-tabs.tsx';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { useDownloadOwnOnePagerPdf } from '../api/download-own-one-pager-pdf.ts';
import { useOwnOnePager } from '../api/get-own-one-pager.ts';

/** `/candidate/one-pagers/:id`: one of the candidate's one-pagers, as companies receive it, and its PDF. */
export function OnePagerPage() {
  const { id } = useParams();
  const { data: onePager, error, isLoading } = useOwnOnePager(id);
  useDocumentHead({
    title: pageTitle(onePager ? onePager.title : 'My One-Pager'),
    description: 'One of the one-page summaries of your profile that companies receive.',
  });
  const download = useDownloadOwnOnePagerPdf({
    onSuccess: () => toast({ title: 'PDF downloaded', description: 'Your one-pager is saved.' }),
    onError: (failure) => toastFailure('Download failed', failure, 'Please try again later.'),
  });

  const crumbs = (
    <Breadcrumb
      items={[
        { title: <Link to={PATHS.candidate.onePagers}>My One-Pagers</Link> },
        { title: onePager?.title ?? 'One-pager' },
      ]}
    />
  );

  if (error) {
    const gone = statusOf(error) === 404;
    return (
      <section className="cand-page">
        {crumbs}
        <Result
          status={gone ? '404' : 'error'}
          title={gone ? 'One-pager not found' : 'Failed to load your one-pager'}
          subTitle={gone ? 'It may have been removed.' : 'Please try again later.'}
          extra={<Link to={PATHS.candidate.onePagers}>Back to My One-Pagers</Link>}
        />
      </section>
    );
  }

  return (
    <section className="cand-page">
      {crumbs}
      {isLoading || !onePager ? (
        <Skeleton active />
      ) : (
        <>
          <div className="cand-one-pager__head">
            <div>
              <Typography.Title level={1} className="cand-page__title">
                {onePager.title}
              </Typography.Title>
              {onePager.status === 'active' ? (
                <Tag color="#237804">active</Tag>
              ) : (
                <Tag>{onePager.status || 'Pending'}</Tag>
              )}
            </div>
            <Button
              type="primary"
              loading={download.isMutating}
              onClick={() =>
                void download.trigger({ id: onePager.id, candidateName: onePager.candidateName })
              }
            >
              Download PDF
            </Button>
          </div>
          <Typography.Paragraph type="secondary" data-testid="one-pager-as-companies-see">
            {onePager.asCompaniesSee.profilePublic
              ? onePager.asCompaniesSee.showContact
                ? 'This is the one-pager a hiring company receives, your contact details included (you share them in Settings, Privacy).'
                : 'This is the one-pager a hiring company receives: your contact details are left out, as your Privacy settings ask.'
              : 'Your profile is hidden from companies (Settings, Privacy): none of them receives this one-pager until you make it public.'}
          </Typography.Paragraph>
          <Card className="cand-card">
            {/* As a company with the full view reads it, without what only the admins see (combines, downloads). */}
            <OnePagerTabs
              candidateName={onePager.candidateName}
              summary={onePager.summary}
              content={onePager.content}
              bulletsClassName="cand-bullets"
              afterSummary={[{ label: 'Created', value: formatDate(onePager.createdAt) }]}
            />
          </Card>
        </>
      )}
    </section>
  );
}
