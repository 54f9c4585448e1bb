import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { TLogger } from '@gtm/service-kit/logger';

/** Redis' channel for client-side caching invalidations sent to a redirect connection (RESP2). */
const INVALIDATE_CHANNEL = '__redis__:invalidate';

export type TSessionRecordsOptions = {
  /** Records kept (least recently used leave first). */
  maxEntries?: number;
  /**
   * The longest a kept record is used without reading Redis again: a session's absolute expiry is Redis' TTL,
   * whose invalidation comes when Redis deletes the key, which its expiry cycle may do a little late.
   */
  ttlMs?: number;
};

/**
 * The session records the gateway reads on every signed-in request, kept in memory with Redis' server-assisted
 * client-side caching: Redis remembers which keys this connection read (CLIENT TRACKING, redirected to a
 * subscriber connection) and announces every change to them, by anyone (svc-auth ending or rotating a session,
 * the gateway's own touch, an expiry, an operator), on `__redis__:invalidate`; a kept record is dropped when its
 * key is announced. Records are served from memory only while tracking is on and its subscriber is up: when
 * either connection drops, everything kept is forgotten and every request reads Redis until tracking is on
 * again. A read that raced an invalidation is not kept.
 */
export const createSessionRecords = (
  /** `subscriber`: a RESP2 connection of its own, made with `autoResubscribe: false` (it subscribes itself). */
  deps: { redis: Redis; subscriber: Redis; log: TLogger },
  options: TSessionRecordsOptions = {},
) => {
  const kept = new LRUCache<string, string>({
    max: options.maxEntries ?? 50_000,
    ttl: options.ttlMs ?? 5_000,
  });
  const reading = new Map<string, object>();
  let tracking = false;
  let epoch = 0;
  /** The subscriber connection's client id, once it is subscribed (a new connection has a new id). */
  let subscriberId: number | null = null;

  const forgetAll = () => {
    tracking = false;
    epoch += 1;
    kept.clear();
    reading.clear();
  };

  const bothReady = () => deps.redis.status === 'ready' && deps.subscriber.status === 'ready';

  /** Subscribes, then turns tracking on for the command connection, redirected to the subscriber. */
  const track = async () => {
    forgetAll();
    if (!bothReady()) return;
    const at = epoch;
    try {
      if (subscriberId === null) {
        // Asked before subscribing: a subscribed connection answers nothing else.
        const id = (await deps.subscriber.client('ID')) as number;
        await deps.subscriber.subscribe(INVALIDATE_CHANNEL);
        subscriberId = id;
      }
      const id = subscriberId;
      // Off first: tracking may still be on, redirected to the subscriber's previous connection.
      await deps.redis.call('CLIENT', 'TRACKING', 'OFF');
      await deps.redis.call('CLIENT', 'TRACKING', 'ON', 'REDIRECT', String(id));
      // Only if neither connection dropped meanwhile: then every GET sent from now on is tracked.
      if (at === epoch && bothReady()) tracking = true;
    } catch (error) {
      deps.log.warn({ err: error }, 'session records read from Redis on every request until tracking is on');
    }
  };

  deps.subscriber.on('messageBuffer', (channel: Buffer, keys: Buffer[] | Buffer | null) => {
    if (channel.toString() !== INVALIDATE_CHANNEL) return;
    // null: Redis flushed its keys (FLUSHALL, FLUSHDB); every kept record may be gone.
    if (keys === null || !Array.isArray(keys)) {
      kept.clear();
      reading.clear();
      return;
    }
    for (const key of keys) {
      const name = key.toString();
      kept.delete(name);
      reading.delete(name);
    }
  });
  deps.subscriber.on('close', () => {
    subscriberId = null;
    forgetAll();
  });
  deps.redis.on('close', forgetAll);
  // A connection that came back has no tracking (or a new client id): start over.
  deps.subscriber.on('ready', () => void track());
  deps.redis.on('ready', () => void track());
  void track();

  return {
    /** Whether records are served from memory now. */
    tracking: () => tracking,

    /** The stored record of a session key (null when there is none); throws when Redis cannot be read. */
    async get(key: string): Promise<string | null> {
      if (!tracking) return deps.redis.get(key);
      const stored = kept.get(key);
      if (stored !== undefined) return stored;
      const token = {};
      const at = epoch;
      reading.set(key, token);
      const value = await deps.redis.get(key);
      if (reading.get(key) === token) {
        reading.delete(key);
        if (value !== null && tracking && at === epoch) kept.set(key, value);
      }
      return value;
    },

    async close() {
      forgetAll();
      await deps.subscriber.quit().catch(() => deps.subscriber.disconnect());
    },
  };
};
export type TSessionRecords = ReturnType<typeof createSessionRecords>;

/** The records of the gateway's command connection `redis`, with a subscriber connection of their own. */
export const openSessionRecords = (redis: Redis, log: TLogger, options: TSessionRecordsOptions = {}) =>
  createSessionRecords(
    {
      redis,
      // RESP2: Redis sends a redirected invalidation to a RESP2 client as a message on __redis__:invalidate.
      subscriber: redis.duplicate({
        connectionName: 'gateway-session-invalidations',
        autoResubscribe: false,
        protocol: 2,
      }),
      log,
    },
    options,
  );
