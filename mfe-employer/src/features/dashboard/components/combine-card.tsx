import { Card, Tag, Typography } from 'antd';
import { Link, generatePath } from '@gtm/web-kit/router.ts';
import type { TEmployerCombineCard } from '@gtm/contracts/employer';
import { PATHS } from '@gtm/contracts/paths';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { DecisionCounts } from '../../../components/decision-counts.tsx';

const NUMBER = new Intl.NumberFormat('en-US');

/** A combine shared with the company: what it is, when it was shared, and where the company stands on it. */
export function CombineCard({ combine }: { combine: TEmployerCombineCard }) {
  const headingId = `combine-${combine.shareId}`;
  const to = generatePath(PATHS.employer.combine, { shareId: combine.shareId });
  return (
    <Card className="emp-card" role="article" aria-labelledby={headingId} data-testid="combine-card">
      <div className="emp-card__head">
        <Typography.Title level={2} id={headingId} className="emp-card__title">
          <Link to={to}>{combine.name}</Link>
        </Typography.Title>
        {combine.isNew ? (
          <Tag color="blue" data-testid="combine-new">
            New
          </Tag>
        ) : null}
      </div>
      {combine.description ? (
        <Typography.Paragraph className="emp-card__description" ellipsis={{ rows: 3 }}>
          {combine.description}
        </Typography.Paragraph>
      ) : null}
      <dl className="emp-facts">
        <div>
          <dt>Candidates</dt>
          <dd data-testid="combine-candidate-count">{NUMBER.format(combine.candidateCount)}</dd>
        </div>
        <div>
          <dt>Target date</dt>
          <dd>{combine.targetDate ? formatDate(combine.targetDate) : 'Not set'}</dd>
        </div>
        <div>
          <dt>Shared</dt>
          <dd>{formatDate(combine.sharedAt)}</dd>
        </div>
      </dl>
      <DecisionCounts counts={combine.counts} interviewRequests={combine.interviewRequests} />
      <div className="emp-card__link">
        <Link to={to}>
          View candidates<span className="emp-visually-hidden"> of {combine.name}</span>
        </Link>
      </div>
    </Card>
  );
}
