import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { generatePath, Link } from '@gtm/web-kit/router.ts';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type { TCombineDaySegment } from '@gtm/contracts/combine-days';
import { PATHS } from '@gtm/contracts/paths';
import { EvaluationPanel } from '../../../components/evaluation-panel.tsx';
import { SEGMENT_STATUS_LABELS } from '@gtm/web-kit/combine-day-view.ts';
import { formatSpan, sameClock } from '@gtm/web-kit/zoned-time.ts';
import { SEGMENT_STATUS_COLORS } from '@gtm/web-kit/combine-day-times.ts';
import { loadProblemOf } from '../../../lib/load-problem.ts';
import { useSegmentOnePager } from '../api/combine-day.ts';

/** The link to a segment's candidate's one-pager, named after them for assistive technology. */
export function OnePagerLink({ shareId, segment }: { shareId: string; segment: TCombineDaySegment }) {
  return (
    <Link
      className="emp-ros__onepager-link"
      to={generatePath(PATHS.employer.onePager, { shareId, onePagerId: segment.onePagerId })}
    >
      Open one-pager<span className="emp-visually-hidden"> of {segment.displayName}</span>
    </Link>
  );
}

/**
 * The company's evaluation and team note of the chosen segment's candidate, saved in place (the one-pager
 * page's own panel), once their one-pager has loaded.
 */
function SegmentEvaluation({ shareId, onePagerId }: { shareId: string; onePagerId: string }) {
  const params = { shareId, onePagerId };
  const onePager = useSegmentOnePager(params);
  if (onePager.error) {
    const problem = loadProblemOf(onePager.error, {
      notFound: EMPLOYER_ANSWERS.candidateNotFound,
      failed: 'Failed to load the evaluation. Please try again.',
    });
    return (
      <Alert
        type={problem.kind === 'failed' ? 'error' : 'warning'}
        showIcon
        title={problem.message}
        action={
          problem.kind === 'failed' ? (
            <Button size="small" onClick={() => void onePager.mutate()}>
              Retry
            </Button>
          ) : null
        }
      />
    );
  }
  if (!onePager.data)
    return (
      <div data-testid="segment-evaluation-loading">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  return (
    <EvaluationPanel
      key={onePagerId}
      params={params}
      evaluation={onePager.data.evaluation}
      onSaved={(evaluation) =>
        void onePager.mutate((current) => (current ? { ...current, evaluation } : current), {
          revalidate: false,
        })
      }
    />
  );
}

/**
 * The chosen segment: its candidate, times (the viewer's, and the day's zone where it differs), their answer
 * and one-pager, Previous and Next (also ArrowUp/k and ArrowDown/j), and the company's evaluation of them.
 * `evaluationOf` is the candidate whose evaluation shows: the chosen one once the choice has settled.
 */
export function SegmentPanel({
  shareId,
  segment,
  position,
  count,
  isCurrent,
  viewerZone,
  dayZone,
  evaluationOf,
  onStep,
}: {
  shareId: string;
  segment: TCombineDaySegment;
  /** 1-based place in time order. */
  position: number;
  count: number;
  isCurrent: boolean;
  viewerZone: string;
  dayZone: string;
  evaluationOf: string;
  onStep: (step: -1 | 1) => void;
}) {
  return (
    <>
      <Card
        className="emp-section emp-ros__segment"
        role="region"
        aria-labelledby="ros-segment-title"
        data-testid="ros-segment"
      >
        <p className="emp-ros__eyebrow">
          {isCurrent ? 'On now' : 'Segment'} · {position} of {count}
        </p>
        <Typography.Title level={2} id="ros-segment-title" className="emp-section__title emp-ros__name">
          {segment.displayName}
        </Typography.Title>
        <p className="emp-ros__times">
          <span>{formatSpan(segment.start, segment.end, viewerZone)}</span>
          {sameClock(segment.start, viewerZone, dayZone) ? null : (
            <Typography.Text type="secondary">
              {formatSpan(segment.start, segment.end, dayZone)}
            </Typography.Text>
          )}
        </p>
        <Flex gap="small" align="center" wrap>
          <Tag color={SEGMENT_STATUS_COLORS[segment.status]}>{SEGMENT_STATUS_LABELS[segment.status]}</Tag>
          <OnePagerLink shareId={shareId} segment={segment} />
        </Flex>
        <Flex gap="small" wrap className="emp-ros__steps">
          <Button onClick={() => onStep(-1)} disabled={position <= 1} aria-keyshortcuts="ArrowUp k">
            Previous
          </Button>
          <Button onClick={() => onStep(1)} disabled={position >= count} aria-keyshortcuts="ArrowDown j">
            Next
          </Button>
        </Flex>
        <Typography.Paragraph type="secondary" className="emp-section__meta">
          Keys: ↓ or j for the next segment, ↑ or k for the previous one.
        </Typography.Paragraph>
      </Card>
      {evaluationOf === segment.onePagerId ? (
        <SegmentEvaluation key={evaluationOf} shareId={shareId} onePagerId={evaluationOf} />
      ) : (
        // Never another candidate's evaluation under this one's name, even for a moment.
        <div data-testid="segment-evaluation-loading">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      )}
    </>
  );
}
