import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { CONTACT_RATE_LIMIT } from '@gtm/contracts/contact-submissions';
import { AppError } from '@gtm/service-kit/app-error';

/** How long until a limited client may submit again, in words a person reads ("12 minutes"). */
export const retryAfterText = (seconds: number): string => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * The per-client budget of contact submissions, kept in Redis so every svc-candidates instance shares it.
 * `consume` resolves when the client may submit, else throws RATE_LIMITED carrying the seconds to wait.
 */
export const createContactRateLimit = (
  redis: Redis,
  options: { points: number; windowSeconds: number; keyPrefix?: string } = CONTACT_RATE_LIMIT,
) => {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: options.keyPrefix ?? 'rl:contact',
    points: options.points,
    duration: options.windowSeconds,
  });
  return {
    async consume(clientKey: string): Promise<void> {
      try {
        await limiter.consume(clientKey);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) {
          throw new AppError('UNAVAILABLE', {
            internalMessage: 'contact rate limit store failed',
            cause: error,
          });
        }
        const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new RateLimitedError(retryAfterSeconds);
      }
    },
  };
};
export type TContactRateLimit = ReturnType<typeof createContactRateLimit>;

/** RATE_LIMITED with the wait, so the route can answer Retry-After and a message saying when to retry. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', {
      userMessage: `Too many messages from your network. Please try again in ${retryAfterText(retryAfterSeconds)}.`,
    });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
