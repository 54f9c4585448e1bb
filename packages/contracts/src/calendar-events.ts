import { z } from 'zod';
import { isTimeZone } from '@gtm/hiring/time-zones';
import { zMeetingUrl } from './combine-days.ts';

const zObjectId = z.string().regex(/^[a-f\d]{24}$/i);
const zZone = z.string().max(64).refine(isTimeZone, { message: 'not a time zone' });

/**
 * One combine-day segment as a calendar event (issue 44's one shape): the same object from svc-candidates, through
 * svc-clients' share event, to svc-auth's e-mail job, checked by this one schema at each hop and serialised once
 * (as the job's JSON). Its UID is made of the day and the one-pager; `sequence` rises with each revision; `status`
 * is the segment's answer ('invited': a tentative event asking the candidate to answer; 'confirmed').
 */
export const ZCalendarSegment = z
  .object({
    onePagerId: zObjectId,
    sequence: z.number().int().nonnegative(),
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    /** What the recipient's calendar shows: the company, or the candidate as the company may see them. */
    summary: z.string().min(1).max(300),
    status: z.enum(['invited', 'confirmed']),
  })
  .refine((event) => event.start < event.end, { message: 'a segment ends after it starts', path: ['end'] });
export type TCalendarSegment = z.infer<typeof ZCalendarSegment>;

/** The most segments one invitation carries: a company's afternoon of twelve. */
export const CALENDAR_SEGMENTS_MAX = 12;

/**
 * A combine day's calendar invitation as the e-mail worker renders it (`combine-day-calendar`): the method, the
 * day (the UIDs' first part), the segments, and whose it is: the reader's zone their times are written in (the
 * candidate's, or the company's; none: UTC) with the day's beside it, the candidate's address as the ATTENDEE asked
 * to answer (the candidate's copy), and the meeting link once it is theirs (a company's, or a confirmed candidate's).
 */
export const ZCombineDayCalendar = z.object({
  method: z.enum(['REQUEST', 'CANCEL']),
  dayId: zObjectId,
  events: z.array(ZCalendarSegment).min(1).max(CALENDAR_SEGMENTS_MAX),
  zone: zZone.optional(),
  dayZone: zZone.optional(),
  attendeeEmail: z.email().optional(),
  meetingUrl: zMeetingUrl.optional(),
});
export type TCombineDayCalendar = z.infer<typeof ZCombineDayCalendar>;
