import { loadEnv } from '@gtm/service-kit/env';
import { runWorkerService } from '@gtm/service-kit/service-main';
import { ZCandidatesEnv } from './env.ts';
import { startAccountEventsWorker } from './jobs/account-events.worker.ts';
import { createProcessedEventsRepository } from './jobs/processed-events.repository.ts';

const env = loadEnv(ZCandidatesEnv);

await runWorkerService({
  service: 'svc-candidates',
  env,
  async start(context) {
    const inbox = await createProcessedEventsRepository(context.mongo);
    const accountEvents = startAccountEventsWorker({ inbox, log: context.log, redisUrl: env.REDIS_URL });
    context.onClose('account-events worker', () => accountEvents.close());
  },
});
