import { loadEnv } from '@gtm/service-kit/env';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { runWorkerService } from '@gtm/service-kit/service-main';
import { ZAuthEnv } from './env.ts';
import { startAuthAccountEventsWorker } from './jobs/auth-account-events.worker.ts';
import { startEmailWorker } from './jobs/email.worker.ts';
import { createSesMailer } from './mail/ses-mailer.ts';
import { deriveCodeKeys } from './routes/sign-in/code-crypto.ts';
import { codeSecretOf } from './routes/sign-in/sign-in-deps.ts';
import { createUsersRepository } from './routes/users/users.repository.ts';

const env = loadEnv(ZAuthEnv);

await runWorkerService({
  service: 'svc-auth',
  env,
  async start(context) {
    const inbox = await createProcessedEventsRepository(context.mongo);
    const users = await createUsersRepository(context.mongo);
    const mailer = createSesMailer({
      region: env.SES_REGION,
      endpoint: env.SES_ENDPOINT,
      from: env.MAIL_FROM,
    });
    const email = startEmailWorker({
      mailer,
      log: context.log,
      redisUrl: env.REDIS_URL,
      keys: deriveCodeKeys(codeSecretOf(env)),
    });
    context.onClose('email worker', async () => {
      await email.close();
      mailer.close();
    });
    const accountEvents = startAuthAccountEventsWorker({
      inbox,
      users,
      log: context.log,
      redisUrl: env.REDIS_URL,
    });
    context.onClose('auth-account-events worker', () => accountEvents.close());
  },
});
