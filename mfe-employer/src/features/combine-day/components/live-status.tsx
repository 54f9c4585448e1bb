import { Typography } from 'antd';
import { COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import { formatTime } from '@gtm/web-kit/zoned-time.ts';
import { formatCountdown, liveStateOf } from '@gtm/web-kit/combine-day-times.ts';
import type { TLiveDay } from '@gtm/web-kit/combine-day-times.ts';
import { useNow } from '../lib/use-live-clock.ts';
import type { TClock } from '../lib/use-live-clock.ts';

/**
 * The afternoon now, in the viewer's time zone: the segment on and the time it has left (between segments, a
 * break or a free slot, as the server's layout has it), then who comes next and in how long (a countdown read every second, as a timer: assistive technology reads it when asked, not
 * every second).
 */
export function LiveStatus({ day, viewerZone, clock }: { day: TLiveDay; viewerZone: string; clock: TClock }) {
  const now = useNow(clock);
  const live = liveStateOf(day, now);
  const { segments } = day;
  const current = live.current === null ? null : segments[live.current];
  const next = live.next === null ? null : segments[live.next];
  return (
    <div
      className="emp-ros-live"
      role="group"
      aria-label="Now"
      data-testid="ros-live"
      data-phase={live.phase}
    >
      {current ? (
        <p className="emp-ros-live__line">
          <span className="emp-ros-live__label">On now</span>{' '}
          <strong className="emp-ros-live__name">{current.displayName}</strong> until{' '}
          {formatTime(current.end, viewerZone)} (
          <span role="timer" data-testid="ros-left">
            {formatCountdown(live.untilEnd ?? 0)}
          </span>{' '}
          left)
        </p>
      ) : live.phase === 'after' ? (
        <p className="emp-ros-live__line">{COMBINE_DAY_MESSAGES.past}</p>
      ) : (
        <p className="emp-ros-live__line">
          <span className="emp-ros-live__label">
            {live.phase === 'before' ? 'Not started' : live.gap === 'free' ? 'Open slot' : 'Break'}
          </span>
        </p>
      )}
      {next ? (
        <p className="emp-ros-live__line">
          <span className="emp-ros-live__label">Next</span>{' '}
          <strong className="emp-ros-live__name">{next.displayName}</strong> at{' '}
          {formatTime(next.start, viewerZone)}, in{' '}
          <span role="timer" data-testid="ros-countdown">
            {formatCountdown(live.untilNext ?? 0)}
          </span>
        </p>
      ) : live.phase !== 'after' ? (
        <Typography.Paragraph type="secondary" className="emp-ros-live__line">
          No segment after this one.
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
