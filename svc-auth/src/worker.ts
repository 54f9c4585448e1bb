import { loadEnv } from '@gtm/service-kit/env';
import { runWorkerService } from '@gtm/service-kit/service-main';
import { ZAuthEnv } from './env.ts';
import { startEmailWorker } from './jobs/email.worker.ts';
import { createSesMailer } from './mail/ses-mailer.ts';
import { deriveCodeKeys } from './routes/sign-in/code-crypto.ts';
import { codeSecretOf } from './routes/sign-in/sign-in-deps.ts';

const env = loadEnv(ZAuthEnv);

await runWorkerService({
  service: 'svc-auth',
  env,
  async start(context) {
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
  },
});
