import { loadEnv } from '@gtm/service-kit/env';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { runWorkerService } from '@gtm/service-kit/service-main';
import { ZClientsEnv } from './env.ts';
import { startClientAccountEventsWorker } from './jobs/client-account-events.worker.ts';
import { createClientCompaniesRepository } from './routes/client-companies/client-companies.repository.ts';
import { createClientUsersRepository } from './routes/client-users/client-users.repository.ts';

const env = loadEnv(ZClientsEnv);

await runWorkerService({
  service: 'svc-clients',
  env,
  async start(context) {
    const accountEvents = startClientAccountEventsWorker({
      inbox: await createProcessedEventsRepository(context.mongo),
      companies: await createClientCompaniesRepository(context.mongo),
      users: await createClientUsersRepository(context.mongo),
      log: context.log,
      redisUrl: env.REDIS_URL,
    });
    context.onClose('client-account-events worker', () => accountEvents.close());
  },
});
