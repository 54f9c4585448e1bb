import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { ZAdminNotice } from '@gtm/contracts/client-share-events';
import type { TEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import { createWorker } from '@gtm/service-kit/queue';
import type { TUsersRepository } from '../routes/users/users.repository.ts';

type TDeps = {
  users: Pick<TUsersRepository, 'adminsToNotify'>;
  /** Where each admin's e-mail of a notice goes (the e-mail worker sends it). */
  outbox: TOutbox;
  log: TLogger;
};

/** The job id of one admin's e-mail of one notice: a retried notice queues (and sends) each e-mail once. */
export const noticeJobId = (noticeId: string, adminId: string) => `${noticeId.replace(/:/g, '-')}.${adminId}`;

/**
 * Delivers one admin notice: an e-mail job per admin whose `emailNotifications` setting is on (greeted by
 * name), none for the others. A notice that is not one fails for good.
 */
const adminNoticeProcessor =
  ({ users, outbox, log }: TDeps) =>
  async (job: Job<unknown>): Promise<{ emails: number }> => {
    const parsed = ZAdminNotice.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid admin notice: ${parsed.error.message}`);
    const notice = parsed.data;
    const admins = await users.adminsToNotify();
    // One outbox row for the notice's e-mails (keyed by the first admin's, oldest first): one write however many
    // admins, and each e-mail still its own job under its own id.
    await outbox.publish(
      admins.map((admin) => {
        const email: TEmailJob = {
          template: notice.template,
          to: admin.email,
          ref: `notice:${notice.noticeId}`,
          params: { ...notice.params, name: admin.name },
        };
        return outboxMessage.fanOutEmail(email, noticeJobId(notice.noticeId, admin._id.toString()));
      }),
    );
    log.info({ noticeId: notice.noticeId, template: notice.template, emails: admins.length }, 'admin notice');
    return { emails: admins.length };
  };

/** The `admin-notices` queue's worker. */
export const startAdminNoticesWorker = (deps: TDeps & { redisUrl: string }) =>
  createWorker<unknown>(QUEUES.adminNotices, adminNoticeProcessor(deps), {
    redisUrl: deps.redisUrl,
    log: deps.log,
  });
