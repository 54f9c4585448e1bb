import { loadEnv } from '@gtm/service-kit/env';
import { runWorkerService } from '@gtm/service-kit/service-main';
import { openClientsComposition } from './composition.ts';
import { ZClientsEnv } from './env.ts';
import { startClientAccountEventsWorker } from './jobs/client-account-events.worker.ts';
import { startClientDigestsWorker } from './jobs/client-digests.worker.ts';
import { startClientShareEventsWorker } from './jobs/client-share-events.worker.ts';

const env = loadEnv(ZClientsEnv);

await runWorkerService({
  service: 'svc-clients',
  env,
  async start(context) {
    const composition = openClientsComposition({ ...context, redisUrl: env.REDIS_URL });
    const accountEvents = startClientAccountEventsWorker(await composition.workers.accountEvents());
    context.onClose('client-account-events worker', () => accountEvents.close());
    const shareEvents = startClientShareEventsWorker(await composition.workers.shareEvents());
    // The digests: a BullMQ job scheduler (one, whatever the number of workers) and the worker of its runs.
    await composition.scheduleDigests();
    const digests = startClientDigestsWorker(await composition.workers.digests());
    context.onClose('client-share-events and client-digests workers', async () => {
      await Promise.all([shareEvents.close(), digests.close()]);
      await composition.close();
    });
  },
});
