import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { parse } from 'hono/utils/cookie';
import { SESSION_COOKIE, ZSessionRecord, sessionKey } from '@gtm/contracts/identity';
import type { TIdentity, TSessionRecord } from '@gtm/contracts/identity';
import type { TLogger } from '@gtm/service-kit/logger';
import { hashSessionId } from '@gtm/service-kit/session-id';

const ANONYMOUS: TIdentity = Object.freeze({ kind: 'anonymous' });

/** Refresh `lastSeenAt` at most this often per session: one write a minute, not one per request. */
const TOUCH_INTERVAL_MS = 60_000;
/** Session ids are opaque and short; anything longer is not one of ours and is not worth hashing. */
const MAX_SESSION_ID_LENGTH = 256;

// Compare-and-set: refresh only the record we read, so a logout or rotation in between is never undone.
const TOUCH_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL') and 1
end
return 0`;

// Re-exported for src/test-app.ts, which hands it to tests; the hashing itself is service-kit's, shared by all.
export { hashSessionId };

/**
 * Resolves the session cookie to an identity with one Redis GET. Absent, unknown, malformed or idle-expired
 * sessions are anonymous; a Redis failure is thrown, since treating a signed-in user as signed out would
 * send them to sign in again.
 */
export const createSessionResolver = (
  redis: Redis,
  log: TLogger,
  /** Where records are read: Redis kept in memory with server-assisted invalidation (default: Redis itself). */
  records: { get: (key: string) => Promise<string | null> } = redis,
) => {
  /**
   * The last record read of each recent session, parsed, with the identity made from it. Redis is still read on
   * every request (a logout or a rotation counts at once); only parsing a record seen before is skipped.
   */
  const parsed = new LRUCache<string, { stored: string; record: TSessionRecord; identity: TIdentity }>({
    max: 10_000,
  });
  return {
    async resolve(cookieHeader: string | undefined, now = Date.now()): Promise<TIdentity> {
      if (!cookieHeader) return ANONYMOUS;
      const sessionId = parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE];
      if (!sessionId || sessionId.length > MAX_SESSION_ID_LENGTH) return ANONYMOUS;
      const hash = hashSessionId(sessionId);
      const key = sessionKey(hash);
      const stored = await records.get(key);
      if (stored === null) return ANONYMOUS;
      let seen = parsed.get(hash);
      if (seen?.stored !== stored) {
        let record;
        try {
          record = ZSessionRecord.parse(JSON.parse(stored));
        } catch {
          log.warn({ sessionKey: key }, 'malformed session record ignored');
          return ANONYMOUS;
        }
        const identity: TIdentity = Object.freeze({
          kind: record.kind,
          userId: record.userId,
          role: record.role,
          sessionId: hash,
        });
        seen = { stored, record, identity };
        parsed.set(hash, seen);
      }
      const { record } = seen;
      if (now >= record.lastSeenAt + record.idleMinutes * 60_000) return ANONYMOUS;
      if (now - record.lastSeenAt >= TOUCH_INTERVAL_MS) {
        const touched = JSON.stringify({ ...record, lastSeenAt: now });
        redis.eval(TOUCH_SCRIPT, 1, key, stored, touched).catch((error: unknown) => {
          log.debug({ err: error }, 'session touch failed');
        });
      }
      return seen.identity;
    },
  };
};

/** The Cookie header without the session cookie: services get the signed identity, never the credential. */
export const withoutSessionCookie = (cookieHeader: string): string | null => {
  if (!cookieHeader.includes(SESSION_COOKIE)) return cookieHeader;
  const kept = cookieHeader
    .split(';')
    .filter((pair) => pair.slice(0, pair.indexOf('=')).trim() !== SESSION_COOKIE)
    .map((pair) => pair.trim())
    .filter(Boolean);
  return kept.length > 0 ? kept.join('; ') : null;
};
