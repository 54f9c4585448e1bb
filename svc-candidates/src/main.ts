import type { TAuthAccountEvent } from '@gtm/contracts/account-events';
import type { TAuditEvent } from '@gtm/contracts/audit';
import { QUEUES } from '@gtm/contracts/queues';
import { createAuditTrail } from '@gtm/service-kit/audit-trail';
import { httpEnvShape, loadEnv } from '@gtm/service-kit/env';
import { createQueue } from '@gtm/service-kit/queue';
import { runHttpService } from '@gtm/service-kit/service-main';
import { createCandidatesApp } from './app.ts';
import { ZCandidatesEnv } from './env.ts';
import { createCandidateAccountsRepository } from './routes/candidate-accounts/candidate-accounts.repository.ts';
import { createCandidateProfilesRepository } from './routes/candidate-profiles/candidate-profiles.repository.ts';
import { createContactRateLimit } from './routes/contact-submissions/contact-rate-limit.ts';
import { createContactSubmissionsRepository } from './routes/contact-submissions/contact-submissions.repository.ts';
import { createOnePagersRepository } from './routes/one-pagers/one-pagers.repository.ts';
import { startDemoSeed } from './seed/demo-seed.ts';
import { createFileStore, fileStoreConfigFromEnv } from './storage/file-store.ts';

const env = loadEnv(ZCandidatesEnv.extend(httpEnvShape));

await runHttpService({
  service: 'svc-candidates',
  env,
  async build(context) {
    const files = createFileStore(fileStoreConfigFromEnv(env), context.log);
    const profiles = await createCandidateProfilesRepository(context.mongo);
    if (env.SEED_DEMO) {
      // In the background: it waits for svc-auth's demo accounts to arrive as events. Stopped before S3 closes.
      const seed = startDemoSeed({ mongo: context.mongo, profiles, files, log: context.log });
      context.onClose('demo seed', seed.stop);
    }
    context.onClose('s3', async () => files.close());
    const authEvents = createQueue<TAuthAccountEvent>(QUEUES.authAccountEvents, {
      redisUrl: env.REDIS_URL,
      log: context.log,
    });
    const auditEvents = createQueue<TAuditEvent>(QUEUES.auditEvents, {
      redisUrl: env.REDIS_URL,
      log: context.log,
    });
    context.onClose('queues', async () => {
      await Promise.all([authEvents.close(), auditEvents.close()]);
    });
    return createCandidatesApp({
      ...context,
      submissions: await createContactSubmissionsRepository(context.mongo),
      contactRateLimit: createContactRateLimit(context.redis),
      trustedProxies: env.TRUSTED_PROXIES,
      profiles,
      accounts: await createCandidateAccountsRepository(context.mongo),
      onePagers: await createOnePagersRepository(context.mongo),
      files,
      authEvents: authEvents.queue,
      audit: createAuditTrail(auditEvents.queue, context.log),
    });
  },
});
