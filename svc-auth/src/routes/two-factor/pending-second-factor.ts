import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Redis } from 'ioredis';

/** How long the second step may wait after the e-mailed code was accepted. */
export const SECOND_FACTOR_TTL_MS = 5 * 60_000;

/** Wrong codes one pending sign-in survives; the fifth ends it, and the sign-in starts over from the e-mail. */
export const MAX_SECOND_FACTOR_TRIES = 5;

/** The cookie holding the pending sign-in's token, sent only to the second step's path. */
export const SECOND_FACTOR_COOKIE = 'gtm_second_factor';
const COOKIE_PATH = '/api/auth';

const keyOf = (token: string) => `auth:second-factor:${createHash('sha256').update(token).digest('hex')}`;

// Counts a try on a pending sign-in that still exists; past the limit the pending sign-in is gone.
const SPEND_TRY_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local tries = redis.call('HINCRBY', KEYS[1], 'tries', 1)
if tries > tonumber(ARGV[1]) then
  redis.call('DEL', KEYS[1])
  return -1
end
return { redis.call('HGET', KEYS[1], 'userId'), redis.call('HGET', KEYS[1], 'expiresAt'), tries }`;

/** A pending sign-in as a try finds it. */
export type TPendingSecondFactor =
  { state: 'open'; userId: string; tries: number } | { state: 'missing' } | { state: 'spent' };

/**
 * Sign-ins waiting for their second factor, in Redis: the e-mailed code was right, no session exists yet. The
 * browser holds a random token in an HttpOnly cookie; Redis holds only its hash, with the account, the expiry
 * (checked in code as well as by the key's TTL) and the tries spent. A token is spent once: the step that
 * starts the session deletes it first.
 */
export const createPendingSecondFactors = (redis: Redis, options: { secure: boolean }) => ({
  /** Opens a pending sign-in for the account; returns the token (the only place it exists in clear). */
  async open(userId: string, now = Date.now()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await redis
      .multi()
      .hset(keyOf(token), { userId, expiresAt: String(now + SECOND_FACTOR_TTL_MS), tries: '0' })
      .pexpire(keyOf(token), SECOND_FACTOR_TTL_MS)
      .exec();
    return token;
  },

  /** Spends one try of the pending sign-in before any code is compared. */
  async spendTry(token: string, now = Date.now()): Promise<TPendingSecondFactor> {
    const found = (await redis.eval(SPEND_TRY_SCRIPT, 1, keyOf(token), MAX_SECOND_FACTOR_TRIES)) as
      [string | null, string | null, number] | -1 | null;
    if (found === -1) return { state: 'spent' };
    if (found === null) return { state: 'missing' };
    const [userId, expiresAt, tries] = found;
    if (!userId || !(Number(expiresAt) > now)) {
      await redis.del(keyOf(token));
      return { state: 'missing' };
    }
    return { state: 'open', userId, tries };
  },

  /** Ends the pending sign-in; true only for the one call that ended it (a token is used once). */
  async close(token: string): Promise<boolean> {
    return (await redis.del(keyOf(token))) === 1;
  },

  setCookie(c: Context, token: string) {
    setCookie(c, SECOND_FACTOR_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: options.secure,
      path: COOKIE_PATH,
      maxAge: SECOND_FACTOR_TTL_MS / 1000,
    });
  },

  readCookie: (c: Context): string | undefined => getCookie(c, SECOND_FACTOR_COOKIE) || undefined,

  clearCookie(c: Context) {
    deleteCookie(c, SECOND_FACTOR_COOKIE, { path: COOKIE_PATH, secure: options.secure });
  },
});
export type TPendingSecondFactors = ReturnType<typeof createPendingSecondFactors>;
