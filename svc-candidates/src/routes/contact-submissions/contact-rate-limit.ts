import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { CONTACT_RATE_LIMIT } from '@gtm/contracts/contact-submissions';
import { AppError } from '@gtm/service-kit/app-error';
import { consumeLimit } from '@gtm/service-kit/rate-limit';

/** The budget of contact submissions per client and window; tests pass a small one under their own prefix. */
export type TContactRateLimitOptions = { points: number; windowSeconds: number; keyPrefix?: string };

/**
 * The per-client budget of contact submissions, kept in Redis so every svc-candidates instance shares it.
 * `consume` resolves when the client may submit, else answers 429 with Retry-After and the wait in words.
 */
export const createContactRateLimit = (
  redis: Redis,
  options: TContactRateLimitOptions = CONTACT_RATE_LIMIT,
) => {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: options.keyPrefix ?? 'rl:contact',
    points: options.points,
    duration: options.windowSeconds,
  });
  return {
    consume: (c: Context, clientKey: string) =>
      consumeLimit(c, limiter, clientKey, {
        message: (wait) => `Too many messages from your network. Please try again in ${wait}.`,
        unavailable: (cause) =>
          new AppError('UNAVAILABLE', { internalMessage: 'contact rate limit store failed', cause }),
      }),
  };
};
export type TContactRateLimit = ReturnType<typeof createContactRateLimit>;
