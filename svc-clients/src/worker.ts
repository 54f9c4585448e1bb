import { QUEUES } from '@gtm/contracts/queues';
import { loadEnv } from '@gtm/service-kit/env';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { createQueue } from '@gtm/service-kit/queue';
import { runWorkerService } from '@gtm/service-kit/service-main';
import { createAccessSnapshots } from './access-changes/access-snapshots.ts';
import { createClientCompaniesRepository } from './client-directory/client-companies.repository.ts';
import { createClientUsersRepository } from './client-directory/client-users.repository.ts';
import { ZClientsEnv } from './env.ts';
import { startClientAccountEventsWorker } from './jobs/client-account-events.worker.ts';
import { registerDigestScheduler, startClientDigestsWorker } from './jobs/client-digests.worker.ts';
import type { TDigestRun } from './jobs/client-digests.worker.ts';
import { startClientShareEventsWorker } from './jobs/client-share-events.worker.ts';
import { createShareNoticesRepository } from './share-notices/share-notices.repository.ts';

const env = loadEnv(ZClientsEnv);

await runWorkerService({
  service: 'svc-clients',
  env,
  async start(context) {
    const inbox = await createProcessedEventsRepository(context.mongo);
    const companies = await createClientCompaniesRepository(context.mongo);
    const users = await createClientUsersRepository(context.mongo, companies);
    const notices = await createShareNoticesRepository(context.mongo);
    const queueOptions = { redisUrl: env.REDIS_URL, log: context.log };
    const accountEvents = startClientAccountEventsWorker({
      inbox,
      companies,
      users,
      outbox: context.outbox,
      accessSnapshots: createAccessSnapshots({ redis: context.redis, users, companies, log: context.log }),
      ...queueOptions,
    });
    context.onClose('client-account-events worker', () => accountEvents.close());

    const shareEvents = startClientShareEventsWorker({
      inbox,
      companies,
      users,
      notices,
      outbox: context.outbox,
      ...queueOptions,
    });
    // The digests: a BullMQ job scheduler (one, whatever the number of workers) and the worker of its runs.
    const digestRuns = createQueue<TDigestRun>(QUEUES.clientDigests, queueOptions);
    await registerDigestScheduler(digestRuns.queue);
    const digests = startClientDigestsWorker({
      companies,
      users,
      notices,
      outbox: context.outbox,
      ...queueOptions,
    });
    context.onClose('client-share-events and client-digests workers', async () => {
      await Promise.all([shareEvents.close(), digests.close()]);
      await digestRuns.close();
    });
  },
});
