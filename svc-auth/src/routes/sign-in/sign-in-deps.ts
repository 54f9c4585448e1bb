import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import type { TLogger } from '@gtm/service-kit/logger';
import { createAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TOutbox } from '@gtm/service-kit/outbox';
import type { TAuthEnv } from '../../env.ts';
import { createSessionStore } from '../../sessions/sessions.ts';
import { createPendingSecondFactors } from '../two-factor/pending-second-factor.ts';
import { createSecondFactorCheck } from '../two-factor/second-factor.ts';
import { deriveTwoFactorKeys } from '../two-factor/two-factor-crypto.ts';
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

/** Assembles sign-in from the environment: code store, sessions, limits, cookies and the outbox it publishes to. */
export const createSignInDeps = async (options: {
  env: TAuthEnv;
  mongo: Connection;
  redis: Redis;
  log: TLogger;
  users: TUsersRepository;
  outbox: TOutbox;
}): Promise<TSignInDeps> => {
  const { env, log } = options;
  const keys = deriveCodeKeys(codeSecretOf(env));
  const limits = createRateLimits(options.redis, env);
  const twoFactor = options.users.twoFactor;
  await twoFactor.dropKeylessSwitches();
  const twoFactorKeys = deriveTwoFactorKeys(env.IDENTITY_SECRET);
  return {
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
    outbox: options.outbox,
    cookieSecure: env.COOKIE_SECURE,
    trustedProxies: env.TRUSTED_PROXIES,
    audit: createAuditTrail(options.outbox),
    twoFactor,
    twoFactorKeys,
    secondFactors: createPendingSecondFactors(options.redis, { secure: env.COOKIE_SECURE }),
    secondFactor: createSecondFactorCheck({ repository: twoFactor, keys: twoFactorKeys, limits, log }),
  };
};
