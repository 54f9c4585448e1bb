import { createHash, randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { SESSION_COOKIE, sessionKey } from '@gtm/contracts/identity';
import type { TSessionRecord } from '@gtm/contracts/identity';
import { SERVICE_DATABASES } from '@gtm/contracts/services';
import { DEMO_ACCOUNTS } from '@gtm/contracts/users';
import type { TStack } from '@gtm/infra/dev/stack.ts';

type TDemoKind = (typeof DEMO_ACCOUNTS)[number]['kind'];

/**
 * Signs the browser context in as the seeded demo account of a kind by writing the session record svc-auth
 * would write (sign-in screens arrive with the sign-in issue). The session is real: the gateway resolves it
 * from Redis and svc-auth answers GET /api/user from its database.
 */
export async function signInAs(stack: TStack, context: BrowserContext, kind: TDemoKind): Promise<void> {
  const account = DEMO_ACCOUNTS.find((demo) => demo.kind === kind)!;
  const connection = await mongoose
    .createConnection(stack.components.mongodb.url, { dbName: SERVICE_DATABASES['svc-auth'] })
    .asPromise();
  const user = await connection.collection('users').findOne({ email: account.email });
  await connection.close();
  if (user === null) throw new Error(`the demo ${kind} ${account.email} was not seeded`);

  const sessionId = randomBytes(32).toString('base64url');
  const now = Date.now();
  const record: TSessionRecord = {
    userId: user._id.toString(),
    kind,
    role: account.role,
    createdAt: now,
    lastSeenAt: now,
    idleMinutes: 30,
  };
  const redis = new Redis(stack.components.redis.url);
  const hash = createHash('sha256').update(sessionId).digest('hex');
  await redis.set(sessionKey(hash), JSON.stringify(record), 'EX', 3600);
  redis.disconnect();
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
