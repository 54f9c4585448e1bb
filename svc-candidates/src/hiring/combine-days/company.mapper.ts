import type { TCombineDay } from '@gtm/contracts/combine-days';
import { dayCounts, dayLayout } from '@gtm/hiring/day-layout';
import { segmentName } from './combine-day-invitations.ts';
import type { TCombineDayRecord } from './combine-days.model.ts';
import { isLive } from './combine-days.repository.ts';
import type { TDebriefEntry, TShareCandidates } from './combine-days.service.ts';

/** The afternoon's bounds, its slots laid out (segments, breaks, free) and its counts: what the screens draw. */
const layoutOf = (
  day: Pick<TCombineDayRecord, 'slots' | 'segments' | 'unplaced' | 'startsAt' | 'endsAt'>,
) => {
  const layout = dayLayout(day.slots, day.segments.filter(isLive));
  return {
    startsAt: day.startsAt.toISOString(),
    endsAt: day.endsAt.toISOString(),
    slots: layout.map((cell) => ({
      kind: cell.kind,
      start: cell.start.toISOString(),
      end: cell.end.toISOString(),
      ...(cell.kind === 'segment' ? { onePagerId: cell.onePagerId } : {}),
    })),
    counts: dayCounts(layout, day.segments, day.unplaced.length),
  };
};

/**
 * A day as the company (and the admins) read it: each segment named as the company may see its candidate (their
 * name once they confirmed), the candidates who could not be placed, and the afternoon laid out. A preview has
 * no id yet ('').
 */
export const toCombineDay = (
  day: Omit<TCombineDayRecord, '_id'> & { _id?: TCombineDayRecord['_id'] },
  combineName: string,
  candidates: TShareCandidates,
): TCombineDay => ({
  id: day._id?.toString() ?? '',
  shareId: day.shareId,
  combineName,
  companyName: day.companyName,
  date: day.date,
  from: day.from,
  to: day.to,
  timeZone: day.timeZone,
  segmentMinutes: day.segmentMinutes,
  breakMinutes: day.breakMinutes,
  breakAfter: day.breakAfter,
  meetingUrl: day.meetingUrl,
  status: day.status,
  segments: [...day.segments]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((segment) => ({
      onePagerId: segment.onePagerId,
      start: segment.start.toISOString(),
      end: segment.end.toISOString(),
      status: segment.status,
      displayName: segmentName(candidates.get(segment.onePagerId), segment.status),
    })),
  unplaced: day.unplaced.map((row) => ({
    ...row,
    displayName: segmentName(candidates.get(row.onePagerId), 'invited'),
  })),
  ...layoutOf(day),
});

/** A day's debrief as the company reads it: each candidate met, their answer, its decision, rating and note. */
export const toDebrief = (entries: readonly TDebriefEntry[]) => ({
  items: entries.map((entry) => ({
    onePagerId: entry.segment.onePagerId,
    displayName: entry.displayName,
    start: entry.segment.start.toISOString(),
    segmentStatus: entry.segment.status,
    decision: entry.decision,
    rating: entry.rating,
    privateNote: entry.evaluation?.privateNote ? { text: entry.evaluation.privateNote.text } : null,
  })),
});
