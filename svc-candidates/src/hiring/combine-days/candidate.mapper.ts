import type { TCandidateCombineDay, TCandidateCombineDayDetail } from '@gtm/contracts/combine-days';
import type { TTimeSpan } from '@gtm/hiring/planner';
import type { TCombineDayRecord, TSegmentRecord } from './combine-days.model.ts';

/** A day as its candidate reads it: the company, their own segment and answer; the link once they confirmed. */
export const toCandidateDay = (day: TCombineDayRecord, segment: TSegmentRecord): TCandidateCombineDay => ({
  id: day._id.toString(),
  companyName: day.companyName,
  segment: { start: segment.start.toISOString(), end: segment.end.toISOString() },
  // The link is theirs once they confirmed (issue 47), and no longer when the day is cancelled.
  meetingUrl: segment.status === 'confirmed' && day.status !== 'cancelled' ? day.meetingUrl : null,
  status: day.status === 'cancelled' ? 'cancelled' : segment.status,
});

/** One of the candidate's days, with its zone and the free times they may move to (none once cancelled). */
export const toCandidateDayDetail = (
  day: TCombineDayRecord,
  segment: TSegmentRecord,
  free: readonly TTimeSpan[],
): TCandidateCombineDayDetail => ({
  ...toCandidateDay(day, segment),
  timeZone: day.timeZone,
  freeSegments:
    day.status === 'planned'
      ? free.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() }))
      : [],
});
