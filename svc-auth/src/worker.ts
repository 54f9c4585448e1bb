import { loadEnv } from '@gtm/service-kit/env';
import { runWorkerService } from '@gtm/service-kit/service-main';
import { openAuthComposition } from './composition.ts';
import { ZAuthEnv } from './env.ts';
import { startAuditEventsWorker } from './jobs/audit-events.worker.ts';
import { startAuthAccountEventsWorker } from './jobs/auth-account-events.worker.ts';
import { startAdminNoticesWorker } from './jobs/admin-notices.worker.ts';
import { startEmailWorker } from './jobs/email.worker.ts';

const env = loadEnv(ZAuthEnv);

await runWorkerService({
  service: 'svc-auth',
  env,
  async start(context) {
    const composition = openAuthComposition({ ...context, env });
    const email = startEmailWorker(await composition.workers.email());
    context.onClose('email worker', () => email.close());
    // A removed registration's account: its sessions end, and the other services hear it is deleted.
    const accountEvents = startAuthAccountEventsWorker(await composition.workers.accountEvents());
    context.onClose('auth-account-events worker', () => accountEvents.close());
    const auditEvents = startAuditEventsWorker(await composition.workers.auditEvents());
    context.onClose('audit-events worker', () => auditEvents.close());
    // The admins' notices (a client's decision, an interview request): one bulk e-mail to the admins who want it.
    const adminNotices = startAdminNoticesWorker(await composition.workers.adminNotices());
    context.onClose('admin-notices worker', () => adminNotices.close());
    // After the workers: the mailer of the e-mails in flight.
    context.onClose('ses mailer', composition.close);
  },
});
