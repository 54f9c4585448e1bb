import { Button, Calendar, Empty, Flex, Grid, Spin, Tag, Typography } from 'antd';
import type { CalendarProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link } from '@gtm/web-kit/router.ts';
import { COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import { listAdminCombineDays } from '@gtm/contracts/operations/combine-days';
import { fillPath, PATHS } from '@gtm/contracts/paths';
import { statusOf } from '@gtm/web-kit/api-error.ts';
import { CancelDayConfirm } from '@gtm/web-kit/cancel-day-confirm.tsx';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { localTimeZone } from '@gtm/web-kit/format-slot.ts';
import { RetryAlert } from '@gtm/web-kit/retry-alert.tsx';
import { toast } from '@gtm/web-kit/toast.ts';
import { revalidateOperation } from '@gtm/web-kit/use-mutation.ts';
import { returnFocusKey } from '@gtm/web-kit/use-return-focus.ts';
import { usePlannerOpener } from '@gtm/web-kit/combine-day-planner.tsx';
import { useAdminCombineDays, useCancelAdminCombineDay } from '../api/combine-days.ts';
import type { TAdminCombineDay } from '../api/combine-days.ts';
import {
  COMBINE_DAY_STATES,
  combineDayStateOf,
  formatAfternoon,
  formatAfternoonStart,
  formatSegmentCounts,
  viewerReadsDayClock,
} from '@gtm/web-kit/combine-day-view.ts';
import { formatCalendarDay } from '@gtm/web-kit/zoned-time.ts';
import { PlanCompanyDay } from './plan-company-day.tsx';
import { byAfternoon, dateKey, daysByDate, monthGridRange, yearRange } from '../lib/combine-day-calendar.ts';

const EMPTY = 'No combine days planned yet.';

const MONTH_NAMES = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** What the calendar shows: a month (0-based) of a year, or the whole year. */
type TPanel = { year: number; month: number; mode: 'month' | 'year' };

/** One combine day of the list, with Cancel while it is planned. */
function CombineDayItem({
  day,
  viewerZone,
  now,
  cancelling,
  busy,
  onCancel,
}: {
  day: TAdminCombineDay;
  viewerZone: string;
  now: number;
  cancelling: boolean;
  busy: boolean;
  onCancel: () => Promise<unknown>;
}) {
  const state = combineDayStateOf(day, now);
  const date = formatCalendarDay(day.date);
  return (
    <li className="combine-days__item" data-testid="combine-day">
      <Flex gap="small" align="center" justify="space-between" wrap>
        <Typography.Text strong>{day.companyName}</Typography.Text>
        <Tag color={COMBINE_DAY_STATES[state].color}>{COMBINE_DAY_STATES[state].label}</Tag>
      </Flex>
      <Link to={fillPath(PATHS.admin.talentCombine, { id: day.combineId })}>{day.combineName}</Link>
      <div>
        {date}, {formatAfternoon(day, day.timeZone)}
        {viewerReadsDayClock(day, viewerZone) ? null : (
          <Typography.Text type="secondary" className="combine-days__viewer-time">
            {formatAfternoon(day, viewerZone)} your time
          </Typography.Text>
        )}
      </div>
      <Typography.Text type="secondary" data-testid="combine-day-counts">
        {formatSegmentCounts(day.counts)}
      </Typography.Text>
      {state === 'planned' ? (
        <div>
          <CancelDayConfirm
            description={`Every candidate's invitation is cancelled and ${day.companyName} is told.`}
            openerKey={`cancel-day-${day.id}`}
            onConfirm={onCancel}
          >
            <Button
              size="small"
              danger
              disabled={busy}
              loading={cancelling}
              aria-label={`Cancel the combine day of ${day.companyName} on ${date}`}
              {...returnFocusKey(`cancel-day-${day.id}`)}
            >
              Cancel
            </Button>
          </CancelDayConfirm>
        </div>
      ) : null}
    </li>
  );
}

/**
 * `/admin/dashboard/combine-days` (issue 35): every company's combine days on a calendar (a month, each date
 * listing its afternoons; on a narrow screen a dot marks them) with the list of the month beside it or below:
 * company, combine, date and times (the day's zone and the viewer's), the segments by answer, the state, and
 * Cancel (audited; the candidates and the company are told). Choosing a date narrows the list to it.
 * `initialMonth` opens another month than today's (a test's).
 */
export function CombineDaysPage({ initialMonth }: { initialMonth?: Dayjs } = {}) {
  useDocumentHead({
    title: pageTitle('Combine days'),
    description: 'Every company’s combine days: afternoons of short interviews with shared candidates.',
  });
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? false;
  const [viewerZone] = useState(localTimeZone);
  const [now] = useState(Date.now);
  const [panel, setPanel] = useState<TPanel>(() => {
    if (initialMonth) return { year: initialMonth.year(), month: initialMonth.month(), mode: 'month' };
    const today = new Date(now);
    return { year: today.getFullYear(), month: today.getMonth(), mode: 'month' };
  });
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const range = panel.mode === 'year' ? yearRange(panel.year) : monthGridRange(panel.year, panel.month);
  const days = useAdminCombineDays(range);
  const all = useMemo(
    () => (days.error ? [] : [...(days.data?.items ?? [])].sort(byAfternoon)),
    [days.data, days.error],
  );
  const byDate = useMemo(() => daysByDate(all), [all]);
  const monthPrefix =
    panel.mode === 'year' ? `${panel.year}-` : dateKey(panel.year, panel.month, 1).slice(0, 8);
  const listed = chosenDate
    ? (byDate.get(chosenDate) ?? [])
    : all.filter((day) => day.date.startsWith(monthPrefix));
  const listTitle = chosenDate
    ? formatCalendarDay(chosenDate)
    : panel.mode === 'year'
      ? String(panel.year)
      : MONTH_NAMES.format(new Date(Date.UTC(panel.year, panel.month, 1)));

  const cancel = useCancelAdminCombineDay({
    onSuccess: () => toast({ title: COMBINE_DAY_MESSAGES.cancelledToast }),
    onError: (error) => {
      toastFailure('The combine day was not cancelled', error, 'Please try again.');
      if (statusOf(error) === 409) void days.mutate();
    },
  });

  const { mutate } = useSWRConfig();
  const planner = usePlannerOpener();
  /** A day just planned: the list read again (every range), and the planner closed. */
  const planned = async () => {
    await revalidateOperation(mutate, listAdminCombineDays);
    toast({ title: COMBINE_DAY_MESSAGES.planned });
    planner.close();
  };

  const cellRender: CalendarProps<Dayjs>['cellRender'] = (date, info) => {
    if (info.type === 'month') {
      const count = all.filter((day) =>
        day.date.startsWith(dateKey(date.year(), date.month(), 1).slice(0, 8)),
      ).length;
      return count > 0 ? <span className="combine-days__month-count">{count} planned</span> : null;
    }
    if (info.type !== 'date') return info.originNode;
    const items = byDate.get(dateKey(date.year(), date.month(), date.date())) ?? [];
    if (items.length === 0) return null;
    if (!wide) {
      return (
        <span
          className="combine-days__dot"
          role="img"
          aria-label={`${items.length} combine ${items.length === 1 ? 'day' : 'days'}`}
          data-testid="combine-days-dot"
        />
      );
    }
    return (
      <ul className="combine-days__cell">
        {items.map((day) => (
          <li
            key={day.id}
            className={day.status === 'cancelled' ? 'combine-days__cell-item--cancelled' : undefined}
            title={`${day.companyName}, ${day.combineName}`}
          >
            {formatAfternoonStart(day, viewerZone)} {day.companyName}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className="admin-page combine-days">
      <Flex gap="small" align="center" justify="space-between" wrap>
        <Typography.Title level={1} className="admin-page__title">
          Combine days
        </Typography.Title>
        <Button type="primary" {...planner.buttonProps}>
          Plan a combine day
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">
        Afternoons of short back-to-back interviews a company plans with candidates of a combine shared with
        it (or you plan for it). Times show in your time zone ({viewerZone}) and the day&apos;s own.
      </Typography.Paragraph>
      <PlanCompanyDay open={planner.open} onClose={planner.close} onPlanned={planned} />
      {days.error ? <RetryAlert read={days} what="the combine days" /> : null}
      <div className="combine-days__layout">
        <div className="combine-days__calendar" data-testid="combine-days-calendar">
          <Calendar
            fullscreen={wide}
            defaultValue={initialMonth}
            cellRender={cellRender}
            onPanelChange={(date, mode) => {
              setChosenDate(null);
              setPanel({ year: date.year(), month: date.month(), mode: mode === 'year' ? 'year' : 'month' });
            }}
            onSelect={(date, { source }) => {
              if (source === 'date') setChosenDate(dateKey(date.year(), date.month(), date.date()));
            }}
          />
        </div>
        <section className="combine-days__list" aria-labelledby="combine-days-list-title">
          <Flex gap="small" align="center" justify="space-between" wrap>
            <Typography.Title level={2} id="combine-days-list-title" className="combine-days__list-title">
              {listTitle}
            </Typography.Title>
            {chosenDate ? (
              <Button type="link" onClick={() => setChosenDate(null)}>
                Show the whole {panel.mode === 'year' ? 'year' : 'month'}
              </Button>
            ) : null}
          </Flex>
          {days.isLoading ? (
            <Spin />
          ) : listed.length === 0 ? (
            <Empty description={EMPTY} />
          ) : (
            <ul className="combine-days__items" aria-labelledby="combine-days-list-title">
              {listed.map((day) => (
                <CombineDayItem
                  key={day.id}
                  day={day}
                  viewerZone={viewerZone}
                  now={now}
                  busy={cancel.isMutating}
                  cancelling={cancel.pending === day.id}
                  onCancel={() => cancel.trigger(day.id)}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
