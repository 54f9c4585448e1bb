import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { ZAdminNotice } from '@gtm/contracts/client-share-events';
import type { TBulkEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import { createWorker } from '@gtm/service-kit/queue';
import type { TUsersRepository } from '../routes/users/users.repository.ts';

type TDeps = {
  users: Pick<TUsersRepository, 'adminsToNotify'>;
  /** Where the notice's e-mail to the admins goes (the e-mail worker sends it). */
  outbox: TOutbox;
  log: TLogger;
};

/** The job id of a notice's e-mail to the admins: a retried notice queues (and sends) it once. */
export const noticeEmailJobId = (noticeId: string) => `${noticeId.replace(/:/g, '-')}.admins`;

/**
 * Delivers one admin notice: one `bulk-email` job to every admin whose `emailNotifications` setting is on, each
 * greeted by name, however many they are (the e-mail worker sends it 50 to an SES call); none when no admin
 * wants it. A notice that is not one fails for good.
 */
const adminNoticeProcessor =
  ({ users, outbox, log }: TDeps) =>
  async (job: Job<unknown>): Promise<{ emails: number }> => {
    const parsed = ZAdminNotice.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid admin notice: ${parsed.error.message}`);
    const notice = parsed.data;
    const admins = await users.adminsToNotify();
    if (admins.length > 0) {
      const email: TBulkEmailJob = {
        template: notice.template,
        ref: `notice:${notice.noticeId}`,
        params: notice.params,
        recipients: admins.map((admin) => ({ to: admin.email, params: { name: admin.name } })),
      };
      await outbox.publish(outboxMessage.bulkEmail(email, noticeEmailJobId(notice.noticeId)));
    }
    log.info({ noticeId: notice.noticeId, template: notice.template, emails: admins.length }, 'admin notice');
    return { emails: admins.length };
  };

/** The `admin-notices` queue's worker. */
export const startAdminNoticesWorker = (deps: TDeps & { redisUrl: string }) =>
  createWorker<unknown>(QUEUES.adminNotices, adminNoticeProcessor(deps), {
    redisUrl: deps.redisUrl,
    log: deps.log,
  });
