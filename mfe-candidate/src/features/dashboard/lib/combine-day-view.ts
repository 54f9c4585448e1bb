import { COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import type { TCandidateCombineDay, TCombineDayResponse } from '@gtm/contracts/combine-days';
import { dateTimeFormatter, sameClock, zoneName } from '@gtm/web-kit/zoned-time.ts';

/** The candidate's words for a segment's status. */
export const SEGMENT_STATUS_LABELS: Record<TCandidateCombineDay['status'], string> = {
  invited: 'Invited',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

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
  const start = new Date(segment.start);
  const end = new Date(segment.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return 'Invalid date';
  const day = dateTimeFormatter({
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  const time = dateTimeFormatter({ timeZone, hour: 'numeric', minute: '2-digit' });
  return `${day.format(start)}, ${time.format(start)} – ${time.format(end)} ${zoneName(start, timeZone)}`;
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
