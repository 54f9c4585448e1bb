import { randomUUID } from 'node:crypto';
import type { TAccountEvent, TAuthAccountEvent } from '@gtm/contracts/account-events';
import type { TAuditEvent } from '@gtm/contracts/audit';
import type { TCandidateCleanupJob } from '@gtm/contracts/candidate-cleanup';
import { ZAdminNotice, ZClientShareEvent } from '@gtm/contracts/client-share-events';
import type { TAdminNotice, TClientShareEvent } from '@gtm/contracts/client-share-events';
import { BULK_EMAIL_JOB_PREFIX } from '@gtm/contracts/email-job';
import type { TBulkEmailJob, TEmailJob } from '@gtm/contracts/email-job';
import { ZHiringEvent } from '@gtm/contracts/hiring-events';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import { QUEUES } from '@gtm/contracts/queues';
import type { TOutboxMessage } from './outbox.ts';

/**
 * Tries of an `account.deleted` job: with the queues' exponential backoff from 1 s (2^18 s before the last),
 * the tries span about 4 to 6 days (the default 6 tries span half a minute), so an outage of the consumer's S3
 * or database delays a deletion without dropping it; a job that still fails stays in the failed set 14 days.
 */
export const ACCOUNT_DELETED_ATTEMPTS = 20;

/**
 * BullMQ priority of a fan-out's e-mails: a notice to 60 admins queued just before a sign-in code would
 * otherwise hold the code back until all 60 are sent.
 */
export const FAN_OUT_EMAIL_PRIORITY = 10;

/**
 * The outbox message of each queue a service publishes to, typed by what the queue carries: the only way a
 * job is made on a request's path (the relay adds them). Ids are the events' own.
 */
export const outboxMessage = {
  /** svc-auth's account event for svc-candidates (`account-events`) or svc-clients (`client-account-events`). */
  accountEvent: (
    queue: typeof QUEUES.accountEvents | typeof QUEUES.clientAccountEvents,
    event: TAccountEvent,
  ): TOutboxMessage => ({
    queue,
    name: event.type,
    data: event,
    id: event.eventId,
    ...(event.type === 'account.deleted' ? { attempts: ACCOUNT_DELETED_ATTEMPTS } : {}),
  }),

  /** An account event for svc-auth (a rename, an access change, a removed registration). */
  authAccountEvent: (event: TAuthAccountEvent): TOutboxMessage => ({
    queue: QUEUES.authAccountEvents,
    name: event.type,
    data: event,
    id: event.eventId,
  }),

  /**
   * An e-mail for svc-auth's e-mail worker. `id` names this e-mail (its delivery is recorded under it, so it is
   * sent once); an e-mail nothing else names (a sign-in code) gets a fresh one.
   */
  email: (job: TEmailJob, id = `${job.template}.${randomUUID()}`): TOutboxMessage => ({
    queue: QUEUES.email,
    name: job.template,
    data: job,
    id,
  }),

  /**
   * One e-mail of a fan-out (a notice or digest sent to every admin or every member of a company at once),
   * which waits behind the e-mails a person is waiting for (a sign-in code, an invitation) in the queue.
   */
  fanOutEmail: (job: TEmailJob, id: string): TOutboxMessage => ({
    ...outboxMessage.email(job, id),
    priority: FAN_OUT_EMAIL_PRIORITY,
  }),

  /**
   * One e-mail to many (every admin of a notice) as one job, sent in SES bulk calls, waiting behind the e-mails
   * a person is waiting for like a fan-out's. `id` names it, so it is queued and sent once.
   */
  bulkEmail: (job: TBulkEmailJob, id: string): TOutboxMessage => ({
    queue: QUEUES.email,
    name: `${BULK_EMAIL_JOB_PREFIX}${job.template}`,
    data: job,
    id,
    priority: FAN_OUT_EMAIL_PRIORITY,
  }),

  /** A notice for the admins (svc-auth e-mails those whose settings allow it), checked against its schema. */
  adminNotice: (notice: TAdminNotice): TOutboxMessage => {
    const parsed = ZAdminNotice.parse(notice);
    return { queue: QUEUES.adminNotices, name: parsed.template, data: parsed, id: parsed.noticeId };
  },

  /** A combine shared with or withdrawn from a company (svc-clients' notices), checked against its schema. */
  shareEvent: (event: TClientShareEvent): TOutboxMessage => {
    const parsed = ZClientShareEvent.parse(event);
    return { queue: QUEUES.clientShareEvents, name: parsed.type, data: parsed, id: parsed.eventId };
  },

  /** A hiring-loop event (svc-candidates' analytics and notifications), checked against its schema. */
  hiringEvent: (event: THiringEvent): TOutboxMessage => {
    const parsed = ZHiringEvent.parse(event);
    return { queue: QUEUES.hiringEvents, name: parsed.type, data: parsed, id: parsed.eventId };
  },

  /** An admin write for svc-auth's audit log (stored under its id). */
  audit: (event: TAuditEvent): TOutboxMessage => ({
    queue: QUEUES.auditEvents,
    name: event.action,
    data: event,
    id: event.id,
  }),

  /** The cleanup of a profile an admin deleted; its id is the profile's, so a retried delete queues it once. */
  candidateCleanup: (job: TCandidateCleanupJob): TOutboxMessage => ({
    queue: QUEUES.candidateCleanup,
    name: 'profile-deleted',
    data: job,
    id: `cleanup.${job.profileId}`,
  }),
};
