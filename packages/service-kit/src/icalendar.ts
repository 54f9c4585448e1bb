import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/**
 * An interview as an iCalendar (RFC 5545) object, built with ical-generator: svc-auth's invitation e-mails
 * (METHOD:REQUEST, METHOD:CANCEL) and svc-candidates' "Add to calendar" downloads (METHOD:PUBLISH).
 *
 * One UID per interview (its request), times in UTC, SEQUENCE raised by each revision (a reschedule, a
 * cancellation), so Google Calendar and Outlook update or remove the event they imported rather than adding one.
 */
export type TCalendarPerson = { name: string; email: string };

export type TInterviewCalendar = {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** The interview request's id: the UID is made of it. */
  requestId: string;
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description?: string;
  /** Invitations only: GTM Combine, the sender. */
  organizer?: TCalendarPerson;
  /** Invitations only: both sides. */
  attendees?: readonly TCalendarPerson[];
  /** When this revision was made (DTSTAMP). */
  stamp: Date;
};

/** The interview's UID: the same for every revision and every recipient. */
export const interviewUid = (requestId: string) => `interview-${requestId}@gtmcombine.com`;

const METHODS = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
} as const;

/** The interview as `text/calendar` text (CRLF line ends, folded as RFC 5545 wants). */
export const interviewCalendar = (interview: TInterviewCalendar): string => {
  const calendar = ical({
    prodId: { company: 'GTM Combine', product: 'Interviews', language: 'EN' },
    method: METHODS[interview.method],
  });
  const event = calendar.createEvent({
    id: interviewUid(interview.requestId),
    sequence: interview.sequence,
    start: interview.start,
    end: new Date(interview.start.getTime() + interview.durationMinutes * 60_000),
    stamp: interview.stamp,
    summary: interview.summary,
    ...(interview.description ? { description: interview.description } : {}),
    status: interview.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // No TZID: ical-generator writes Date values in UTC ('...Z').
  event.timezone(null);
  if (interview.organizer) event.organizer(interview.organizer);
  const seen = new Set<string>();
  for (const person of interview.attendees ?? []) {
    const key = person.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    event.createAttendee({
      email: person.email,
      name: person.name,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: interview.method === 'REQUEST',
    });
  }
  return calendar.toString();
};

/** One segment of a combine day as a calendar event (issue 35). */
export type TCombineDayEvent = {
  /** The combine day and the candidate's one-pager: the UID is made of both. */
  dayId: string;
  onePagerId: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  /** The meeting link: the event's URL and LOCATION (the candidate's copy: only once they confirmed). */
  meetingUrl?: string | null;
  /**
   * The segment's answer (issue 47): 'invited' is STATUS:TENTATIVE (the candidate's ATTENDEE NEEDS-ACTION with
   * RSVP=TRUE, so calendar apps offer Accept and Decline), 'confirmed' STATUS:CONFIRMED (ACCEPTED). None: CONFIRMED.
   */
  status?: 'invited' | 'confirmed';
  /** The candidate's copy: the candidate, the one attendee asked to answer. */
  attendee?: TCalendarPerson;
};

/** A combine day segment's UID: one per candidate and combine day, the same on both sides and every revision. */
export const combineDaySegmentUid = (dayId: string, onePagerId: string) =>
  `combine-day-${dayId}-${onePagerId}@gtmcombine.com`;

/**
 * Combine day segments as one `text/calendar` object: the candidate's one segment, or the company's afternoon
 * (one VEVENT per segment). REQUEST sends or updates them (a move: the same UID, SEQUENCE raised, the new
 * DTSTART); CANCEL removes them. Times in UTC. An invited segment is TENTATIVE and asks its candidate to answer
 * (ATTENDEE RSVP=TRUE, PARTSTAT=NEEDS-ACTION); once confirmed, the same UID with a higher SEQUENCE is CONFIRMED
 * (PARTSTAT=ACCEPTED).
 */
export const combineDayCalendar = (input: {
  method: 'REQUEST' | 'CANCEL';
  events: readonly TCombineDayEvent[];
  organizer?: TCalendarPerson;
  stamp: Date;
}): string => {
  const calendar = ical({
    prodId: { company: 'GTM Combine', product: 'Combine days', language: 'EN' },
    method: METHODS[input.method],
  });
  for (const segment of input.events) {
    const event = calendar.createEvent({
      id: combineDaySegmentUid(segment.dayId, segment.onePagerId),
      sequence: segment.sequence,
      start: segment.start,
      end: segment.end,
      stamp: input.stamp,
      summary: segment.summary,
      ...(segment.description ? { description: segment.description } : {}),
      ...(segment.meetingUrl ? { url: segment.meetingUrl, location: segment.meetingUrl } : {}),
      status:
        input.method === 'CANCEL'
          ? ICalEventStatus.CANCELLED
          : segment.status === 'invited'
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
    });
    event.timezone(null);
    if (input.organizer) event.organizer(input.organizer);
    if (segment.attendee) {
      const asked = input.method === 'REQUEST' && segment.status === 'invited';
      event.createAttendee({
        email: segment.attendee.email,
        name: segment.attendee.name,
        role: ICalAttendeeRole.REQ,
        // A cancellation keeps the answer they gave (asks nothing).
        status: segment.status === 'invited' ? ICalAttendeeStatus.NEEDSACTION : ICalAttendeeStatus.ACCEPTED,
        rsvp: asked,
      });
    }
  }
  return calendar.toString();
};
