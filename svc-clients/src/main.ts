import type { TAuthAccountEvent } from '@gtm/contracts/account-events';
import type { TAuditEvent } from '@gtm/contracts/audit';
import type { TEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { createAuditTrail } from '@gtm/service-kit/audit-trail';
import { httpEnvShape, loadEnv } from '@gtm/service-kit/env';
import { createQueue } from '@gtm/service-kit/queue';
import { runDemoSeed } from '@gtm/service-kit/seed';
import { runHttpService } from '@gtm/service-kit/service-main';
import { createClientsApp } from './app.ts';
import { ZClientsEnv } from './env.ts';
import { createClientCompaniesRepository } from './routes/client-companies/client-companies.repository.ts';
import { createClientUsersRepository } from './routes/client-users/client-users.repository.ts';
import { createAccessSnapshots } from './routes/employer-access/access-snapshots.ts';
import { demoSeeders } from './seed/demo-seed.ts';

const env = loadEnv(ZClientsEnv.extend(httpEnvShape));

await runHttpService({
  service: 'svc-clients',
  env,
  async build(context) {
    const companies = await createClientCompaniesRepository(context.mongo);
    const users = await createClientUsersRepository(context.mongo);
    if (env.SEED_DEMO) await runDemoSeed(demoSeeders(companies, users), context.log);
    const authEvents = createQueue<TAuthAccountEvent>(QUEUES.authAccountEvents, {
      redisUrl: env.REDIS_URL,
      log: context.log,
    });
    const auditEvents = createQueue<TAuditEvent>(QUEUES.auditEvents, {
      redisUrl: env.REDIS_URL,
      log: context.log,
    });
    const emailJobs = createQueue<TEmailJob>(QUEUES.email, { redisUrl: env.REDIS_URL, log: context.log });
    context.onClose('queues', async () => {
      await Promise.all([authEvents.close(), auditEvents.close(), emailJobs.close()]);
    });
    return createClientsApp({
      ...context,
      companies,
      users,
      authEvents: authEvents.queue,
      emailQueue: emailJobs.queue,
      accessSnapshots: createAccessSnapshots({ redis: context.redis, users, companies, log: context.log }),
      audit: createAuditTrail(auditEvents.queue, context.log),
    });
  },
});
