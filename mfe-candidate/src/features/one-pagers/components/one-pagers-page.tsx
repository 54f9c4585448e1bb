import { Card, Empty, List, Spin, Tag, Typography } from 'antd';
import { generatePath, Link } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { useOwnProfile } from '../../../lib/get-own-profile.ts';
import { useOwnOnePagers } from '../api/get-own-one-pagers.ts';

const showLoadError = () =>
  toast({
    title: 'Error',
    description: 'Failed to load your one-pagers. Please try again later.',
    variant: 'destructive',
  });

/** `/candidate/one-pagers`: the candidate's one-pagers, or the empty state, and what a one-pager is. */
export function OnePagersPage() {
  useDocumentHead({
    title: pageTitle('My One-Pagers'),
    description: 'The one-page summaries of your profile that companies receive.',
  });
  const { profile, isLoading: profileLoading } = useOwnProfile();
  const onePagers = useOwnOnePagers(profile !== null, showLoadError);
  const items = onePagers.data ?? [];
  const loading = profileLoading || onePagers.isLoading;

  return (
    <section className="cand-page">
      <Typography.Title level={1} className="cand-page__title">
        My One-Pagers
      </Typography.Title>
      <Card className="cand-card" title={<h2 className="cand-card__title">What is a one-pager?</h2>}>
        <Typography.Paragraph>
          A one-pager is a one-page summary of your profile: your experience, sales methodologies, industries
          and results. Our team writes it from your profile and shares it with hiring companies, alone or as
          part of a talent combine of 5-7 candidates.
        </Typography.Paragraph>
      </Card>
      {loading ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty
          description={
            <>
              <span className="cand-empty__title">No one-pagers yet</span>
              <br />
              Typically created within 2-3 business days
            </>
          }
        />
      ) : (
        <List
          className="cand-card"
          dataSource={items}
          rowKey="id"
          renderItem={(item) => (
            <List.Item>
              <List.Item.Meta
                title={<Link to={generatePath(PATHS.candidate.onePager, { id: item.id })}>{item.title}</Link>}
                description={item.candidateName}
              />
              {item.status === 'active' ? (
                <Tag color="#237804">active</Tag>
              ) : (
                <Tag>{item.status || 'Pending'}</Tag>
              )}
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
