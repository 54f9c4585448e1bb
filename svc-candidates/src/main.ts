import { httpEnvShape, loadEnv } from '@gtm/service-kit/env';
import { runHttpService } from '@gtm/service-kit/service-main';
import { createCandidatesApp } from './app.ts';
import { ZCandidatesEnv } from './env.ts';
import { createContactRateLimit } from './routes/contact-submissions/contact-rate-limit.ts';
import { createContactSubmissionsRepository } from './routes/contact-submissions/contact-submissions.repository.ts';

const env = loadEnv(ZCandidatesEnv.extend(httpEnvShape));

// No demo seed yet: SEED_DEMO is read by every service, and svc-candidates' collections get their demo data
// with the issues that build their screens.
await runHttpService({
  service: 'svc-candidates',
  env,
  async build(context) {
    return createCandidatesApp({
      ...context,
      submissions: await createContactSubmissionsRepository(context.mongo),
      contactRateLimit: createContactRateLimit(context.redis),
      trustedProxies: env.TRUSTED_PROXIES,
    });
  },
});
