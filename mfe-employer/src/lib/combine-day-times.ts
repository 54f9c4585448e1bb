import type { TCombineDay, TCombineDaySegment } from '@gtm/contracts/combine-days';
import {
  dateTimeFormatter,
  formatCalendarDay,
  formatTime,
  sameClock,
  zonedInstant,
  zoneName,
  zoneOffsetMinutes,
} from '@gtm/web-kit/zoned-time.ts';

export { formatCalendarDay, formatTime, sameClock, zonedInstant, zoneName, zoneOffsetMinutes };

/**
 * The times of a combine day (issue 35) as the employer's screens show them: the API answers instants (ISO,
 * UTC) and the afternoon as a date, HH:mm times and its IANA zone; these read them in the day's zone or the
 * viewer's with `Intl.DateTimeFormat`, lay the afternoon out as the planner does (segments back to back from
 * `from`, a break after every `breakAfter`) and tell, for a given clock, which segment is on.
 */

const MINUTE = 60_000;

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** A span of time in `timeZone`, the zone named once: '2:00 PM – 2:15 PM EST'. */
export const formatSpan = (start: string | Date, end: string | Date, timeZone: string) =>
  `${formatTime(start, timeZone)} – ${formatTime(end, timeZone)} ${zoneName(start, timeZone)}`;

/** The day of an instant in `timeZone`: 'Tue, Mar 10, 2026'. */
export const formatInstantDay = (instant: string | Date, timeZone: string) =>
  dateTimeFormatter({ timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
    toDate(instant),
  );

/** The afternoon's start and end instants. */
export const afternoonOf = (day: Pick<TCombineDay, 'date' | 'from' | 'to' | 'timeZone'>) => ({
  start: zonedInstant(day.date, day.from, day.timeZone),
  end: zonedInstant(day.date, day.to, day.timeZone),
});

/** One line of a combine day's timeline. */
export type TTimelineEntry =
  | { kind: 'segment'; segment: TCombineDaySegment; index: number; start: Date; end: Date }
  | { kind: 'break'; start: Date; end: Date; minutes: number }
  | { kind: 'free'; start: Date; end: Date; slots: number };

type TTimelineDay = Pick<
  TCombineDay,
  'date' | 'from' | 'to' | 'timeZone' | 'segmentMinutes' | 'breakMinutes' | 'breakAfter' | 'segments'
>;

/** The afternoon's slots as the planner lays them out, in time order. */
export function slotsOf(day: Omit<TTimelineDay, 'segments'>): { start: Date; end: Date }[] {
  const { start, end } = afternoonOf(day);
  const { segmentMinutes, breakMinutes, breakAfter } = day;
  if (!(segmentMinutes > 0 && breakAfter > 0 && breakMinutes >= 0)) return [];
  const slots: { start: Date; end: Date }[] = [];
  for (let index = 0; index < 1000; index += 1) {
    const offset = index * segmentMinutes + Math.floor(index / breakAfter) * breakMinutes;
    const slotStart = new Date(start.getTime() + offset * MINUTE);
    const slotEnd = new Date(slotStart.getTime() + segmentMinutes * MINUTE);
    if (slotEnd > end) break;
    slots.push({ start: slotStart, end: slotEnd });
  }
  return slots;
}

const minutesBetween = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / MINUTE);

/** The segments in time order, each with its place in the day's list. */
const orderedSegments = (segments: readonly TCombineDaySegment[]) =>
  segments
    .map((segment, index) => ({ segment, index, start: new Date(segment.start), end: new Date(segment.end) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());

/**
 * The afternoon as a timeline: its segments in time order, the breaks between them (a gap of the day's
 * `breakMinutes` after every `breakAfter` slots) and the runs of slots nobody takes. A segment that sits on no
 * slot of the layout (a day read with other settings) is laid out from the segments alone: each gap between
 * two segments is a break.
 */
export function timelineOf(day: TTimelineDay): TTimelineEntry[] {
  const segments = orderedSegments(day.segments);
  const slots = slotsOf(day);
  const byStart = new Map(segments.map((entry) => [entry.start.getTime(), entry]));
  const onSlots = segments.every((entry) =>
    slots.some((slot) => slot.start.getTime() === entry.start.getTime()),
  );
  const entries: TTimelineEntry[] = [];
  if (!onSlots || slots.length === 0) {
    segments.forEach((entry, position) => {
      const previous = segments[position - 1];
      if (previous && entry.start > previous.end) {
        entries.push({
          kind: 'break',
          start: previous.end,
          end: entry.start,
          minutes: minutesBetween(previous.end, entry.start),
        });
      }
      entries.push({ kind: 'segment', ...entry });
    });
    return entries;
  }
  slots.forEach((slot, index) => {
    const previous = slots[index - 1];
    if (previous && slot.start > previous.end) {
      entries.push({
        kind: 'break',
        start: previous.end,
        end: slot.start,
        minutes: minutesBetween(previous.end, slot.start),
      });
    }
    const taken = byStart.get(slot.start.getTime());
    if (taken) {
      entries.push({ kind: 'segment', ...taken });
      return;
    }
    const last = entries[entries.length - 1];
    if (last?.kind === 'free') {
      last.end = slot.end;
      last.slots += 1;
    } else {
      entries.push({ kind: 'free', start: slot.start, end: slot.end, slots: 1 });
    }
  });
  return entries;
}

/** Where the afternoon stands at a moment, for the run of show. */
export type TLiveState = {
  phase: 'before' | 'during' | 'between' | 'after';
  /** The segment on now (its place in the day's list), or null. */
  current: number | null;
  /** The next segment to start, or null. */
  next: number | null;
  /** Milliseconds until the next segment starts, or null when none follows. */
  untilNext: number | null;
  /** Milliseconds until the current segment ends, or null. */
  untilEnd: number | null;
};

/**
 * Which segment is on at `now` (ms since the epoch), which comes next and in how long. A declined segment is
 * nobody's: it is never current nor next. Half-open: a segment is on from its start to just before its end.
 */
export function liveStateOf(segments: readonly TCombineDaySegment[], now: number): TLiveState {
  const active = orderedSegments(segments).filter((entry) => entry.segment.status !== 'declined');
  const current = active.find((entry) => entry.start.getTime() <= now && now < entry.end.getTime());
  const next = active.find((entry) => entry.start.getTime() > now);
  const first = active[0];
  const phase = current
    ? 'during'
    : !first || now >= (active[active.length - 1]?.end.getTime() ?? 0)
      ? 'after'
      : now < first.start.getTime()
        ? 'before'
        : 'between';
  return {
    phase,
    current: current?.index ?? null,
    next: next?.index ?? null,
    untilNext: next ? next.start.getTime() - now : null,
    untilEnd: current ? current.end.getTime() - now : null,
  };
}

/** A countdown as a clock reads it: '4:05', '1:02:03', or '2 d 3 h' beyond a day. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${minutes}:${two(seconds)}`;
}

/** The day's state as its list shows it: cancelled, over (its afternoon has ended) or planned. */
export function dayStateOf(
  day: Pick<TCombineDay, 'status' | 'date' | 'from' | 'to' | 'timeZone'>,
  now: number,
): 'planned' | 'cancelled' | 'over' {
  if (day.status === 'cancelled') return 'cancelled';
  return afternoonOf(day).end.getTime() <= now ? 'over' : 'planned';
}

/** The segments of a day by status. */
export const segmentCounts = (segments: readonly Pick<TCombineDaySegment, 'status'>[]) => ({
  invited: segments.filter((segment) => segment.status === 'invited').length,
  confirmed: segments.filter((segment) => segment.status === 'confirmed').length,
  declined: segments.filter((segment) => segment.status === 'declined').length,
});

/** A segment's status as the employer's screens name it, and its tag's colour. */
export const SEGMENT_STATUS_LABELS: Record<TCombineDaySegment['status'], string> = {
  invited: 'Invited',
  confirmed: 'Confirmed',
  declined: 'Declined',
};
export const SEGMENT_STATUS_COLORS: Record<TCombineDaySegment['status'], string> = {
  invited: 'blue',
  confirmed: 'green',
  declined: 'red',
};
