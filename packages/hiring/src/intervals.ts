/**
 * The overlap rule, one for every booking: an interval is half-open, [start, end), so one that ends as another
 * starts does not overlap it. The booking ledger's conditional update (svc-candidates) is the same comparison
 * written as a MongoDB filter.
 */

export type TTimeSpan = { start: Date; end: Date };

/** Whether two half-open intervals share an instant. */
export const overlaps = (a: TTimeSpan, b: TTimeSpan): boolean =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/** Whether any two of the intervals overlap. */
export const anyOverlap = (spans: readonly TTimeSpan[]): boolean => {
  const sorted = [...spans].sort((a, b) => a.start.getTime() - b.start.getTime());
  return sorted.some((span, index) => index > 0 && overlaps(sorted[index - 1]!, span));
};

/** An interval from its start for a number of minutes (an agreed interview). */
export const spanOfMinutes = (start: Date, minutes: number): TTimeSpan => ({
  start,
  end: new Date(start.getTime() + minutes * 60_000),
});
