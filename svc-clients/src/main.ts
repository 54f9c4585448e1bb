import { httpEnvShape, loadEnv } from '@gtm/service-kit/env';
import { runHttpService } from '@gtm/service-kit/service-main';
import { createClientsApp } from './app.ts';
import { openClientsComposition } from './composition.ts';
import { ZClientsEnv } from './env.ts';

const env = loadEnv(ZClientsEnv.extend(httpEnvShape));

await runHttpService({
  service: 'svc-clients',
  env,
  async build(context) {
    const composition = openClientsComposition({ ...context, redisUrl: env.REDIS_URL });
    if (env.SEED_DEMO) await composition.seedDemo();
    return createClientsApp(await composition.appDeps());
  },
});
