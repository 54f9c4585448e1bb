import type { Queue } from 'bullmq';
import { z } from 'zod';
import { DECISION_BUSINESS_DAYS, DECISION_FIRST_REMINDER_DAY } from '@gtm/contracts/decisions';
import type { TDecisionReminder } from '@gtm/contracts/decisions';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import { QUEUES } from '@gtm/contracts/queues';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import { createWorker } from '@gtm/service-kit/queue';
import type { TOnePagersRepository } from '../../routes/one-pagers/one-pagers.repository.ts';
import { businessDayReminderAt, decisionDueAt } from '@gtm/hiring/business-days';
import type { TCompanyZones } from './company-zones.ts';
import type { TDecisionDeadlineRecord } from './decision-deadlines.model.ts';
import type { TDecisionDeadlinesRepository } from './decision-deadlines.repository.ts';
import { decisionOverdueText, decisionReminderText } from './decision-texts.ts';

/** The one job scheduler of the decisions' sweep, and how often it fires: every 15 minutes. */
export const DECISION_SWEEP_SCHEDULER_ID = 'decision-reminders';
export const DECISION_SWEEP_EVERY_MS = 15 * 60_000;

/** A sweep's job: `at` (epoch ms) for a sweep asked for a given time (tests, by hand); else it runs as of now. */
const ZDecisionSweep = z.object({ at: z.number().int().nonnegative().optional() });
export type TDecisionSweep = z.infer<typeof ZDecisionSweep>;

export type TDecisionSweepDeps = {
  deadlines: Pick<TDecisionDeadlinesRepository, 'toSweep' | 'markReminded' | 'markOverdueNotified'>;
  zones: TCompanyZones;
  /** The candidate's name for the admins' overdue notice. */
  onePagers: Pick<TOnePagersRepository, 'findById'>;
  outbox: TOutbox;
  log: TLogger;
};

/** What a sweep sent. */
export type TDecisionSweepResult = { reminders: number; overdue: number };

type TDueNow = { kind: 'reminder'; which: TDecisionReminder } | { kind: 'overdue' } | { kind: 'nothing' };

/**
 * What a meeting is owed at `now`, in its company's zone: the third business day's reminder from 09:00 that day
 * until the due day's 09:00; the due day's from then until the deadline (23:59:59.999); the admins' notice once
 * past it. A window the sweep missed (the worker down all that day) is not sent late.
 */
const dueNow = (meeting: TDecisionDeadlineRecord, zone: string, now: Date, dueAt: Date): TDueNow => {
  const time = now.getTime();
  if (time > dueAt.getTime()) return { kind: 'overdue' };
  const dueDay = businessDayReminderAt(meeting.metAt, zone, DECISION_BUSINESS_DAYS).getTime();
  if (time >= dueDay)
    return meeting.remindersSent?.dueDay ? { kind: 'nothing' } : { kind: 'reminder', which: 'due-day' };
  const thirdDay = businessDayReminderAt(meeting.metAt, zone, DECISION_FIRST_REMINDER_DAY).getTime();
  if (time >= thirdDay)
    return meeting.remindersSent?.thirdDay ? { kind: 'nothing' } : { kind: 'reminder', which: 'third-day' };
  return { kind: 'nothing' };
};

/**
 * One sweep of the open decisions as of `now` (an injected clock): each meeting's reminders to its company's
 * users (a notification through the `decision.reminder` hiring event, an e-mail through svc-clients'
 * `company.notice`) and, once overdue, the admins' notice (`decision.overdue`, and an admin `notice` e-mail).
 *
 * Each is published through the outbox under ids made of the meeting, its time and the reminder, then marked
 * by a conditional single-document update; so a second sweep sends nothing (the mark), and a sweep that died
 * between the two publishes the same ids again, which the outbox, BullMQ and the consumers keep once. Deleted
 * companies (and ones svc-clients does not know) are skipped. The companies' zones are read once per sweep.
 */
export const sweepDecisions = async (deps: TDecisionSweepDeps, now: Date): Promise<TDecisionSweepResult> => {
  const result: TDecisionSweepResult = { reminders: 0, overdue: 0 };
  const open = await deps.deadlines.toSweep();
  if (open.length === 0) return result;
  const zones = await deps.zones.zonesOf([...new Set(open.map((meeting) => meeting.companyId))]);
  for (const meeting of open) {
    const company = zones.get(meeting.companyId);
    if (!company || company.deleted) continue;
    const dueAt = decisionDueAt(meeting.metAt, company.zone);
    const owed = dueNow(meeting, company.zone, now, dueAt);
    if (owed.kind === 'nothing') continue;
    const metMs = meeting.metAt.getTime();
    const ref = {
      at: now.getTime(),
      shareId: meeting.shareId,
      combineId: meeting.combineId,
      companyId: meeting.companyId,
      companyName: company.name || meeting.companyName,
      onePagerId: meeting.onePagerId,
      candidateUserId: meeting.candidateUserId,
      meetingId: meeting._id,
      metAt: metMs,
      dueAt: dueAt.getTime(),
      timeZone: company.zone,
    };
    if (owed.kind === 'reminder') {
      const event: Extract<THiringEvent, { type: 'decision.reminder' }> = {
        ...ref,
        eventId: `decision.reminder.${meeting._id}.${metMs}.${owed.which}`,
        type: 'decision.reminder',
        which: owed.which,
      };
      const text = decisionReminderText(event);
      await deps.outbox.publish([
        outboxMessage.hiringEvent(event),
        outboxMessage.shareEvent({
          eventId: `decision-notice.${meeting._id}.${metMs}.${owed.which}`,
          type: 'company.notice',
          shareId: meeting.shareId,
          companyId: meeting.companyId,
          at: ref.at,
          ...text,
        }),
      ]);
      const field = owed.which === 'third-day' ? 'thirdDay' : 'dueDay';
      if (await deps.deadlines.markReminded(meeting._id, meeting.metAt, field, now)) result.reminders += 1;
    } else {
      const event: Extract<THiringEvent, { type: 'decision.overdue' }> = {
        ...ref,
        eventId: `decision.overdue.${meeting._id}.${metMs}`,
        type: 'decision.overdue',
      };
      const candidateName = (await deps.onePagers.findById(meeting.onePagerId))?.candidateName ?? null;
      const text = decisionOverdueText(event, candidateName);
      await deps.outbox.publish([
        outboxMessage.hiringEvent(event),
        outboxMessage.adminNotice({
          noticeId: `decision-overdue.${meeting._id}.${metMs}`,
          template: 'notice',
          params: text,
        }),
      ]);
      if (await deps.deadlines.markOverdueNotified(meeting._id, meeting.metAt, now)) result.overdue += 1;
    }
  }
  if (result.reminders + result.overdue > 0) deps.log.info({ ...result }, 'decision reminders sent');
  return result;
};

/**
 * Creates or updates the sweep's scheduler (idempotent: every worker start upserts the same one): BullMQ then
 * keeps one delayed job for the next sweep on `decision-reminders`, whatever the number of workers.
 */
export const registerDecisionSweepScheduler = (
  queue: Pick<Queue<TDecisionSweep>, 'upsertJobScheduler'>,
  every = DECISION_SWEEP_EVERY_MS,
) => queue.upsertJobScheduler(DECISION_SWEEP_SCHEDULER_ID, { every }, { name: 'sweep-decisions', data: {} });

/**
 * The `decision-reminders` queue's worker: each job is one {@link sweepDecisions}, one at a time, or, for a job of
 * another name in `sweeps` (the combine days' reminders share the queue), that sweep.
 */
export const startDecisionRemindersWorker = (
  deps: TDecisionSweepDeps & {
    redisUrl: string;
    sweeps?: Readonly<Record<string, (at: Date) => Promise<unknown>>>;
  },
) =>
  createWorker<unknown>(
    QUEUES.decisionReminders,
    async (job) => {
      const asked = ZDecisionSweep.safeParse(job.data);
      const at = asked.success && asked.data.at !== undefined ? asked.data.at : Date.now();
      const other = deps.sweeps?.[job.name];
      return other ? other(new Date(at)) : sweepDecisions(deps, new Date(at));
    },
    { redisUrl: deps.redisUrl, log: deps.log, concurrency: 1 },
  );
