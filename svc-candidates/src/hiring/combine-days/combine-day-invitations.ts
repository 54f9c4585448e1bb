import { fillPath, PATHS } from '@gtm/contracts/paths';
import type { TCalendarSegment } from '@gtm/contracts/calendar-events';
import type { TOutboxMessage } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import { formatMeetingTime } from '@gtm/hiring/meeting-time';
import type { TAvailability } from '@gtm/hiring/planner';
import type { TClientViewDeps, TVisibleCandidate } from '../../employer-read-model/client-views.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import type { TCombineDayRecord, TSegmentRecord } from './combine-days.model.ts';
import { isLive } from './combine-days.repository.ts';

/** Who a segment's candidate is to the company: their name once they confirmed (consent), else the company's view. */
export const segmentName = (candidate: TVisibleCandidate | undefined, status: TSegmentRecord['status']) => {
  if (!candidate) return 'A candidate';
  if (status === 'confirmed')
    return candidate.profile.name || candidate.account?.name || candidate.view.displayName;
  return candidate.view.displayName;
};

/** What changed: the day planned or cancelled, or one candidate's segment confirmed, moved or declined. */
export type TCombineDayChange =
  | { kind: 'planned' | 'cancelled' }
  | { kind: 'confirmed' | 'moved' | 'declined' | 'added'; onePagerId: string };

/** The afternoon in words, on the day's own clock: 'Wednesday, December 9, 1:00-3:00 PM EST'. */
const when = (day: TCombineDayRecord) => formatMeetingTime(day.startsAt, day.endsAt, day.timeZone);

/**
 * The calendar invitations of a combine day's change (issue 35), published through the outbox with ids made of
 * the day, the candidate and the SEQUENCE, so a retried change sends nothing twice:
 * - each placed candidate gets their segment (METHOD:REQUEST, SEQUENCE 0), the company's users the afternoon
 *   (one event per segment), when the day is planned;
 * - a move sends the candidate and the company the segment again (the same UID, SEQUENCE raised, the new time),
 *   confirmed: the candidate chose that time (with the meeting link, in their own words);
 * - a confirmation sends the candidate and the company the segment again (the same UID, SEQUENCE raised,
 *   STATUS:CONFIRMED, the candidate's PARTSTAT=ACCEPTED), the candidate's copy now with the meeting link;
 * - a decline sends the company METHOD:CANCEL for that segment;
 * - a cancelled day sends every invited candidate and the company METHOD:CANCEL.
 * The candidate's e-mail goes straight to svc-auth's e-mail worker; the company's through svc-clients (it knows
 * the company's users). The company reads each candidate as it may see them (their name once confirmed).
 *
 * Issue 47: each event carries its segment's answer (an invited segment is TENTATIVE and its candidate, the
 * ATTENDEE, is asked to answer); the candidate's times are written in their availability's zone (else the day's)
 * and the company's in its own (svc-clients knows it), the day's beside them. The meeting link is the candidate's
 * only once they confirmed: never in a job sent before.
 */
export const publishCombineDayInvitations = async (
  deps: TEmployerPublishing &
    Pick<TClientViewDeps, 'accounts'> & {
      availability: { byUserIds(userIds: readonly string[]): Promise<Map<string, TAvailability>> };
    },
  day: TCombineDayRecord,
  candidates: Map<string, TVisibleCandidate>,
  change: TCombineDayChange,
) => {
  const dayId = day._id.toString();
  const cancelling = change.kind === 'cancelled' || change.kind === 'declined';
  const only = 'onePagerId' in change ? change.onePagerId : null;
  const touched = day.segments.filter((segment) =>
    only === null ? isLive(segment) : segment.onePagerId === only,
  );
  if (touched.length === 0) return;
  // A cancelled day raises each segment's SEQUENCE once more (a decline or a move already raised it).
  const sequenceOf = (segment: TSegmentRecord) => segment.sequence + (change.kind === 'cancelled' ? 1 : 0);
  const eventOf = (segment: TSegmentRecord, summary: string): TCalendarSegment => ({
    onePagerId: segment.onePagerId,
    sequence: sequenceOf(segment),
    start: segment.start.toISOString(),
    end: segment.end.toISOString(),
    summary: summary.slice(0, 300),
    status: segment.status === 'confirmed' ? 'confirmed' : 'invited',
  });
  const messages: TOutboxMessage[] = [];

  // The candidates' own invitations (not for a decline: the candidate declined it themselves).
  if (change.kind !== 'declined') {
    const userIds = touched.map((segment) => segment.candidateUserId);
    const [contacts, availability] = await Promise.all([
      deps.accounts.contactsOf(userIds),
      deps.availability.byUserIds(userIds),
    ]);
    for (const segment of touched) {
      const account = contacts.get(segment.candidateUserId);
      if (!account?.email) continue;
      const method = change.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
      const zone = availability.get(segment.candidateUserId)?.timeZone ?? day.timeZone;
      const confirmed = segment.status === 'confirmed';
      messages.push(
        outboxMessage.email(
          {
            template: 'combine-day-calendar',
            to: account.email,
            ref: `combine-day:${dayId}`,
            params: {
              name: account.name,
              title: {
                planned: `Combine day invitation: ${day.companyName}`,
                added: `Combine day invitation: ${day.companyName}`,
                confirmed: `Combine day confirmed: ${day.companyName}`,
                moved: `Your combine day segment with ${day.companyName} moved`,
                cancelled: `Combine day cancelled: ${day.companyName}`,
              }[change.kind],
              body:
                change.kind === 'cancelled'
                  ? `${day.companyName} cancelled its combine day: your segment is cancelled.`
                  : change.kind === 'moved'
                    ? `You moved your ${day.segmentMinutes}-minute conversation with ${day.companyName} to the time below, and it is confirmed. ${day.meetingUrl ? 'The meeting link is below and in the calendar invitation.' : `${day.companyName} will send the meeting link.`}`
                    : confirmed
                      ? `You confirmed your ${day.segmentMinutes}-minute conversation with ${day.companyName} during its combine day. ${day.meetingUrl ? 'The meeting link is below and in the calendar invitation.' : `${day.companyName} will send the meeting link.`}`
                      : `${day.companyName} invites you to a ${day.segmentMinutes}-minute conversation during its combine day. Confirm it (the meeting link follows once you do), move it to another free time or decline it on your dashboard.`,
              link: PATHS.candidate.dashboard,
            },
            calendar: {
              method,
              dayId,
              events: [eventOf(segment, `Combine day: ${day.companyName}`)],
              zone,
              dayZone: day.timeZone,
              attendeeEmail: account.email,
              // The link is theirs once they confirmed, never before (issue 47).
              ...(confirmed && day.meetingUrl ? { meetingUrl: day.meetingUrl } : {}),
            },
          },
          `combine-day.${dayId}.${segment.onePagerId}.${sequenceOf(segment)}.${method.toLowerCase()}`,
        ),
      );
    }
  }

  // The company's afternoon (or the segment that changed).
  const method = cancelling ? 'CANCEL' : 'REQUEST';
  const label = (segment: TSegmentRecord) =>
    `Combine day: ${segmentName(candidates.get(segment.onePagerId), segment.status)}`;
  messages.push(
    outboxMessage.shareEvent({
      type: 'combine-day.calendar',
      eventId: `combine-day.${dayId}.${change.kind}.${only ?? 'all'}.${Math.max(...touched.map(sequenceOf))}`,
      shareId: day.shareId,
      companyId: day.companyId,
      at: day.updatedAt.getTime(),
      dayId,
      method,
      title: {
        planned: `Your combine day of ${day.date}: ${touched.length} candidates invited`,
        confirmed: 'A candidate confirmed their combine day segment',
        added: 'A candidate was added to your combine day',
        cancelled: `Combine day cancelled: ${day.date}`,
        moved: 'A candidate moved their combine day segment',
        declined: 'A candidate declined their combine day segment',
      }[change.kind],
      body: {
        planned: `Your combine day of ${when(day)} is planned. Each candidate is invited to their segment; the run of show follows their answers.`,
        confirmed: `A candidate confirmed their segment of the combine day of ${when(day)}. The confirmed segment is attached.`,
        added: `A candidate was added to the combine day of ${when(day)} and invited to a free segment. It is attached.`,
        cancelled: `The combine day of ${when(day)} is cancelled, with every invitation.`,
        moved: `A candidate moved their segment of the combine day of ${when(day)}. The updated segment is attached.`,
        declined: `A candidate declined their segment of the combine day of ${when(day)}: it is removed from your calendar.`,
      }[change.kind],
      link: fillPath(PATHS.employer.combineDay, { shareId: day.shareId, dayId }),
      meetingUrl: day.meetingUrl,
      timeZone: day.timeZone,
      events: touched.map((segment) => eventOf(segment, label(segment))),
    }),
  );
  await deps.outbox.publish(messages);
};
