import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { TCodePurpose } from './sign-in-codes.repository.ts';

/** Cookie naming the e-mail a code was sent to, so verify-code may carry the code alone. */
const PENDING_COOKIE = 'gtm_pending';
const PENDING_PATH = '/api';

export type TPendingSignIn = { email: string; purpose: TCodePurpose };

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * The pending sign-in: HttpOnly, signed, as short-lived as the code. It only names an e-mail; the code is
 * hashed with that e-mail, so a code is worth nothing for any other account.
 */
export const pendingCookie = (options: { key: Buffer; secure: boolean; maxAgeSeconds: number }) => ({
  set(c: Context, pending: TPendingSignIn) {
    const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
    setCookie(c, PENDING_COOKIE, `${payload}.${sign(options.key, payload)}`, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: options.secure,
      path: PENDING_PATH,
      maxAge: options.maxAgeSeconds,
    });
  },

  read(c: Context, purpose: TCodePurpose): string | undefined {
    const value = getCookie(c, PENDING_COOKIE);
    const [payload, signature] = value?.split('.') ?? [];
    if (!payload || !signature) return undefined;
    const expected = Buffer.from(sign(options.key, payload), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const pending = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TPendingSignIn;
      return pending.purpose === purpose && typeof pending.email === 'string' ? pending.email : undefined;
    } catch {
      return undefined;
    }
  },

  clear(c: Context) {
    deleteCookie(c, PENDING_COOKIE, { path: PENDING_PATH, secure: options.secure });
  },
});
export type TPendingCookie = ReturnType<typeof pendingCookie>;
