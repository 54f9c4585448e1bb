import type { BrowserContext } from '@playwright/test';
import { Redis } from 'ioredis';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import type { TStack } from '@gtm/infra/dev/stack.ts';
import { writeDemoSession } from '@gtm/infra/test/demo-session.ts';
import type { TDemoKind } from '@gtm/infra/test/demo-session.ts';

/**
 * Signs the browser context in as the seeded demo account of a kind with a real session (infra/test's
 * `writeDemoSession`): the screens under test, not the sign-in.
 */
export async function signInAs(stack: TStack, context: BrowserContext, kind: TDemoKind): Promise<void> {
  const sessionId = await writeDemoSession(stack.components, kind);
  await context.addCookies([
    { name: SESSION_COOKIE, value: sessionId, url: stack.urls.portal, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/**
 * Forgets svc-auth's sign-in rate limits (resend cooldown, per-e-mail and per-IP windows), so tests that sign
 * the same address in again, all from one IP, test the screens rather than the limits; one test asserts them.
 */
export async function resetSignInLimits(stack: TStack): Promise<void> {
  const redis = new Redis(stack.components.redis.url);
  try {
    const keys = await redis.keys('rl:auth:*');
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
