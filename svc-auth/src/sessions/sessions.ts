import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { sessionKey, ZSessionRecord } from '@gtm/contracts/identity';
import type { TSessionRecord } from '@gtm/contracts/identity';

/** SHA-256 hex of a session id: the Redis key suffix and the `identity.sessionId` the gateway signs. */
export const hashSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

// Rewrites a record in place, keeping its absolute expiry, only if it still exists.
const UPDATE_SCRIPT = `local stored = redis.call('GET', KEYS[1])
if not stored then return 0 end
local record = cjson.decode(stored)
local changes = cjson.decode(ARGV[1])
for field, value in pairs(changes) do record[field] = value end
redis.call('SET', KEYS[1], cjson.encode(record), 'KEEPTTL')
return 1`;

/**
 * Server-side sessions in Redis. The cookie holds a 256-bit random id; Redis holds only its hash, with a TTL
 * equal to the absolute lifetime. The idle timeout is enforced by the gateway from `idleMinutes`.
 */
export const createSessionStore = (redis: Redis, options: { absoluteHours: number }) => {
  const ttlSeconds = Math.round(options.absoluteHours * 3600);
  return {
    ttlSeconds,

    /** Starts a session and returns the cookie value (the only place the raw id exists). */
    async create(entry: Omit<TSessionRecord, 'createdAt' | 'lastSeenAt'>, now = Date.now()): Promise<string> {
      const sessionId = randomBytes(32).toString('base64url');
      const record = ZSessionRecord.parse({ ...entry, createdAt: now, lastSeenAt: now });
      await redis.set(sessionKey(hashSessionId(sessionId)), JSON.stringify(record), 'EX', ttlSeconds);
      return sessionId;
    },

    /** Ends a session by the hash the gateway signed into the identity. */
    async revoke(sessionIdHash: string | undefined): Promise<void> {
      if (sessionIdHash) await redis.del(sessionKey(sessionIdHash));
    },

    /** Changes fields of a live session (its role, its idle timeout); a session that is gone stays gone. */
    async update(
      sessionIdHash: string | undefined,
      changes: Partial<Pick<TSessionRecord, 'role' | 'idleMinutes'>>,
    ): Promise<void> {
      if (!sessionIdHash) return;
      await redis.eval(UPDATE_SCRIPT, 1, sessionKey(sessionIdHash), JSON.stringify(changes));
    },
  };
};
export type TSessionStore = ReturnType<typeof createSessionStore>;
