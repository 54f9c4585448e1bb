import { Button, Empty, Flex, Form, Rate, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { generatePath, Link, useParams } from '@gtm/web-kit/router.ts';
import { COMBINE_DAY_MESSAGES, DEBRIEF_MESSAGES } from '@gtm/contracts/combine-days';
import type { TDebriefItem } from '@gtm/contracts/combine-days';
import { CLIENT_RATING } from '@gtm/contracts/employer';
import { PATHS } from '@gtm/contracts/paths';
import { serverIssues } from '@gtm/web-kit/api-error.ts';
import { SEGMENT_STATUS_LABELS } from '@gtm/web-kit/combine-day-view.ts';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { localTimeZone } from '@gtm/web-kit/format-slot.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { returnFocusKey, useReturnFocus } from '@gtm/web-kit/use-return-focus.ts';
import { formatCalendarDay, formatTime, zoneName } from '@gtm/web-kit/zoned-time.ts';
import { DecisionTag } from '../../../components/decision-tag.tsx';
import { InterviewRequestDialog } from '../../../components/interview-request-dialog.tsx';
import { LoadProblemView } from '../../../components/load-problem-view.tsx';
import { PageBreadcrumb } from '../../../components/page-breadcrumb.tsx';
import { SEGMENT_STATUS_COLORS } from '@gtm/web-kit/combine-day-times.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { loadProblemOf } from '../../../lib/load-problem.ts';
import { useCombineDay } from '../../../lib/use-combine-day.ts';
import { usePassUndecided, useDebrief } from '../api/debrief.ts';
import type { TPassUndecided } from '../api/debrief.ts';
import { PassRestDialog } from './pass-rest-dialog.tsx';

const PASS_OPENER = 'debrief-pass-rest';
const followUpOpener = (onePagerId: string) => `debrief-follow-up-${onePagerId}`;

/** One ranked candidate: their segment, its answer, the company's decision, rating and team note, a follow-up. */
function DebriefRow({
  shareId,
  item,
  rank,
  viewerZone,
  requested,
  onFollowUp,
}: {
  shareId: string;
  item: TDebriefItem;
  rank: number;
  viewerZone: string;
  requested: boolean;
  onFollowUp: () => void;
}) {
  const titleId = `debrief-${item.onePagerId}`;
  return (
    <li className="emp-debrief__item" aria-labelledby={titleId} data-testid="debrief-item">
      <Typography.Title level={2} id={titleId} className="emp-debrief__name">
        <span className="emp-debrief__rank">{rank}.</span>{' '}
        <Link to={generatePath(PATHS.employer.onePager, { shareId, onePagerId: item.onePagerId })}>
          {item.displayName}
        </Link>
      </Typography.Title>
      <dl className="emp-facts emp-debrief__facts">
        <div>
          <dt>Segment</dt>
          <dd>
            <time dateTime={item.start}>
              {formatTime(item.start, viewerZone)} {zoneName(item.start, viewerZone)}
            </time>{' '}
            <Tag color={SEGMENT_STATUS_COLORS[item.segmentStatus]}>
              {SEGMENT_STATUS_LABELS[item.segmentStatus]}
            </Tag>
          </dd>
        </div>
        <div>
          <dt>Decision</dt>
          <dd>
            <DecisionTag decision={item.decision} />
          </dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>
            {item.rating === null ? (
              'Not rated'
            ) : (
              <>
                <Rate disabled count={CLIENT_RATING.max} value={item.rating} aria-hidden />
                <span className="emp-visually-hidden">
                  {item.rating} of {CLIENT_RATING.max}
                </span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Team note</dt>
          <dd className="emp-debrief__note">{item.privateNote?.text || 'No note'}</dd>
        </div>
      </dl>
      <Flex gap="small" align="center" wrap>
        <Button onClick={onFollowUp} {...returnFocusKey(followUpOpener(item.onePagerId))}>
          Request follow-up interview<span className="emp-visually-hidden"> with {item.displayName}</span>
        </Button>
        {requested ? (
          <Typography.Text type="secondary" data-testid="debrief-requested">
            Follow-up interview requested
          </Typography.Text>
        ) : null}
      </Flex>
    </li>
  );
}

/**
 * `/employer/combines/:shareId/days/:dayId/debrief` (issue 44): the combine day's candidates with a live
 * segment, ranked as the service answers them (interested, maybe, undecided, pass; then rating; then time),
 * each with their segment, decision, rating and team note, and one click to request a follow-up interview
 * (the one-pager's own dialog). 'Pass on the rest' passes every undecided one with one reason. Open any time:
 * during the afternoon it fills as the team evaluates (read again every 30 s).
 */
export function DebriefPage() {
  const { shareId = '', dayId = '' } = useParams();
  const params = useMemo(() => ({ shareId, dayId }), [shareId, dayId]);
  const [viewerZone] = useState(localTimeZone);
  const debrief = useDebrief(params);
  // The day names the page; the debrief alone decides what it shows.
  const day = useCombineDay(params);
  const dayData = day.error ? undefined : day.data;
  const items = debrief.error ? undefined : debrief.data?.items;
  const undecided = items?.filter((item) => item.decision === null).length ?? 0;
  const problem = debrief.error
    ? loadProblemOf(debrief.error, {
        notFound: COMBINE_DAY_MESSAGES.notFound,
        failed: 'Failed to load the debrief. Please try again.',
      })
    : null;
  const heading = dayData ? `Debrief, ${formatCalendarDay(dayData.date)}` : 'Debrief';
  useDocumentHead({
    title: pageTitle(dayData ? `${heading} – ${dayData.combineName}` : heading),
    description: 'The debrief of a combine day: its candidates ranked by your decisions.',
  });

  const focus = useReturnFocus();
  const [passing, setPassing] = useState(false);
  const [followUp, setFollowUp] = useState<TDebriefItem | null>(null);
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());
  const [form] = Form.useForm<TPassUndecided>();
  const closePass = () => {
    setPassing(false);
    focus.restore();
  };
  const pass = usePassUndecided(params, {
    onSuccess: (answer) => {
      toast({ title: DEBRIEF_MESSAGES.passed(answer.passed) });
      form.resetFields();
      closePass();
      void debrief.mutate({ items: answer.items });
    },
    onError: (error) => {
      form.setFields(serverIssues(error));
      toastFailure('Nobody was passed', error);
    },
  });

  return (
    <section className="emp-page" data-testid="employer-debrief">
      <PageBreadcrumb
        items={[
          { label: 'Dashboard', to: PATHS.employer.dashboard },
          {
            label: dayData?.combineName ?? 'Talent combine',
            to: generatePath(PATHS.employer.combine, { shareId }),
          },
          { label: 'Run of show', to: generatePath(PATHS.employer.combineDay, { shareId, dayId }) },
          { label: 'Debrief' },
        ]}
      />
      <Typography.Title level={1} className="emp-page__title">
        {heading}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        The day&apos;s candidates, ranked: interested, maybe, undecided, pass; then by rating; then by time.
        It fills in as your team evaluates.
      </Typography.Paragraph>
      {problem ? (
        <LoadProblemView problem={problem} onRetry={() => void debrief.mutate()} />
      ) : items === undefined ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : items.length === 0 ? (
        <Empty description="No candidate has a segment on this combine day." />
      ) : (
        <>
          <Flex gap="small" align="center" justify="space-between" wrap className="emp-debrief__head">
            <Typography.Text data-testid="debrief-undecided">
              {undecided} of {items.length} undecided
            </Typography.Text>
            {/* Always open: with nobody undecided the service says so (and the focus has a place to return). */}
            <Button
              danger
              onClick={() => {
                focus.remember(PASS_OPENER);
                setPassing(true);
              }}
              {...returnFocusKey(PASS_OPENER)}
            >
              Pass on the rest
            </Button>
          </Flex>
          <ol className="emp-debrief" aria-label="Candidates, ranked">
            {items.map((item, index) => (
              <DebriefRow
                key={item.onePagerId}
                shareId={shareId}
                item={item}
                rank={index + 1}
                viewerZone={viewerZone}
                requested={requested.has(item.onePagerId)}
                onFollowUp={() => {
                  focus.remember(followUpOpener(item.onePagerId));
                  setFollowUp(item);
                }}
              />
            ))}
          </ol>
        </>
      )}
      <PassRestDialog
        open={passing}
        undecided={undecided}
        sending={pass.isMutating}
        form={form}
        onPass={(body) => void pass.trigger(body)}
        onClose={closePass}
      />
      {followUp ? (
        <InterviewRequestDialog
          key={followUp.onePagerId}
          params={{ shareId, onePagerId: followUp.onePagerId }}
          candidateName={followUp.displayName}
          open
          onClose={() => {
            setFollowUp(null);
            focus.restore();
          }}
          onRequested={() => setRequested((current) => new Set(current).add(followUp.onePagerId))}
        />
      ) : null}
    </section>
  );
}
