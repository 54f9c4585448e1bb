import type { Context } from 'hono';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { AppError } from './app-error.ts';

/**
 * The one wording of a wait, as a person reads it: "45 seconds", "60 seconds", "12 minutes". Under a minute
 * and a half it counts seconds: whole minutes rounded up would call a 61-second wait "2 minutes".
 */
export const waitInWords = (seconds: number): string =>
  seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;

/** RATE_LIMITED with the wait, so the answer carries Retry-After and a message saying when to retry. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  /** `message` gets the wait in words ("Please try again in 12 minutes."). */
  constructor(retryAfterSeconds: number, message: (wait: string) => string) {
    super('RATE_LIMITED', { userMessage: message(waitInWords(retryAfterSeconds)) });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Spends one point of a Redis limiter for `key`. Past the budget it sets Retry-After and throws
 * {@link RateLimitedError}; a store failure throws what `unavailable` makes of it (each service says what is
 * down in its own words).
 */
export const consumeLimit = async (
  c: Context,
  limiter: RateLimiterRedis,
  key: string,
  options: { message: (wait: string) => string; unavailable: (cause: unknown) => AppError },
): Promise<void> => {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw options.unavailable(error);
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    c.header('Retry-After', String(seconds));
    throw new RateLimitedError(seconds, options.message);
  }
};
