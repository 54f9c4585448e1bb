import { httpEnvShape, loadEnv } from '@gtm/service-kit/env';
import { runDemoSeed } from '@gtm/service-kit/seed';
import { runHttpService } from '@gtm/service-kit/service-main';
import { createCandidatesApp } from './app.ts';
import { ZCandidatesEnv } from './env.ts';
import { CANDIDATES_DEMO_SEEDERS } from './seed/demo-seed.ts';

const env = loadEnv(ZCandidatesEnv.extend(httpEnvShape));

await runHttpService({
  service: 'svc-candidates',
  env,
  async build(context) {
    if (env.SEED_DEMO) await runDemoSeed(CANDIDATES_DEMO_SEEDERS, context.log);
    return createCandidatesApp({ ...context, trustedProxies: env.TRUSTED_PROXIES });
  },
});
