import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { generatePath, Link, useNavigate } from '@gtm/web-kit/router.ts';
import { COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { PATHS } from '@gtm/contracts/paths';
import { CombineDayPlanner, usePlannerOpener } from '@gtm/web-kit/combine-day-planner.tsx';
import type { TPlannerCandidate } from '@gtm/web-kit/combine-day-planner.tsx';
import { localTimeZone } from '@gtm/web-kit/format-slot.ts';
import { RetryAlert } from '@gtm/web-kit/retry-alert.tsx';
import {
  COMBINE_DAY_STATES,
  combineDayStateOf,
  formatAfternoon,
  formatSegmentCounts,
  viewerReadsDayClock,
} from '@gtm/web-kit/combine-day-view.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { formatCalendarDay } from '@gtm/web-kit/zoned-time.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { shareDayCalls, useCombineDays, useReloadCombineDays } from '../api/combine-days.ts';

/** One day of the list: its date (the link to its run of show), its afternoon, segments by answer and state. */
function CombineDayRow({ day, viewerZone, now }: { day: TCombineDay; viewerZone: string; now: number }) {
  const state = COMBINE_DAY_STATES[combineDayStateOf(day, now)];
  return (
    <li className="emp-days__item" data-testid="combine-day">
      <Link to={generatePath(PATHS.employer.combineDay, { shareId: day.shareId, dayId: day.id })}>
        <span className="emp-visually-hidden">Run of show, </span>
        {formatCalendarDay(day.date)}
      </Link>
      <span className="emp-days__time">{formatAfternoon(day, day.timeZone)}</span>
      {viewerReadsDayClock(day, viewerZone) ? null : (
        <Typography.Text type="secondary" className="emp-days__time">
          {formatAfternoon(day, viewerZone)} your time
        </Typography.Text>
      )}
      <Flex gap="small" align="center" wrap>
        <span data-testid="combine-day-counts">{formatSegmentCounts(day.counts)}</span>
        <Tag color={state.color}>{state.label}</Tag>
      </Flex>
    </li>
  );
}

/**
 * The shared combine's combine days (issue 35), newest first, each linking to its run of show, and the planner
 * of a new one over the combine's candidates (web-kit's, the admins' too). Once planned, the day's run of show
 * opens; closed otherwise, the focus returns to "Plan a combine day" (issue 36's rule).
 */
export function CombineDaysCard({
  shareId,
  candidates,
}: {
  shareId: string;
  candidates: readonly TPlannerCandidate[];
}) {
  const days = useCombineDays(shareId);
  const reload = useReloadCombineDays(shareId);
  const navigate = useNavigate();
  const calls = useMemo(() => shareDayCalls(shareId), [shareId]);
  const planner = usePlannerOpener();
  const [viewerZone] = useState(localTimeZone);
  const [now] = useState(Date.now);
  const items = days.error ? [] : (days.data?.items ?? []);
  return (
    <Card
      className="emp-section"
      role="region"
      aria-labelledby="combine-days-title"
      data-testid="combine-days"
    >
      <Flex gap="small" align="center" justify="space-between" wrap className="emp-days__head">
        <Typography.Title level={2} id="combine-days-title" className="emp-section__title emp-days__title">
          Combine days
        </Typography.Title>
        <Button type="primary" disabled={candidates.length === 0} {...planner.buttonProps}>
          Plan a combine day
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" className="emp-days__lead">
        An afternoon of short back-to-back interviews with the candidates you choose.
      </Typography.Paragraph>
      {days.error ? (
        <RetryAlert read={days} what="the combine days" />
      ) : days.data === undefined ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : items.length === 0 ? (
        <Typography.Paragraph>No combine days planned yet.</Typography.Paragraph>
      ) : (
        <ul className="emp-days" aria-labelledby="combine-days-title">
          {items.map((day) => (
            <CombineDayRow key={day.id} day={day} viewerZone={viewerZone} now={now} />
          ))}
        </ul>
      )}
      <CombineDayPlanner
        calls={calls}
        scope={shareId}
        candidates={candidates}
        open={planner.open}
        onClose={planner.close}
        onFailure={toastFailure}
        onPlanned={async (day) => {
          await reload();
          toast({ title: COMBINE_DAY_MESSAGES.planned });
          planner.close();
          void navigate(generatePath(PATHS.employer.combineDay, { shareId, dayId: day.id }));
        }}
      />
    </Card>
  );
}
