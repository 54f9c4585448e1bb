import { httpEnvShape, loadEnv } from '@gtm/service-kit/env';
import { runHttpService } from '@gtm/service-kit/service-main';
import { createCandidatesApp } from './app.ts';
import { ZCandidatesEnv } from './env.ts';
import { createCandidateAccountsRepository } from './routes/candidate-accounts/candidate-accounts.repository.ts';
import { createCandidateProfilesRepository } from './routes/candidate-profiles/candidate-profiles.repository.ts';
import { createContactRateLimit } from './routes/contact-submissions/contact-rate-limit.ts';
import { createContactSubmissionsRepository } from './routes/contact-submissions/contact-submissions.repository.ts';
import { createOnePagersRepository } from './routes/one-pagers/one-pagers.repository.ts';
import { createFileStore, fileStoreConfigFromEnv } from './storage/file-store.ts';

const env = loadEnv(ZCandidatesEnv.extend(httpEnvShape));

// No demo seed yet: SEED_DEMO is read by every service, and svc-candidates' collections get their demo data
// with the issues that build their screens.
await runHttpService({
  service: 'svc-candidates',
  env,
  async build(context) {
    const files = createFileStore(fileStoreConfigFromEnv(env), context.log);
    context.onClose('s3', async () => files.close());
    return createCandidatesApp({
      ...context,
      submissions: await createContactSubmissionsRepository(context.mongo),
      contactRateLimit: createContactRateLimit(context.redis),
      trustedProxies: env.TRUSTED_PROXIES,
      profiles: await createCandidateProfilesRepository(context.mongo),
      accounts: await createCandidateAccountsRepository(context.mongo),
      onePagers: await createOnePagersRepository(context.mongo),
      files,
    });
  },
});
