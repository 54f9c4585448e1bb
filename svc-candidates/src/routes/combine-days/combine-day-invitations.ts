import { fillPath, PATHS } from '@gtm/contracts/paths';
import type { TOutboxMessage } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
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

/** What changed: the day planned or cancelled, or one candidate's segment moved or declined. */
export type TCombineDayChange =
  { kind: 'planned' | 'cancelled' } | { kind: 'moved' | 'declined'; onePagerId: string };

const when = (day: TCombineDayRecord) => `${day.date}, ${day.from}-${day.to} (${day.timeZone})`;

/**
 * The calendar invitations of a combine day's change (issue 35), published through the outbox with ids made of
 * the day, the candidate and the SEQUENCE, so a retried change sends nothing twice:
 * - each placed candidate gets their segment (METHOD:REQUEST, SEQUENCE 0), the company's users the afternoon
 *   (one event per segment), when the day is planned;
 * - a move sends the candidate and the company the segment again (the same UID, SEQUENCE raised, the new time);
 * - a decline sends the company METHOD:CANCEL for that segment;
 * - a cancelled day sends every invited candidate and the company METHOD:CANCEL.
 * The candidate's e-mail goes straight to svc-auth's e-mail worker; the company's through svc-clients (it knows
 * the company's users). The company reads each candidate as it may see them (their name once confirmed).
 */
export const publishCombineDayInvitations = async (
  deps: TEmployerPublishing & Pick<TClientViewDeps, 'accounts'>,
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
  const eventOf = (segment: TSegmentRecord, label: string) => ({
    p: segment.onePagerId,
    s: sequenceOf(segment),
    a: segment.start.toISOString(),
    b: segment.end.toISOString(),
    l: label.slice(0, 300),
  });
  const messages: TOutboxMessage[] = [];

  // The candidates' own invitations (not for a decline: the candidate declined it themselves).
  if (change.kind !== 'declined') {
    const contacts = await deps.accounts.contactsOf(touched.map((segment) => segment.candidateUserId));
    for (const segment of touched) {
      const account = contacts.get(segment.candidateUserId);
      if (!account?.email) continue;
      const method = change.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
      messages.push(
        outboxMessage.email(
          {
            template: 'combine-day-calendar',
            to: account.email,
            ref: `combine-day:${dayId}`,
            params: {
              name: account.name,
              title:
                change.kind === 'cancelled'
                  ? `Combine day cancelled: ${day.companyName}`
                  : change.kind === 'moved'
                    ? `Your combine day segment with ${day.companyName} moved`
                    : `Combine day invitation: ${day.companyName}`,
              body:
                change.kind === 'cancelled'
                  ? `${day.companyName} cancelled its combine day of ${when(day)}.`
                  : `${day.companyName} invites you to a ${day.segmentMinutes}-minute conversation during its combine day of ${when(day)}. Confirm it, move it to another free time or decline it on your dashboard.`,
              method,
              dayId,
              link: PATHS.candidate.dashboard,
              ...(day.meetingUrl ? { meetingUrl: day.meetingUrl } : {}),
              e0: JSON.stringify(eventOf(segment, `Combine day: ${day.companyName}`)),
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
        cancelled: `Combine day cancelled: ${day.date}`,
        moved: 'A candidate moved their combine day segment',
        declined: 'A candidate declined their combine day segment',
      }[change.kind],
      body: {
        planned: `Your combine day of ${when(day)} is planned. Each candidate is invited to their segment; the run of show follows their answers.`,
        cancelled: `The combine day of ${when(day)} is cancelled, with every invitation.`,
        moved: `A candidate moved their segment of the combine day of ${when(day)}. The updated segment is attached.`,
        declined: `A candidate declined their segment of the combine day of ${when(day)}: it is removed from your calendar.`,
      }[change.kind],
      link: fillPath(PATHS.employer.combineDay, { shareId: day.shareId, dayId }),
      meetingUrl: day.meetingUrl,
      events: touched.map((segment) => eventOf(segment, label(segment))),
    }),
  );
  await deps.outbox.publish(messages);
};
