import { randomBytes } from 'node:crypto';
import { CONTACT_RATE_LIMIT } from '@gtm/contracts/contact-submissions';
import { openTestContext, testClient } from '@gtm/service-kit/test-context';
import { createCandidatesApp } from './app.ts';
import { createContactRateLimit } from './routes/contact-submissions/contact-rate-limit.ts';
import type { TContactRateLimitOptions } from './routes/contact-submissions/contact-rate-limit.ts';
import { createContactSubmissionsRepository } from './routes/contact-submissions/contact-submissions.repository.ts';

/**
 * svc-candidates' app on a throw-away database, assembled as `main.ts` does, with its repository and a client
 * that signs requests as the gateway would. For integration tests of svc-candidates and of the gateway.
 */
export const openCandidatesTestApp = async (
  options: { contactRateLimit?: Omit<TContactRateLimitOptions, 'keyPrefix'> } = {},
) => {
  const ctx = await openTestContext('svc-candidates');
  const submissions = await createContactSubmissionsRepository(ctx.mongo);
  // Redis outlives the run (unlike the database), so budgets get a per-run prefix: earlier runs spent none of it.
  const contactRateLimit = createContactRateLimit(ctx.redis, {
    ...(options.contactRateLimit ?? CONTACT_RATE_LIMIT),
    keyPrefix: `rl:contact:test:${randomBytes(4).toString('hex')}`,
  });
  // As behind the ingress: one proxy appends to X-Forwarded-For before the gateway.
  const app = createCandidatesApp({ ...ctx, submissions, contactRateLimit, trustedProxies: 1 });
  return { ctx, app, client: testClient(app, ctx), close: () => ctx.close(), submissions };
};
export type TCandidatesTestApp = Awaited<ReturnType<typeof openCandidatesTestApp>>;
