import { SEGMENT_STATUS_WORDS } from '@gtm/contracts/combine-days';
import type { TCombineDay, TCombineDayCounts, TSegmentStatus } from '@gtm/contracts/combine-days';
import { formatSpan, formatTime, sameClock } from './zoned-time.ts';

/**
 * A combine day (issue 35) as every area's screens name it: a segment's status, the day's state and its
 * counts. The API answers the derived facts (`startsAt`, `endsAt`, `slots`, `counts`); these only put them
 * into words, once for the three remotes.
 */

/** A segment's status in words, as the printed schedule has them (the candidate also sees their day cancelled). */
export const SEGMENT_STATUS_LABELS: Record<TSegmentStatus | 'cancelled', string> = {
  ...SEGMENT_STATUS_WORDS,
  cancelled: 'Cancelled',
};

/** A day's state as its lists show it. */
export type TCombineDayState = 'planned' | 'over' | 'cancelled';

/** Each state's words and its tag's colour. */
export const COMBINE_DAY_STATES: Record<TCombineDayState, { label: string; color: string }> = {
  planned: { label: 'Planned', color: 'blue' },
  over: { label: 'Over', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

/** A day's state at `now` (ms): cancelled, over (its last slot has ended: `endsAt`) or planned. */
export const combineDayStateOf = (
  day: Pick<TCombineDay, 'status' | 'endsAt'>,
  now: number,
): TCombineDayState =>
  day.status === 'cancelled' ? 'cancelled' : Date.parse(day.endsAt) <= now ? 'over' : 'planned';

/** The segments by answer: '2 confirmed · 1 invited · 1 declined'. */
export const formatSegmentCounts = (counts: Pick<TCombineDayCounts, 'confirmed' | 'invited' | 'declined'>) =>
  `${counts.confirmed} confirmed · ${counts.invited} invited · ${counts.declined} declined`;

/**
 * The afternoon in `timeZone`, the zone named: '2:00 PM – 2:55 PM EST', from its first slot's start to its last
 * slot's end (the API's `startsAt` and `endsAt`). A zone this browser does not know: the afternoon as the day
 * wrote it, in its own zone.
 */
export function formatAfternoon(
  day: Pick<TCombineDay, 'startsAt' | 'endsAt' | 'from' | 'to' | 'timeZone'>,
  timeZone: string,
): string {
  try {
    return formatSpan(day.startsAt, day.endsAt, timeZone);
  } catch {
    return `${day.from} – ${day.to} ${day.timeZone}`;
  }
}

/** The afternoon's start in `timeZone`, short, for a calendar cell: '2:00 PM'. */
export function formatAfternoonStart(day: Pick<TCombineDay, 'startsAt' | 'from'>, timeZone: string): string {
  try {
    return formatTime(day.startsAt, timeZone);
  } catch {
    return day.from;
  }
}

/** Whether the viewer's clock reads the afternoon as its own zone does (then one time is enough). */
export const viewerReadsDayClock = (day: Pick<TCombineDay, 'startsAt' | 'timeZone'>, viewerZone: string) =>
  sameClock(day.startsAt, day.timeZone, viewerZone);
