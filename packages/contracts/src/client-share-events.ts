import { z } from 'zod';
import { CALENDAR_SEGMENTS_MAX, ZCalendarSegment } from './calendar-events.ts';
import { zMeetingUrl } from './combine-days.ts';

const base = {
  /** Unique per event and the BullMQ job id: svc-clients applies each event once. */
  eventId: z.string().min(1).max(100),
  shareId: z.string().min(1),
  companyId: z.string().min(1),
  /** Epoch milliseconds. */
  at: z.number().int().nonnegative(),
};

/**
 * svc-candidates' share events on the `client-share-events` queue: svc-clients tells the company's users
 * (at once or in a digest, per the company's `email_frequency`). Names of combines only, never candidates.
 */
export const ZClientShareEvent = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('combine.shared'),
    combineName: z.string().max(200),
    candidateCount: z.number().int().nonnegative(),
  }),
  z.object({ ...base, type: z.literal('combine.share-withdrawn') }),
  /**
   * An interview's calendar invitation (issue 25): agreed, moved or cancelled. svc-clients e-mails it to the
   * candidate and to each enabled user of the company, naming the requesting user as the company's attendee.
   * `params` are the e-mail's display values (see svc-auth's interview templates); the candidate's e-mail is
   * shown to the company only when `shareContact` (their `showContact` setting) is on. An empty `candidateEmail`:
   * the candidate is gone (their account deleted), so only the company's users get it.
   */
  z.object({
    ...base,
    type: z.literal('interview.invitation'),
    template: z.enum(['interview-confirmed', 'interview-rescheduled', 'interview-cancelled']),
    requestId: z.string().min(1),
    requestedById: z.string().min(1),
    candidateEmail: z.union([z.email(), z.literal('')]),
    shareContact: z.boolean(),
    params: z.record(z.string(), z.string().max(2000)),
  }),
  /**
   * A notice to every enabled user of the company, as an e-mail (template `notice`), whatever the company's
   * digest frequency (it asks for an answer, as an interview does): a claimed hire rejected, an invoice, the
   * guarantee's check, a decision due. The same words as the notification the company's users read in the
   * portal; never a candidate's name (a company may see candidates anonymized).
   */
  z.object({
    ...base,
    type: z.literal('company.notice'),
    title: z.string().min(1).max(200),
    body: z.string().min(1).max(2000),
    /** A path of the portal (the link under the public origin). */
    link: z.string().startsWith('/').max(500),
  }),
  /**
   * A combine day's calendar for the company's users (issue 35): the afternoon (one event per segment) when it
   * is planned, a segment confirmed or moved (REQUEST, SEQUENCE raised) or declined and the day cancelled (CANCEL).
   * Each event's label is the candidate as the company may see them (their alias unless they confirmed).
   */
  z.object({
    ...base,
    type: z.literal('combine-day.calendar'),
    dayId: z.string().regex(/^[a-f\d]{24}$/i),
    method: z.enum(['REQUEST', 'CANCEL']),
    title: z.string().min(1).max(200),
    body: z.string().min(1).max(2000),
    link: z.string().startsWith('/').max(500),
    meetingUrl: zMeetingUrl.nullable(),
    /** The zone the day is held in (issue 47): its clock is written beside the company's when they differ. */
    timeZone: z.string().min(1).max(64).optional(),
    /** The segments (one schema from svc-candidates to the e-mail: {@link ZCalendarSegment}). */
    events: z.array(ZCalendarSegment).min(1).max(CALENDAR_SEGMENTS_MAX),
  }),
]);
export type TClientShareEvent = z.infer<typeof ZClientShareEvent>;

/**
 * A notice for the admins on the `admin-notices` queue: svc-auth e-mails each admin whose notification settings
 * allow it (`emailNotifications`), once per admin and notice (`noticeId`). Display values only.
 */
export const ZAdminNotice = z.object({
  noticeId: z.string().min(1).max(100),
  template: z.enum(['client-decision', 'interview-requested', 'client-access-requested', 'notice']),
  params: z.record(z.string(), z.string().max(2000)),
});
export type TAdminNotice = z.infer<typeof ZAdminNotice>;
