import { loadEnv } from '@gtm/service-kit/env';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { runWorkerService } from '@gtm/service-kit/service-main';
import { ZAuthEnv } from './env.ts';
import { startAuditEventsWorker } from './jobs/audit-events.worker.ts';
import { startAuthAccountEventsWorker } from './jobs/auth-account-events.worker.ts';
import { startAdminNoticesWorker } from './jobs/admin-notices.worker.ts';
import { createDeliveredEmailsRepository } from './jobs/delivered-emails.ts';
import { startEmailWorker } from './jobs/email.worker.ts';
import { organizerOf } from './mail/email-templates.ts';
import { createSesMailer } from './mail/ses-mailer.ts';
import { deriveCodeKeys } from './routes/sign-in/code-crypto.ts';
import { codeSecretOf } from './routes/sign-in/sign-in-deps.ts';
import { createAuditLogRepository } from './routes/audit-log/audit-log.repository.ts';
import { userChangeAnnouncer } from './routes/users/current-user-cache.ts';
import { createUsersRepository } from './routes/users/users.repository.ts';
import { createSessionStore } from './sessions/sessions.ts';

const env = loadEnv(ZAuthEnv);

await runWorkerService({
  service: 'svc-auth',
  env,
  async start(context) {
    const inbox = await createProcessedEventsRepository(context.mongo);
    // Renames and removals from other services' events reach the serving replicas' current-user views.
    const users = await createUsersRepository(context.mongo, {
      onChanged: userChangeAnnouncer(context.redis, context.log),
    });
    const mailer = createSesMailer({
      region: env.SES_REGION,
      endpoint: env.SES_ENDPOINT,
      from: env.MAIL_FROM,
    });
    const email = startEmailWorker({
      mailer,
      log: context.log,
      redisUrl: env.REDIS_URL,
      keys: deriveCodeKeys(codeSecretOf(env)),
      deliveries: await createDeliveredEmailsRepository(context.mongo),
      publicOrigin: env.PUBLIC_ORIGIN,
      organizer: organizerOf(env.MAIL_FROM),
      maxPerSecond: env.EMAIL_MAX_PER_SECOND,
    });
    context.onClose('email worker', async () => {
      await email.close();
      mailer.close();
    });
    // A removed registration's account: its sessions end, and the other services hear it is deleted.
    const accountEvents = startAuthAccountEventsWorker({
      inbox,
      users,
      log: context.log,
      redisUrl: env.REDIS_URL,
      sessions: createSessionStore(context.redis, { absoluteHours: env.SESSION_ABSOLUTE_HOURS }),
      outbox: context.outbox,
    });
    context.onClose('auth-account-events worker', () => accountEvents.close());
    const auditEvents = startAuditEventsWorker({
      auditLog: await createAuditLogRepository(context.mongo),
      log: context.log,
      redisUrl: env.REDIS_URL,
    });
    context.onClose('audit-events worker', () => auditEvents.close());
    // The admins' notices (a client's decision, an interview request): one e-mail job per admin who wants them.
    const adminNotices = startAdminNoticesWorker({
      users,
      outbox: context.outbox,
      log: context.log,
      redisUrl: env.REDIS_URL,
    });
    context.onClose('admin-notices worker', () => adminNotices.close());
  },
});
