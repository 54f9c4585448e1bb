import { Alert, Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { generatePath, Link, useParams } from '@gtm/web-kit/router.ts';
import { COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { PATHS } from '@gtm/contracts/paths';
import { statusOf } from '@gtm/web-kit/api-error.ts';
import { CancelDayConfirm } from '@gtm/web-kit/cancel-day-confirm.tsx';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { localTimeZone } from '@gtm/web-kit/format-slot.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { returnFocusKey, useReturnFocus } from '@gtm/web-kit/use-return-focus.ts';
import { CombineDayTimeline } from '@gtm/web-kit/combine-day-timeline.tsx';
import { LoadProblemView } from '../../../components/load-problem-view.tsx';
import { PageBreadcrumb } from '../../../components/page-breadcrumb.tsx';
import {
  combineDayStateOf,
  formatAfternoon,
  SEGMENT_STATUS_LABELS,
  viewerReadsDayClock,
} from '@gtm/web-kit/combine-day-view.ts';
import { formatCalendarDay, formatSpan } from '@gtm/web-kit/zoned-time.ts';
import { declinedOf, SEGMENT_STATUS_COLORS, timelineOf } from '@gtm/web-kit/combine-day-times.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { loadProblemOf } from '../../../lib/load-problem.ts';
import { useCombineDay } from '../../../lib/use-combine-day.ts';
import type { TCombineDayParams } from '../../../lib/use-combine-day.ts';
import { useCancelCombineDay, useDownloadSchedule } from '../api/combine-day.ts';
import { segmentStepOfKey, stepSegment } from '../lib/segment-keys.ts';
import { systemClock, useLivePlace, useSettled } from '../lib/use-live-clock.ts';
import type { TClock } from '../lib/use-live-clock.ts';
import { AddCandidateDialog } from './add-candidate-dialog.tsx';
import { LiveStatus } from './live-status.tsx';
import { OnePagerLink, SegmentPanel } from './segment-panel.tsx';

/** The Add a candidate button, where the focus returns when its dialog closes. */
const ADD_OPENER = 'ros-add-candidate';
const CANCEL_OPENER = 'ros-cancel-day';

/** How long a chosen segment stays chosen before its candidate's one-pager (a recorded view) is read. */
const SETTLE_MS = 400;

/** The day's heading facts: its afternoon in its own zone and the viewer's, its meeting link and Cancel. */
function DayHeader({
  params,
  day,
  viewerZone,
  clock,
  onChanged,
}: {
  params: TCombineDayParams;
  day: TCombineDay;
  viewerZone: string;
  clock: TClock;
  onChanged: (day: TCombineDay | null) => void;
}) {
  const state = combineDayStateOf(day, clock());
  const meetingUrl = day.meetingUrl ? safeHttpUrl(day.meetingUrl) : null;
  const cancel = useCancelCombineDay(params, {
    onSuccess: (cancelled) => {
      onChanged(cancelled);
      toast({ title: COMBINE_DAY_MESSAGES.cancelledToast });
    },
    onError: (error) => {
      toastFailure('The combine day was not cancelled', error);
      // Cancelled or over meanwhile: show how it stands now.
      if (statusOf(error) === 409) onChanged(null);
    },
  });
  const schedule = useDownloadSchedule(params, day.date, {
    onSuccess: () => toast({ title: 'Schedule downloaded', description: 'Print it for the room.' }),
    onError: (error) => toastFailure('The schedule was not downloaded', error),
  });
  const focus = useReturnFocus();
  const [adding, setAdding] = useState(false);
  const closeAdd = () => {
    setAdding(false);
    focus.restore();
  };
  return (
    <header className="emp-ros__header">
      <dl className="emp-facts">
        <div>
          <dt>Afternoon ({day.timeZone})</dt>
          <dd>{formatAfternoon(day, day.timeZone)}</dd>
        </div>
        {viewerReadsDayClock(day, viewerZone) ? null : (
          <div>
            <dt>Your time</dt>
            <dd>{formatAfternoon(day, viewerZone)}</dd>
          </div>
        )}
        <div>
          <dt>Segments</dt>
          <dd>
            {day.segmentMinutes} min, a {day.breakMinutes}-minute break after every {day.breakAfter}
          </dd>
        </div>
      </dl>
      <Flex gap="small" align="center" wrap>
        {/* The debrief fills as the team evaluates: open any time, during the afternoon too. */}
        <Link className="emp-ros__debrief-link" to={generatePath(PATHS.employer.combineDayDebrief, params)}>
          Debrief
        </Link>
        <Button loading={schedule.isMutating} onClick={() => void schedule.trigger()}>
          Print schedule
        </Button>
        {meetingUrl ? (
          <Button href={meetingUrl} target="_blank" rel="noopener noreferrer">
            Join the meeting
          </Button>
        ) : null}
        {state === 'planned' ? (
          <Button
            onClick={() => {
              focus.remember(ADD_OPENER);
              setAdding(true);
            }}
            {...returnFocusKey(ADD_OPENER)}
          >
            Add a candidate
          </Button>
        ) : null}
        {state === 'planned' ? (
          <CancelDayConfirm
            description="Every candidate's invitation is cancelled."
            openerKey={CANCEL_OPENER}
            onConfirm={() => cancel.trigger()}
          >
            <Button
              danger
              loading={cancel.isMutating}
              disabled={cancel.isMutating}
              {...returnFocusKey(CANCEL_OPENER)}
            >
              Cancel combine day
            </Button>
          </CancelDayConfirm>
        ) : null}
      </Flex>
      {state === 'cancelled' ? (
        <Alert type="warning" showIcon title={COMBINE_DAY_MESSAGES.cancelled} data-testid="ros-cancelled" />
      ) : null}
      {adding ? (
        <AddCandidateDialog
          params={params}
          day={day}
          onClose={closeAdd}
          onAdded={(added) => {
            onChanged(added);
            closeAdd();
          }}
        />
      ) : null}
    </header>
  );
}

/** The segments the candidates declined (their slots are free on the timeline), with their one-pagers. */
function DeclinedSegments({
  day,
  shareId,
  viewerZone,
}: {
  day: TCombineDay;
  shareId: string;
  viewerZone: string;
}) {
  const declined = declinedOf(day.segments);
  if (declined.length === 0) return null;
  return (
    <>
      <Typography.Title level={3} id="ros-declined-title" className="emp-section__title">
        Declined
      </Typography.Title>
      <ul className="emp-ros__declined" aria-labelledby="ros-declined-title">
        {declined.map(({ segment }) => (
          <li key={segment.onePagerId} data-testid="declined-segment">
            <span className="cd-timeline__name">{segment.displayName}</span>{' '}
            <Typography.Text type="secondary">
              {formatSpan(segment.start, segment.end, viewerZone)}
            </Typography.Text>{' '}
            <Tag color={SEGMENT_STATUS_COLORS.declined}>{SEGMENT_STATUS_LABELS.declined}</Tag>
            <OnePagerLink shareId={shareId} segment={segment} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The run of show of a loaded day: the afternoon now, the chosen segment with its evaluation, the timeline. */
function RunOfShow({
  params,
  day,
  viewerZone,
  clock,
  onChanged,
}: {
  params: TCombineDayParams;
  day: TCombineDay;
  viewerZone: string;
  clock: TClock;
  onChanged: (day: TCombineDay | null) => void;
}) {
  const cancelled = day.status === 'cancelled';
  const live = useLivePlace(day, clock);
  const current = cancelled ? null : live.current;
  const entries = useMemo(() => timelineOf(day), [day]);
  // The live segments' places in the day's list, in time order (a declined one's slot is free).
  const order = useMemo(
    () => entries.flatMap((entry) => (entry.kind === 'segment' ? [entry.index] : [])),
    [entries],
  );
  // The segment chosen by hand (by its candidate, as a refresh may reorder the list), else the one on now, else
  // the next, else the first.
  const [pinned, setPinned] = useState<string | null>(null);
  const pinnedIndex =
    pinned === null ? -1 : (order.find((index) => day.segments[index]?.onePagerId === pinned) ?? -1);
  const selected =
    pinnedIndex !== -1 ? pinnedIndex : (current ?? (cancelled ? null : live.next) ?? order[0] ?? null);
  const segment = selected === null ? undefined : day.segments[selected];
  const evaluationOf = useSettled(segment?.onePagerId ?? null, SETTLE_MS);

  const choose = (index: number | null) => {
    const chosen = index === null ? undefined : day.segments[index];
    if (chosen) setPinned(chosen.onePagerId);
  };
  const step = (direction: -1 | 1) => choose(stepSegment(order, selected, direction));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const direction = segmentStepOfKey(event);
      if (direction === 0) return;
      event.preventDefault();
      const next = stepSegment(order, selected, direction);
      const chosen = next === null ? undefined : day.segments[next];
      if (chosen) setPinned(chosen.onePagerId);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [order, selected, day.segments]);

  if (day.segments.length === 0) {
    return (
      <>
        <DayHeader params={params} day={day} viewerZone={viewerZone} clock={clock} onChanged={onChanged} />
        <Empty description="No candidate has a segment on this combine day." />
      </>
    );
  }
  const position = selected === null ? 0 : order.indexOf(selected) + 1;
  return (
    <>
      <DayHeader params={params} day={day} viewerZone={viewerZone} clock={clock} onChanged={onChanged} />
      {cancelled ? null : <LiveStatus day={day} viewerZone={viewerZone} clock={clock} />}
      {pinned !== null && current !== null && selected !== current ? (
        <Button type="link" className="emp-ros__follow" onClick={() => setPinned(null)}>
          Go to the segment on now
        </Button>
      ) : null}
      <p className="emp-visually-hidden" aria-live="polite" data-testid="ros-announce">
        {segment ? `${segment.displayName}, ${formatSpan(segment.start, segment.end, viewerZone)}` : ''}
      </p>
      <div className="emp-ros">
        {/* Working in the panel (a decision, a note) keeps its candidate chosen when the next segment starts. */}
        <div className="emp-ros__main" onFocusCapture={() => segment && setPinned(segment.onePagerId)}>
          {segment ? (
            <SegmentPanel
              shareId={params.shareId}
              segment={segment}
              position={position}
              count={order.length}
              isCurrent={selected === current}
              viewerZone={viewerZone}
              dayZone={day.timeZone}
              evaluationOf={evaluationOf ?? segment.onePagerId}
              onStep={step}
            />
          ) : null}
        </div>
        <section
          className="emp-ros__side emp-section emp-section--content"
          aria-labelledby="ros-timeline-title"
        >
          <Typography.Title level={2} id="ros-timeline-title" className="emp-section__title">
            Timeline
          </Typography.Title>
          <CombineDayTimeline
            entries={entries}
            zone={viewerZone}
            otherZone={day.timeZone}
            label="Segments"
            current={current}
            selected={selected}
            onSelect={(index) => choose(index)}
            segmentExtra={(entry) => <OnePagerLink shareId={params.shareId} segment={entry.segment} />}
          />
          <DeclinedSegments day={day} shareId={params.shareId} viewerZone={viewerZone} />
        </section>
      </div>
    </>
  );
}

/**
 * `/employer/combines/:shareId/days/:dayId` (issue 35): a combine day's run of show, used live during the
 * afternoon. The segments on a timeline in the viewer's time zone, the one on now marked with the time left
 * and a countdown to the next (the clock read every second; `clock` is a test's), the chosen segment's
 * candidate with their one-pager and the company's evaluation and team note saved in place, Previous and Next
 * (ArrowUp/k, ArrowDown/j), and Cancel combine day. The day is read again every 30 s (the candidates answer).
 */
export function RunOfShowPage({ clock = systemClock }: { clock?: TClock }) {
  const { shareId = '', dayId = '' } = useParams();
  const params = useMemo(() => ({ shareId, dayId }), [shareId, dayId]);
  const [viewerZone] = useState(localTimeZone);
  const day = useCombineDay(params);
  const data = day.error ? undefined : day.data;
  const problem = day.error
    ? loadProblemOf(day.error, {
        notFound: COMBINE_DAY_MESSAGES.notFound,
        failed: 'Failed to load this combine day. Please try again.',
      })
    : null;
  const heading = data
    ? `Combine day, ${formatCalendarDay(data.date)}`
    : problem?.kind === 'not-found'
      ? 'Combine day not found'
      : 'Combine day';
  useDocumentHead({
    title: pageTitle(data ? `${heading} – ${data.combineName}` : heading),
    description: 'The run of show of a combine day: its segments, live.',
  });

  return (
    <section className="emp-page" data-testid="employer-combine-day">
      <PageBreadcrumb
        items={[
          { label: 'Dashboard', to: PATHS.employer.dashboard },
          {
            label: data?.combineName ?? 'Talent combine',
            to: generatePath(PATHS.employer.combine, { shareId }),
          },
          { label: 'Run of show' },
        ]}
      />
      <Typography.Title level={1} className="emp-page__title">
        {heading}
      </Typography.Title>
      {problem ? (
        <LoadProblemView problem={problem} onRetry={() => void day.mutate()} />
      ) : data === undefined ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <RunOfShow
          params={params}
          day={data}
          viewerZone={viewerZone}
          clock={clock}
          onChanged={(changed) => void (changed ? day.mutate(changed, { revalidate: false }) : day.mutate())}
        />
      )}
    </section>
  );
}
