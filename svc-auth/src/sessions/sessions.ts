import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { sessionKey, ZSessionRecord } from '@gtm/contracts/identity';
import type { TSessionRecord } from '@gtm/contracts/identity';
import { hashSessionId } from '@gtm/service-kit/session-id';

/**
 * The set of a user's session hashes: what ends every session of the user (an account deletion). The gateway
 * never reads it (it resolves a session with one GET of its own key), so a session gone from Redis is gone.
 */
export const userSessionsKey = (userId: string) => `user-sessions:${userId}`;

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
 * equal to the absolute lifetime. The idle timeout is enforced by the gateway from `idleMinutes`. Each user's
 * session hashes are also kept in a set ({@link userSessionsKey}), maintained on create and revoke, that lives
 * as long as the user's newest session.
 */
export const createSessionStore = (redis: Redis, options: { absoluteHours: number }) => {
  const ttlSeconds = Math.round(options.absoluteHours * 3600);

  /** Drops the hashes of sessions that ended by themselves (expired) from a user's set. */
  const prune = async (userId: string) => {
    const hashes = await redis.smembers(userSessionsKey(userId));
    if (hashes.length === 0) return;
    const pipeline = redis.pipeline();
    for (const hash of hashes) pipeline.exists(sessionKey(hash));
    const exists = (await pipeline.exec()) ?? [];
    const dead = hashes.filter((_, index) => exists[index]?.[1] === 0);
    if (dead.length > 0) await redis.srem(userSessionsKey(userId), ...dead);
  };

  return {
    ttlSeconds,

    /** Starts a session and returns the cookie value (the only place the raw id exists). */
    async create(entry: Omit<TSessionRecord, 'createdAt' | 'lastSeenAt'>, now = Date.now()): Promise<string> {
      const sessionId = randomBytes(32).toString('base64url');
      const record = ZSessionRecord.parse({ ...entry, createdAt: now, lastSeenAt: now });
      const hash = hashSessionId(sessionId);
      // The session first, then its index entry: a hash in the set always names a session that was stored.
      await redis.set(sessionKey(hash), JSON.stringify(record), 'EX', ttlSeconds);
      await redis
        .multi()
        .sadd(userSessionsKey(record.userId), hash)
        .expire(userSessionsKey(record.userId), ttlSeconds)
        .exec();
      await prune(record.userId);
      return sessionId;
    },

    /** Ends a session by the hash the gateway signed into the identity. */
    async revoke(sessionIdHash: string | undefined): Promise<void> {
      if (!sessionIdHash) return;
      const key = sessionKey(sessionIdHash);
      const stored = await redis.get(key);
      await redis.del(key);
      if (stored === null) return;
      let userId: string;
      try {
        userId = ZSessionRecord.parse(JSON.parse(stored)).userId;
      } catch {
        return; // A malformed record has no user to unlist it from; it is deleted all the same.
      }
      await redis.srem(userSessionsKey(userId), sessionIdHash);
    },

    /**
     * Ends every session of a user (and `current`, the one the request carried, even if the set missed it).
     * Answers how many sessions it ended.
     */
    async revokeAllOf(userId: string, current?: string): Promise<number> {
      const hashes = new Set(await redis.smembers(userSessionsKey(userId)));
      if (current) hashes.add(current);
      const ended = hashes.size > 0 ? await redis.del(...[...hashes].map(sessionKey)) : 0;
      await redis.del(userSessionsKey(userId));
      return ended;
    },

    /**
     * Ends every session of a user but `keep` (the one the request carried): what turning two-factor on does, so
     * a session opened without it (a stolen one, too) does not outlive the change. Answers how many it ended.
     */
    async revokeOthersOf(userId: string, keep: string): Promise<number> {
      const others = (await redis.smembers(userSessionsKey(userId))).filter((hash) => hash !== keep);
      if (others.length === 0) return 0;
      const ended = await redis.del(...others.map(sessionKey));
      await redis.srem(userSessionsKey(userId), ...others);
      return ended;
    },

    /** The hashes of a user's sessions as the set holds them (tests read it). */
    sessionsOf: (userId: string) => redis.smembers(userSessionsKey(userId)),

    /**
     * Changes fields of every live session of a user (and of `current`, the one the request carried, even if
     * the set missed it): a new idle timeout applies on every device at once. Sessions that are gone stay gone.
     */
    async updateAllOf(
      userId: string,
      changes: Partial<Pick<TSessionRecord, 'idleMinutes'>>,
      current?: string,
    ): Promise<void> {
      const hashes = new Set(await redis.smembers(userSessionsKey(userId)));
      if (current) hashes.add(current);
      const pipeline = redis.pipeline();
      for (const hash of hashes) pipeline.eval(UPDATE_SCRIPT, 1, sessionKey(hash), JSON.stringify(changes));
      await pipeline.exec();
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
