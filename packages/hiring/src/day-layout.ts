import type { TTimeSpan } from './intervals.ts';

/**
 * A combine day's afternoon as the screens draw it: its slots in time order, each held by a live segment or free,
 * with a break wherever one slot ends before the next starts. The planner makes the slots; this reads them with
 * the segments that hold them, so no screen lays an afternoon out again.
 */

export type TLayoutSlot =
  | { kind: 'segment'; start: Date; end: Date; onePagerId: string }
  | { kind: 'break'; start: Date; end: Date }
  | { kind: 'free'; start: Date; end: Date };

export type TLayoutSegment = TTimeSpan & { onePagerId: string };

/**
 * The afternoon's layout: every slot (held by the live segment that starts on it, else free) and the breaks
 * between slots, in time order. A live segment on no slot (a day read with other settings) still shows, in its
 * place by time.
 */
export const dayLayout = (
  slots: readonly TTimeSpan[],
  liveSegments: readonly TLayoutSegment[],
): TLayoutSlot[] => {
  const byStart = new Map(liveSegments.map((segment) => [segment.start.getTime(), segment]));
  const onSlots = new Set(slots.map((slot) => slot.start.getTime()));
  const cells: TLayoutSlot[] = [
    ...slots.map((slot): TLayoutSlot => {
      const segment = byStart.get(slot.start.getTime());
      return segment
        ? { kind: 'segment', start: slot.start, end: slot.end, onePagerId: segment.onePagerId }
        : { kind: 'free', start: slot.start, end: slot.end };
    }),
    ...liveSegments
      .filter((segment) => !onSlots.has(segment.start.getTime()))
      .map((segment): TLayoutSlot => ({ kind: 'segment', ...segment })),
  ].sort((a, b) => a.start.getTime() - b.start.getTime());
  return cells.flatMap((cell, index) => {
    const previous = cells[index - 1];
    return previous && previous.end.getTime() < cell.start.getTime()
      ? [{ kind: 'break', start: previous.end, end: cell.start } as const, cell]
      : [cell];
  });
};

/** How many of each a layout and its segments' states hold, as the screens show them. */
export const dayCounts = (
  layout: readonly TLayoutSlot[],
  segments: readonly { status: 'invited' | 'confirmed' | 'declined' }[],
  unplaced: number,
) => ({
  placed: segments.filter((segment) => segment.status !== 'declined').length,
  invited: segments.filter((segment) => segment.status === 'invited').length,
  confirmed: segments.filter((segment) => segment.status === 'confirmed').length,
  declined: segments.filter((segment) => segment.status === 'declined').length,
  unplaced,
  free: layout.filter((cell) => cell.kind === 'free').length,
});
