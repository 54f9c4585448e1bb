import { loadEnv } from '@gtm/service-kit/env';
import { runWorkerService } from '@gtm/service-kit/service-main';
import { ZClientsEnv } from './env.ts';

const env = loadEnv(ZClientsEnv);

// svc-clients consumes no queue yet; its worker process runs (and drains on SIGTERM) like the others, so
// deployments keep one shape when the employer sign-in events join.
await runWorkerService({ service: 'svc-clients', env, start: async () => {} });
