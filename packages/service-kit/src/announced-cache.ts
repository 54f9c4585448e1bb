import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import type { TLogger } from './logger.ts';

/** The message that drops every group (a change whose reach is not one group's). */
export const ALL_GROUPS = '*';

export type TAnnouncedCacheOptions = {
  /** Answers kept per process (least recently read leave first). */
  maxEntries?: number;
  /** The longest an answer is served without loading it again: the bound for a change nobody announced. */
  ttlMs?: number;
};

/**
 * Answers kept in memory by group (a client company, an account...), dropped when a change is announced on a
 * Redis pub/sub channel: every process that serves them (the writer included) hears it and forgets the group,
 * or all groups on {@link ALL_GROUPS}. Announcing is awaited before a write answers, so the next request reads
 * the change on whichever replica it reaches. Answers are served only while the subscription is live: when the
 * connection drops, the cache empties and is bypassed until it is back, so a change announced meanwhile is never
 * missed. A load that raced a change of its group is not kept.
 */
export const createAnnouncedCache = <TValue extends object>(
  deps: { subscriber: Redis; publisher: Redis; channel: string; log: TLogger },
  options: TAnnouncedCacheOptions = {},
) => {
  /** The keys kept per group, so a group is forgotten without a scan. */
  const keysOf = new Map<string, Set<string>>();
  const entries = new LRUCache<string, { group: string; value: TValue }>({
    max: options.maxEntries ?? 5_000,
    ttl: options.ttlMs ?? 60_000,
    dispose: (entry, key) => {
      const keys = keysOf.get(entry.group);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(entry.group);
    },
  });
  /** Moves on every change of a group: a load that started before it is not kept. */
  const generations = new Map<string, number>();
  /** Moves on every loss and regain of the subscription and on every change of all groups. */
  let epoch = 0;
  let listening = false;

  const forget = (group: string) => {
    if (group === ALL_GROUPS) {
      epoch += 1;
      entries.clear();
      generations.clear();
      return;
    }
    generations.set(group, (generations.get(group) ?? 0) + 1);
    for (const key of [...(keysOf.get(group) ?? [])]) entries.delete(key);
  };
  /** `ready()`: the first subscription's answer, or the first failed connection (the cache is then bypassed). */
  let settleReady!: () => void;
  const firstAnswer = new Promise<void>((resolve) => (settleReady = resolve));
  const stopServing = () => {
    listening = false;
    forget(ALL_GROUPS);
    settleReady();
  };
  const subscribe = () => {
    const at = epoch;
    return deps.subscriber.subscribe(deps.channel).then(
      () => {
        if (at === epoch && deps.subscriber.status === 'ready') listening = true;
        settleReady();
      },
      (error: unknown) => {
        deps.log.warn({ err: error, channel: deps.channel }, 'cache off until Redis answers');
        settleReady();
      },
    );
  };

  deps.subscriber.on('message', (channel: string, group: string) => {
    if (channel === deps.channel) forget(group);
  });
  // A lost connection empties the cache and moves the epoch; each (re)connection subscribes. A connection still
  // opening is not asked yet: without an offline queue its SUBSCRIBE would fail at once, and with one it would be
  // sent again on 'ready'.
  deps.subscriber.on('close', stopServing);
  deps.subscriber.on('end', stopServing);
  deps.subscriber.on('ready', () => {
    if (!listening) void subscribe();
  });
  if (deps.subscriber.status === 'ready') void subscribe();

  return {
    /** Resolves once the first subscription answered (or failed: the cache is then bypassed until it is up). */
    ready: () => firstAnswer,

    /** Whether answers are served from memory now (the subscription is live). */
    serving: () => listening,

    /** The answer of `key` in `group` from memory, else from `load` (kept when its group did not change meanwhile). */
    async read(group: string, key: string, load: () => Promise<TValue>): Promise<TValue> {
      if (!listening) return load();
      const fullKey = `${group}\u0000${key}`;
      const kept = entries.get(fullKey);
      if (kept !== undefined) return kept.value;
      const at = epoch;
      const generation = generations.get(group) ?? 0;
      const value = await load();
      if (listening && at === epoch && (generations.get(group) ?? 0) === generation) {
        entries.set(fullKey, { group, value });
        let keys = keysOf.get(group);
        if (!keys) keysOf.set(group, (keys = new Set()));
        keys.add(fullKey);
      }
      return value;
    },

    /** Drops `group` (or {@link ALL_GROUPS}) in this process only: for a change every process hears by itself. */
    forgetHere(group: string): void {
      forget(group);
    },

    /**
     * Announces that `group` (or {@link ALL_GROUPS}) changed: every process drops it. This process forgets at
     * once; a publish Redis refuses is logged, not thrown (the write is stored, and with Redis unreachable every
     * subscriber is down too and empties when it is back).
     */
    async changed(group: string): Promise<void> {
      forget(group);
      try {
        await deps.publisher.publish(deps.channel, group);
      } catch (error) {
        deps.log.warn({ err: error, channel: deps.channel, group }, 'cache change not announced');
      }
    },
  };
};
export type TAnnouncedCache<TValue extends object> = ReturnType<typeof createAnnouncedCache<TValue>>;

/**
 * A cache of a serving process on its own subscriber connection (a duplicate of `redis`, which publishes): built
 * by `make` on that connection, answered once its first subscription did ({@link createAnnouncedCache}'s
 * `ready`). `close` ends the subscription.
 */
export const openOnSubscriber = async <TCache extends { ready(): Promise<void> }>(
  redis: Redis,
  connectionName: string,
  make: (subscriber: Redis) => TCache,
) => {
  const subscriber = redis.duplicate({ connectionName });
  const cache = make(subscriber);
  await cache.ready();
  return {
    cache,
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
};

/**
 * How a process that writes without serving (a worker, an operator command) announces a change of `group` on
 * `channel`: a publish. A failure is logged as `what`, not thrown: the change is stored, and the serving
 * processes' subscriptions are then down too, so they empty on reconnect.
 */
export const publishChanges =
  (publisher: Redis, channel: string, log: TLogger, what: string) =>
  async (group: string): Promise<void> => {
    try {
      await publisher.publish(channel, group);
    } catch (error) {
      log.warn({ err: error, channel, group }, what);
    }
  };

/**
 * Where a process's write hooks announce changes through: nothing until the process sets one (its serving
 * cache's `changed`, or {@link publishChanges} in a worker), since until then nobody keeps answers.
 */
export const createAnnouncer = () => {
  let announce = async (_group: string): Promise<void> => {};
  return {
    set: (next: (group: string) => Promise<void>) => {
      announce = next;
    },
    /** Announces a change of `group`, or of every group. */
    announce: (group: string = ALL_GROUPS) => announce(group),
  };
};
