import type { Queue } from 'bullmq';
import type { TAvailability } from '@gtm/contracts/combine-days';
import { fillPath, PATHS } from '@gtm/contracts/paths';
import { formatMeetingTime } from '@gtm/hiring/meeting-time';
import { REMINDER_LEADS, reminderDue } from '@gtm/hiring/reminders';
import type { TReminder } from '@gtm/hiring/reminders';
import type { TLogger } from '@gtm/service-kit/logger';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TOutboxMessage } from '@gtm/service-kit/outbox';
import type { TClientViewDeps } from '../../employer-read-model/client-views.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import { isLive } from './combine-days.repository.ts';
import type { TCombineDaysRepository } from './combine-days.repository.ts';

/** The reminders' job scheduler (on the `decision-reminders` queue, beside the decisions' sweep): every 5 minutes. */
export const COMBINE_DAY_REMINDERS_SCHEDULER_ID = 'combine-day-reminders';
export const COMBINE_DAY_REMINDERS_JOB = 'sweep-combine-day-reminders';
export const COMBINE_DAY_REMINDERS_EVERY_MS = 5 * 60_000;

export type TCombineDayReminderDeps = TEmployerPublishing &
  Pick<TClientViewDeps, 'accounts'> & {
    combineDays: Pick<TCombineDaysRepository, 'toRemind' | 'markReminded'>;
    availability: { byUserIds(userIds: readonly string[]): Promise<Map<string, TAvailability>> };
    log: Pick<TLogger, 'info'>;
  };

const LEAD_WORDS: Record<TReminder, string> = { day: 'tomorrow', hour: 'in an hour' };

/**
 * One sweep of the combine day reminders (issue 47) as of `now`: each candidate with a live segment and the
 * company's users hear of it 24 hours and 1 hour before (a segment booked less than 24 hours ahead: the hour's
 * only; a moved one at its new time), each once: published through the outbox under ids of the day, the
 * candidate, the segment's time and the reminder, then marked on the day by a conditional update. The candidate
 * reads their time in their own zone (the day's beside it) and the meeting link once they confirmed; the company
 * its afternoon, never a name (it may see candidates anonymized).
 */
export const sweepCombineDayReminders = async (deps: TCombineDayReminderDeps, now: Date) => {
  let sent = 0;
  const days = await deps.combineDays.toRemind(now, REMINDER_LEADS.day);
  for (const day of days) {
    const dayId = day._id.toString();
    const live = day.segments.filter(isLive);
    const reminded = day.reminded ?? {};
    /** What was sent about one time: `who` is the candidate's one-pager, or the company. */
    const sentAbout = (who: string, start: Date) => ({
      day: reminded[`${who}:${start.getTime()}:day`] ?? null,
      hour: reminded[`${who}:${start.getTime()}:hour`] ?? null,
    });
    const owed = live.flatMap((segment) => {
      const which = reminderDue(
        {
          start: segment.start,
          bookedAt: segment.bookedAt ?? day.createdAt,
          sent: sentAbout(segment.onePagerId, segment.start),
        },
        now,
      );
      return which ? [{ segment, which }] : [];
    });
    const messages: TOutboxMessage[] = [];
    if (owed.length > 0) {
      const userIds = owed.map(({ segment }) => segment.candidateUserId);
      const [contacts, availability] = await Promise.all([
        deps.accounts.contactsOf(userIds),
        deps.availability.byUserIds(userIds),
      ]);
      for (const { segment, which } of owed) {
        const account = contacts.get(segment.candidateUserId);
        if (!account?.email) continue;
        const zone = availability.get(segment.candidateUserId)?.timeZone ?? day.timeZone;
        const link =
          segment.status === 'confirmed' && day.meetingUrl ? ` The meeting link: ${day.meetingUrl}` : '';
        messages.push(
          outboxMessage.email(
            {
              template: 'notice',
              to: account.email,
              ref: `combine-day:${dayId}`,
              params: {
                name: account.name,
                title: `Your combine day segment with ${day.companyName} is ${LEAD_WORDS[which]}`,
                body: `${formatMeetingTime(segment.start, segment.end, zone, day.timeZone)}: your ${day.segmentMinutes}-minute conversation with ${day.companyName}${segment.status === 'confirmed' ? '.' : ' (not confirmed yet: confirm, move or decline it on your dashboard).'}${link}`,
                link: PATHS.candidate.dashboard,
              },
            },
            `combine-day-reminder.${dayId}.${segment.onePagerId}.${segment.start.getTime()}.${which}`,
          ),
        );
      }
    }
    // The company's afternoon, by its first live segment.
    const first = live.reduce<(typeof live)[number] | undefined>(
      (earliest, segment) => (!earliest || segment.start < earliest.start ? segment : earliest),
      undefined,
    );
    const companyOwed = first
      ? reminderDue(
          { start: first.start, bookedAt: day.createdAt, sent: sentAbout('company', first.start) },
          now,
        )
      : null;
    if (companyOwed)
      messages.push(
        outboxMessage.shareEvent({
          eventId: `combine-day-reminder.${dayId}.company.${first!.start.getTime()}.${companyOwed}`,
          type: 'company.notice',
          shareId: day.shareId,
          companyId: day.companyId,
          at: now.getTime(),
          title: `Your combine day is ${LEAD_WORDS[companyOwed]}`,
          body: `${formatMeetingTime(first!.start, day.endsAt, day.timeZone)}: ${live.length} ${live.length === 1 ? 'candidate' : 'candidates'} (${live.filter((segment) => segment.status === 'confirmed').length} confirmed). The run of show follows the afternoon.`,
          link: fillPath(PATHS.employer.combineDay, { shareId: day.shareId, dayId }),
        }),
      );
    if (messages.length === 0) continue;
    await deps.outbox.publish(messages);
    for (const { segment, which } of owed)
      if (
        await deps.combineDays.markReminded(
          day._id,
          `${segment.onePagerId}:${segment.start.getTime()}:${which}`,
          now,
        )
      )
        sent += 1;
    if (
      companyOwed &&
      (await deps.combineDays.markReminded(day._id, `company:${first!.start.getTime()}:${companyOwed}`, now))
    )
      sent += 1;
  }
  if (sent > 0) deps.log.info({ sent }, 'combine day reminders sent');
  return { sent };
};

/** Creates or updates the reminders' scheduler (idempotent: every worker start upserts the same one). */
export const registerCombineDayRemindersScheduler = (
  queue: Pick<Queue, 'upsertJobScheduler'>,
  every = COMBINE_DAY_REMINDERS_EVERY_MS,
) =>
  queue.upsertJobScheduler(
    COMBINE_DAY_REMINDERS_SCHEDULER_ID,
    { every },
    { name: COMBINE_DAY_REMINDERS_JOB, data: {} },
  );
