import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { sessionKey } from '@gtm/contracts/identity';
import type { TSessionRecord } from '@gtm/contracts/identity';
import { SERVICE_DATABASES } from '@gtm/contracts/services';
import { DEMO_ACCOUNTS } from '@gtm/contracts/users';
import { hashSessionId } from '@gtm/service-kit/session-id';

export type TDemoKind = (typeof DEMO_ACCOUNTS)[number]['kind'];

/**
 * A live session of the seeded demo account of a kind, written as svc-auth would write it: the gateway
 * resolves it from Redis and svc-auth answers for the account from its database. Answers the cookie value.
 * For e2e tests and benches, which measure screens rather than the sign-in.
 */
export async function writeDemoSession(
  components: { mongodb: { url: string }; redis: { url: string } },
  kind: TDemoKind,
): Promise<string> {
  const account = DEMO_ACCOUNTS.find((demo) => demo.kind === kind)!;
  const connection = await mongoose
    .createConnection(components.mongodb.url, { dbName: SERVICE_DATABASES['svc-auth'] })
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
  const redis = new Redis(components.redis.url);
  await redis.set(sessionKey(hashSessionId(sessionId)), JSON.stringify(record), 'EX', 3600);
  redis.disconnect();
  return sessionId;
}
