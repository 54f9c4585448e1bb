import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import type { TAuditEvent } from '@gtm/contracts/audit';
import type { TEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import type { TLogger } from '@gtm/service-kit/logger';
import { createAuditTrail } from '@gtm/service-kit/audit-trail';
import { createQueue } from '@gtm/service-kit/queue';
import type { TAuthEnv } from '../../env.ts';
import { createSessionStore } from '../../sessions/sessions.ts';
import { createPendingSecondFactors } from '../two-factor/pending-second-factor.ts';
import { createSecondFactorCheck } from '../two-factor/second-factor.ts';
import { deriveTwoFactorKeys } from '../two-factor/two-factor-crypto.ts';
import { createTwoFactorRepository } from '../two-factor/two-factor.repository.ts';
import type { TUsersRepository } from '../users/users.repository.ts';
import { deriveCodeKeys } from './code-crypto.ts';
import { pendingCookie } from './pending-cookie.ts';
import { createRateLimits } from './rate-limits.ts';
import { createSignInCodesRepository } from './sign-in-codes.repository.ts';
import { CODE_TTL_MS } from './sign-in.handlers.ts';
import type { TSignInDeps } from './sign-in.handlers.ts';

/** The secret the code keys derive from. */
export const codeSecretOf = (env: Pick<TAuthEnv, 'AUTH_CODE_SECRET' | 'IDENTITY_SECRET'>) =>
  env.AUTH_CODE_SECRET ?? env.IDENTITY_SECRET;

/** Assembles sign-in from the environment: code store, sessions, limits, cookies and the queues it feeds. */
export const createSignInDeps = async (options: {
  env: TAuthEnv;
  mongo: Connection;
  redis: Redis;
  log: TLogger;
  users: TUsersRepository;
}): Promise<{ deps: TSignInDeps; close: () => Promise<void> }> => {
  const { env, log } = options;
  const keys = deriveCodeKeys(codeSecretOf(env));
  const email = createQueue<TEmailJob>(QUEUES.email, { redisUrl: env.REDIS_URL, log });
  const candidateEvents = createQueue<TAccountEvent>(QUEUES.accountEvents, { redisUrl: env.REDIS_URL, log });
  const clientEvents = createQueue<TAccountEvent>(QUEUES.clientAccountEvents, {
    redisUrl: env.REDIS_URL,
    log,
  });
  const auditEvents = createQueue<TAuditEvent>(QUEUES.auditEvents, { redisUrl: env.REDIS_URL, log });
  const limits = createRateLimits(options.redis, env);
  const twoFactor = await createTwoFactorRepository(options.mongo);
  const twoFactorKeys = deriveTwoFactorKeys(env.IDENTITY_SECRET);
  return {
    deps: {
      users: options.users,
      codes: await createSignInCodesRepository(options.mongo),
      sessions: createSessionStore(options.redis, { absoluteHours: env.SESSION_ABSOLUTE_HOURS }),
      limits,
      pending: pendingCookie({
        key: keys.pendingKey,
        secure: env.COOKIE_SECURE,
        maxAgeSeconds: CODE_TTL_MS / 1000,
      }),
      keys,
      emailQueue: email.queue,
      candidateEvents: candidateEvents.queue,
      clientEvents: clientEvents.queue,
      cookieSecure: env.COOKIE_SECURE,
      trustedProxies: env.TRUSTED_PROXIES,
      audit: createAuditTrail(auditEvents.queue, log),
      twoFactor,
      twoFactorKeys,
      secondFactors: createPendingSecondFactors(options.redis, { secure: env.COOKIE_SECURE }),
      secondFactor: createSecondFactorCheck({ repository: twoFactor, keys: twoFactorKeys, limits, log }),
    },
    async close() {
      await Promise.all([email.close(), candidateEvents.close(), clientEvents.close(), auditEvents.close()]);
    },
  };
};
