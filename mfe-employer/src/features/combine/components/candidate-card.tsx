import { Card, Flex, Rate, Tag, Typography } from 'antd';
import { Link, generatePath } from '@gtm/web-kit/router.ts';
import { CLIENT_RATING } from '@gtm/contracts/employer';
import type { TEmployerCandidateCard } from '@gtm/contracts/employer';
import { PATHS } from '@gtm/contracts/paths';
import { CandidateAvatar } from '../../../components/candidate-avatar.tsx';
import { DecisionTag } from '../../../components/decision-tag.tsx';

function TagList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="emp-taglist">
      <span className="emp-taglist__label">{label}</span>
      <span>
        {items.map((item) => (
          <Tag key={item}>{item}</Tag>
        ))}
      </span>
    </div>
  );
}

/** One candidate of a shared combine, as the company may see them, with where the company stands on them. */
export function CandidateCard({
  shareId,
  candidate,
}: {
  shareId: string;
  candidate: TEmployerCandidateCard;
}) {
  const headingId = `candidate-${candidate.onePagerId}`;
  const to = generatePath(PATHS.employer.onePager, { shareId, onePagerId: candidate.onePagerId });
  const { evaluation } = candidate;
  return (
    <Card className="emp-card" role="article" aria-labelledby={headingId} data-testid="candidate-card">
      <Flex gap="middle" align="center" className="emp-card__head">
        <CandidateAvatar name={candidate.displayName} headshotUrl={candidate.headshotUrl} size={56} />
        <div className="emp-card__identity">
          <Typography.Title level={2} id={headingId} className="emp-card__title">
            <Link to={to}>{candidate.displayName}</Link>
          </Typography.Title>
          {candidate.title ? <div className="emp-card__subtitle">{candidate.title}</div> : null}
          {candidate.location ? (
            <Typography.Text type="secondary">{candidate.location}</Typography.Text>
          ) : null}
        </div>
      </Flex>
      {candidate.summary ? (
        <Typography.Paragraph className="emp-card__description" ellipsis={{ rows: 3 }}>
          {candidate.summary}
        </Typography.Paragraph>
      ) : null}
      <TagList label="Industries" items={candidate.industries} />
      <TagList label="Methodologies" items={candidate.methodologies} />
      <Flex gap="small" align="center" wrap className="emp-card__status">
        <DecisionTag decision={evaluation.decision} />
        {evaluation.rating !== null ? (
          <span className="emp-card__rating">
            <Rate disabled count={CLIENT_RATING.max} value={evaluation.rating} aria-hidden />
            <span className="emp-visually-hidden">
              Rated {evaluation.rating} of {CLIENT_RATING.max}
            </span>
          </span>
        ) : null}
        {candidate.viewed ? (
          <Tag data-testid="candidate-viewed">Viewed</Tag>
        ) : (
          <Tag color="blue" data-testid="candidate-new">
            New
          </Tag>
        )}
        {candidate.interviewRequested ? <Tag color="purple">Interview requested</Tag> : null}
        {candidate.commentCount > 0 ? (
          <Typography.Text type="secondary">
            {candidate.commentCount} {candidate.commentCount === 1 ? 'comment' : 'comments'}
          </Typography.Text>
        ) : null}
      </Flex>
      <div className="emp-card__link">
        <Link to={to}>
          View one-pager<span className="emp-visually-hidden"> of {candidate.displayName}</span>
        </Link>
      </div>
    </Card>
  );
}
