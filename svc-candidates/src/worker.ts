import { loadEnv } from '@gtm/service-kit/env';
import { runWorkerService } from '@gtm/service-kit/service-main';
import { ZCandidatesEnv } from './env.ts';
import { startAccountEventsWorker } from './jobs/account-events.worker.ts';
import { createCandidateAccountsRepository } from './routes/candidate-accounts/candidate-accounts.repository.ts';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';

const env = loadEnv(ZCandidatesEnv);

await runWorkerService({
  service: 'svc-candidates',
  env,
  async start(context) {
    const inbox = await createProcessedEventsRepository(context.mongo);
    const accounts = await createCandidateAccountsRepository(context.mongo);
    const accountEvents = startAccountEventsWorker({
      inbox,
      accounts,
      log: context.log,
      redisUrl: env.REDIS_URL,
    });
    context.onClose('account-events worker', () => accountEvents.close());
  },
});
