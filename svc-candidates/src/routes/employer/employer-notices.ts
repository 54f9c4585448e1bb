import type { Queue } from 'bullmq';
import type { Context } from 'hono';
import { ZAdminNotice, ZClientShareEvent } from '@gtm/contracts/client-share-events';
import type { TAdminNotice, TClientShareEvent } from '@gtm/contracts/client-share-events';
import type { TEmailJob } from '@gtm/contracts/email-job';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { withDeadline } from '@gtm/service-kit/health';

/** Longest wait on Redis for a job before the answer goes out without it (logged, with what to replay). */
const ENQUEUE_DEADLINE_MS = 2_000;

/** The queues the employer portal publishes to. */
export type TEmployerQueues = {
  /** svc-clients tells the company's users of a share (at once or in a digest). */
  shareEvents: Pick<Queue<TClientShareEvent>, 'add'>;
  /** svc-auth e-mails the admins whose settings allow it. */
  adminNotices: Pick<Queue<TAdminNotice>, 'add'>;
  /** svc-auth's e-mail worker (the candidate's interview-request e-mail). */
  emailQueue: Pick<Queue<TEmailJob>, 'add'>;
};

/**
 * Adds a job whose id makes a retried request add it once. A job that cannot be queued does not undo the write
 * the user made (it is recorded): it is logged as an error with its id and data (display values only).
 */
const enqueue = async (
  c: Context<TAppEnv>,
  queue: Pick<Queue, 'add'>,
  name: string,
  data: unknown,
  jobId: string,
) => {
  try {
    await withDeadline(queue.add(name, data, { jobId }), ENQUEUE_DEADLINE_MS);
  } catch (error) {
    c.get('log').error({ err: error, jobId, job: name, data }, 'job not queued');
  }
};

/** BullMQ job ids may not hold ':'. */
const jobIdOf = (...parts: (string | number)[]) => parts.join('.').replace(/:/g, '-');

export const publishShareEvent = (c: Context<TAppEnv>, queues: TEmployerQueues, event: TClientShareEvent) => {
  const parsed = ZClientShareEvent.parse(event);
  return enqueue(c, queues.shareEvents as Pick<Queue, 'add'>, parsed.type, parsed, jobIdOf(parsed.eventId));
};

/** The deterministic id of a share event: the share and the moment it was shared or withdrawn. */
export const shareEventId = (type: TClientShareEvent['type'], shareId: string, at: Date) =>
  jobIdOf(type, shareId, at.getTime());

export const publishAdminNotice = (c: Context<TAppEnv>, queues: TEmployerQueues, notice: TAdminNotice) => {
  const parsed = ZAdminNotice.parse(notice);
  return enqueue(
    c,
    queues.adminNotices as Pick<Queue, 'add'>,
    parsed.template,
    parsed,
    jobIdOf(parsed.noticeId),
  );
};

export const queueEmail = (c: Context<TAppEnv>, queues: TEmployerQueues, job: TEmailJob, jobId: string) =>
  enqueue(c, queues.emailQueue as Pick<Queue, 'add'>, job.template, job, jobIdOf(jobId));

/** Interview slots as an e-mail reads them: '2030-01-02 15:00 UTC (30 min)', one per line. */
export const slotsText = (slots: readonly { start: Date; durationMinutes: number }[]) =>
  slots
    .map(
      (slot) =>
        `${slot.start.toISOString().slice(0, 16).replace('T', ' ')} UTC (${slot.durationMinutes} min)`,
    )
    .join('\n');
