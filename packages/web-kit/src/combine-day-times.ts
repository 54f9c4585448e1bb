import type { TCombineDay, TCombineDaySegment } from '@gtm/contracts/combine-days';

/**
 * A combine day (issue 35) as the employer's screens draw it. The API lays the afternoon out (`slots`: live
 * segments, breaks and free slots in time order) and answers its instants (`startsAt`, `endsAt`); these read
 * that layout as timeline entries and tell, for a given clock, which segment is on. No zone arithmetic here:
 * times are shown with `@gtm/web-kit/zoned-time.ts`.
 */

const MINUTE = 60_000;

/** One line of a combine day's timeline. */
export type TTimelineEntry =
  | { kind: 'segment'; segment: TCombineDaySegment; index: number; start: Date; end: Date }
  | { kind: 'break'; start: Date; end: Date; minutes: number }
  | { kind: 'free'; start: Date; end: Date; slots: number };

/** The live segments (invited or confirmed) by their candidate, each with its place in the day's list. */
const liveByCandidate = (segments: readonly TCombineDaySegment[]) =>
  new Map(
    segments.flatMap((segment, index) =>
      segment.status === 'declined' ? [] : [[segment.onePagerId, { segment, index }] as const],
    ),
  );

/**
 * The server's layout as a timeline: each live segment with its candidate, each break with its length, and
 * each run of free slots as one entry (how many slots it holds). A slot whose segment the day does not list is
 * left out.
 */
export function timelineOf(day: Pick<TCombineDay, 'slots' | 'segments'>): TTimelineEntry[] {
  const live = liveByCandidate(day.segments);
  const entries: TTimelineEntry[] = [];
  for (const slot of day.slots) {
    const start = new Date(slot.start);
    const end = new Date(slot.end);
    if (slot.kind === 'segment') {
      const held = slot.onePagerId === undefined ? undefined : live.get(slot.onePagerId);
      if (held) entries.push({ kind: 'segment', ...held, start, end });
    } else if (slot.kind === 'break') {
      entries.push({
        kind: 'break',
        start,
        end,
        minutes: Math.round((end.getTime() - start.getTime()) / MINUTE),
      });
    } else {
      const last = entries[entries.length - 1];
      if (last?.kind === 'free') {
        last.end = end;
        last.slots += 1;
      } else {
        entries.push({ kind: 'free', start, end, slots: 1 });
      }
    }
  }
  return entries;
}

/** The declined segments (their slots are free on the timeline), in time order, each with its place. */
export const declinedOf = (segments: readonly TCombineDaySegment[]) =>
  segments
    .map((segment, index) => ({ segment, index }))
    .filter(({ segment }) => segment.status === 'declined')
    .sort((a, b) => Date.parse(a.segment.start) - Date.parse(b.segment.start));

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
  /** Between segments: whether the layout has a break or a free slot now (a declined or moved segment's). */
  gap: 'break' | 'free' | null;
};

/** The day as the live state reads it. */
export type TLiveDay = Pick<TCombineDay, 'segments' | 'slots' | 'startsAt'>;

/**
 * Which segment is on at `now` (ms since the epoch), which comes next and in how long. A declined segment is
 * nobody's: it is never current nor next. Half-open: a segment is on from its start to just before its end.
 * The afternoon has started at its `startsAt` (not at its first live segment: the first ones may have been
 * declined or moved); between segments, the layout tells a break from a free slot.
 */
export function liveStateOf(day: TLiveDay, now: number): TLiveState {
  const active = day.segments
    .map((segment, index) => ({
      index,
      start: Date.parse(segment.start),
      end: Date.parse(segment.end),
      segment,
    }))
    .filter((entry) => entry.segment.status !== 'declined')
    .sort((a, b) => a.start - b.start);
  const current = active.find((entry) => entry.start <= now && now < entry.end);
  const next = active.find((entry) => entry.start > now);
  const first = active[0];
  const startsAt = Date.parse(day.startsAt);
  const opening = Number.isNaN(startsAt) ? (first?.start ?? 0) : Math.min(startsAt, first?.start ?? startsAt);
  const phase = current
    ? 'during'
    : !first || now >= (active[active.length - 1]?.end ?? 0)
      ? 'after'
      : now < opening
        ? 'before'
        : 'between';
  const slot = day.slots.find((cell) => Date.parse(cell.start) <= now && now < Date.parse(cell.end));
  return {
    phase,
    current: current?.index ?? null,
    next: next?.index ?? null,
    untilNext: next ? next.start - now : null,
    untilEnd: current ? current.end - now : null,
    gap: phase === 'between' ? (slot?.kind === 'free' ? 'free' : 'break') : null,
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

/** A segment status tag's colour on the employer's screens (its words: web-kit's SEGMENT_STATUS_LABELS). */
export const SEGMENT_STATUS_COLORS: Record<TCombineDaySegment['status'], string> = {
  invited: 'blue',
  confirmed: 'green',
  declined: 'red',
};
