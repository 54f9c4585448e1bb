import { COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import type { TCandidateCombineDay, TCombineDayResponse } from '@gtm/contracts/combine-days';
import { formatInstantDay, formatSpan, sameClock } from '@gtm/web-kit/zoned-time.ts';

/** A segment's status in words: every area's (web-kit's). */
export { SEGMENT_STATUS_LABELS } from '@gtm/web-kit/combine-day-view.ts';

/** Tag colors readable on the candidate's cards (antd's light 'green' fails AA contrast there: axe). */
export const SEGMENT_STATUS_COLORS: Record<TCandidateCombineDay['status'], string> = {
  invited: 'blue',
  confirmed: '#237804',
  declined: 'default',
  cancelled: 'default',
};

/** The toast of each answer, in the contract's words. */
export const COMBINE_DAY_DONE: Record<TCombineDayResponse['action'], string> = {
  confirm: COMBINE_DAY_MESSAGES.confirmed,
  move: COMBINE_DAY_MESSAGES.moved,
  decline: COMBINE_DAY_MESSAGES.declined,
};

/**
 * A segment's day and times in `timeZone`, the zone named: 'Tue, Jan 14, 2031, 2:00 PM – 2:15 PM EST'.
 * 'Invalid date' for what cannot be read.
 */
export function formatSegmentTime(segment: { start: string; end: string }, timeZone: string): string {
  if (Number.isNaN(Date.parse(segment.start)) || Number.isNaN(Date.parse(segment.end))) return 'Invalid date';
  return `${formatInstantDay(segment.start, timeZone)}, ${formatSpan(segment.start, segment.end, timeZone)}`;
}

/** Whether the candidate may still answer: a segment invited or confirmed that has not started. */
export const canAnswerSegment = (item: Pick<TCandidateCombineDay, 'status' | 'segment'>, now: number) =>
  (item.status === 'invited' || item.status === 'confirmed') && Date.parse(item.segment.start) > now;

/** The meeting link, shown once the candidate confirmed, and only an https address. */
export function meetingLinkOf(item: Pick<TCandidateCombineDay, 'status' | 'meetingUrl'>): string | null {
  if (item.status !== 'confirmed' || !item.meetingUrl) return null;
  try {
    const url = new URL(item.meetingUrl);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether two zones read the same clock at that moment (then the day's own zone need not be shown). */
export { sameClock };
