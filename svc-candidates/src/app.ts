import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import { createServiceApp } from '@gtm/service-kit/service-app';
import type { TServiceAppDeps } from '@gtm/service-kit/service-app';
import { createContactRateLimit } from './routes/contact-submissions/contact-rate-limit.ts';
import type { TContactRateLimit } from './routes/contact-submissions/contact-rate-limit.ts';
import { createContactSubmissionsRepository } from './routes/contact-submissions/contact-submissions.repository.ts';
import { contactSubmissionsRoutes } from './routes/contact-submissions/contact-submissions.routes.ts';

/** svc-candidates' HTTP app: profiles, uploads, one-pagers, talent combines, contact submissions. */
export const createCandidatesApp = ({
  mongo,
  redis,
  contactRateLimit,
  trustedProxies,
  ...deps
}: TServiceAppDeps & {
  mongo: Connection;
  redis: Redis;
  /** Proxies in front of the gateway that append to X-Forwarded-For (TRUSTED_PROXIES). */
  trustedProxies: number;
  contactRateLimit?: TContactRateLimit;
}) => {
  const app = createServiceApp(deps);
  app.route(
    '/',
    contactSubmissionsRoutes(
      createContactSubmissionsRepository(mongo),
      contactRateLimit ?? createContactRateLimit(redis),
      trustedProxies,
    ),
  );
  return app;
};
