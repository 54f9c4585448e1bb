import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '@gtm/service-kit/app-error';
import { consumeLimit, RateLimitedError } from '@gtm/service-kit/rate-limit';
import type { TAuthEnv } from '../../env.ts';

export type TRateLimitSettings = Pick<
  TAuthEnv,
  | 'AUTH_RESEND_COOLDOWN_SECONDS'
  | 'AUTH_EMAIL_LIMIT'
  | 'AUTH_EMAIL_WINDOW_SECONDS'
  | 'AUTH_IP_LIMIT'
  | 'AUTH_IP_WINDOW_SECONDS'
>;

/** Sign-in is down with Redis: rate limits and sessions live there, and guessing must stay bounded. */
export const signInUnavailable = (cause: unknown) =>
  new AppError('UNAVAILABLE', {
    userMessage: 'Sign-in is temporarily unavailable. Please try again in a minute.',
    internalMessage: 'redis unavailable for sign-in',
    cause,
  });

/**
 * Wrong second-factor codes (authenticator or recovery) one account may send per window, across pending
 * sign-ins and settings changes: with at most 5 per pending sign-in and 10 e-mailed codes an hour, a guesser
 * still gets no more than this many tries per quarter hour.
 */
export const SECOND_FACTOR_ACCOUNT_LIMIT = { points: 10, windowSeconds: 15 * 60 } as const;

/** How often an account's owner may hear that someone tried to register with their address: once an hour. */
export const REGISTRATION_NOTICE_WINDOW_SECONDS = 3600;

/**
 * The sign-in limits, kept in Redis so every svc-auth instance counts together: per client IP, per e-mail,
 * and a resend cooldown per e-mail. A refusal is a 429 whose message and Retry-After say when to retry.
 */
export const createRateLimits = (redis: Redis, settings: TRateLimitSettings) => {
  // A limit set to 0 (points or window) is off.
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    points > 0 && duration > 0
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration })
      : null;
  const perIp = limiter('rl:auth:ip', settings.AUTH_IP_LIMIT, settings.AUTH_IP_WINDOW_SECONDS);
  const perEmail = limiter('rl:auth:email', settings.AUTH_EMAIL_LIMIT, settings.AUTH_EMAIL_WINDOW_SECONDS);
  const cooldown = limiter('rl:auth:resend', 1, settings.AUTH_RESEND_COOLDOWN_SECONDS);
  const secondFactorFailures = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: 'rl:auth:second-factor',
    points: SECOND_FACTOR_ACCOUNT_LIMIT.points,
    duration: SECOND_FACTOR_ACCOUNT_LIMIT.windowSeconds,
  });
  const registrationNotices = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: 'rl:auth:registration-notice',
    points: 1,
    duration: REGISTRATION_NOTICE_WINDOW_SECONDS,
  });
  const secondFactorMessage = (wait: string) => `Too many incorrect codes. Please try again in ${wait}.`;

  const consume = async (
    c: Context,
    limit: RateLimiterRedis | null,
    key: string,
    message: (wait: string) => string,
  ) => {
    if (limit !== null) await consumeLimit(c, limit, key, { message, unavailable: signInUnavailable });
  };

  return {
    /** Every sign-in request counts against its client IP. */
    ip: (c: Context, ip: string) =>
      consume(c, perIp, ip, (wait) => `Too many sign-in attempts. Please try again in ${wait}.`),
    /** A code request: the cooldown first, then the e-mail's window. */
    async codeRequest(c: Context, email: string) {
      await consume(
        c,
        cooldown,
        email,
        (wait) => `A code was just sent. Please wait ${wait} before requesting another.`,
      );
      await consume(
        c,
        perEmail,
        email,
        (wait) => `Too many codes requested for this email. Please try again in ${wait}.`,
      );
    },
    /**
     * Whether the owner of `email` may be told of a registration attempt on it now: one notice per window, the
     * later attempts of the window send nothing (and answer the same).
     */
    async registrationNoticeAllowed(email: string): Promise<boolean> {
      try {
        await registrationNotices.consume(email);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw signInUnavailable(error);
      }
    },
    /** Refuses an account's second-factor code, before it is compared, once its wrong codes are used up. */
    async secondFactorAllowed(c: Context, userId: string) {
      let spent;
      try {
        spent = await secondFactorFailures.get(userId);
      } catch (error) {
        throw signInUnavailable(error);
      }
      if (spent === null || spent.consumedPoints < SECOND_FACTOR_ACCOUNT_LIMIT.points) return;
      const seconds = Math.max(1, Math.ceil(spent.msBeforeNext / 1000));
      c.header('Retry-After', String(seconds));
      throw new RateLimitedError(seconds, secondFactorMessage);
    },
    /** Counts a wrong second-factor code against its account. */
    async secondFactorFailed(userId: string) {
      try {
        await secondFactorFailures.penalty(userId, 1);
      } catch (error) {
        throw signInUnavailable(error);
      }
    },
  };
};
export type TRateLimits = ReturnType<typeof createRateLimits>;
