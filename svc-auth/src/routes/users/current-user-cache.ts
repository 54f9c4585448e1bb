import type { Redis } from 'ioredis';
import type { TCurrentUser } from '@gtm/contracts/auth';
import { createAnnouncedCache, openOnSubscriber, publishChanges } from '@gtm/service-kit/announced-cache';
import type { TLogger } from '@gtm/service-kit/logger';

/** The channel every svc-auth replica hears account changes on (the payload is the account id, nothing else). */
export const USER_CHANGED_CHANNEL = 'svc-auth:user-changed';

/**
 * What a process that changes accounts without serving them (svc-auth's worker, an operator command) announces
 * through: every replica drops the account's view. A failure is logged, not thrown (the change is stored; the
 * views' lifetime bounds how long a replica that missed it shows the old one).
 */
export const userChangeAnnouncer = (publisher: Redis, log: TLogger) =>
  publishChanges(publisher, USER_CHANGED_CHANNEL, log, 'account change not announced to svc-auth replicas');

export type TCurrentUserCacheOptions = {
  /** Accounts kept per replica (least recently read leave first). */
  maxEntries?: number;
  /**
   * The longest a kept view is served without reading MongoDB again: the bound on staleness for a change no
   * replica announced (a restored database, an edit by hand).
   */
  ttlMs?: number;
};

/**
 * `GET /api/user` answers from memory: the signed-in header, the route guards and the role screens all ask it on
 * every navigation, and a MongoDB read was three quarters of its cost. Each replica keeps the views it read
 * (service-kit's announced cache, one group per account); every change to an account is published on
 * {@link USER_CHANGED_CHANNEL} before the change is answered, and every replica (the writer included) drops that
 * account's view when it hears it. A view is served only while the subscription is live: when the connection
 * drops, the cache empties and is bypassed until it is back, so a change announced meanwhile is never missed. A
 * read that raced a change is not kept.
 */
export const createCurrentUserCache = (
  deps: { subscriber: Redis; publisher: Redis; log: TLogger },
  options: TCurrentUserCacheOptions = {},
) => {
  const views = createAnnouncedCache<{ view: TCurrentUser | null }>(
    { ...deps, channel: USER_CHANGED_CHANNEL },
    { maxEntries: options.maxEntries ?? 10_000, ttlMs: options.ttlMs ?? 60_000 },
  );
  return {
    /** Resolves once the first subscription answered (or failed: the cache is then bypassed until it is up). */
    ready: views.ready,

    /** Whether views are served from memory now (the subscription is live). */
    serving: views.serving,

    /** The account's view from memory, else from `load` (kept when nothing changed the account meanwhile). */
    async read(
      userId: string,
      load: (userId: string) => Promise<TCurrentUser | null>,
    ): Promise<TCurrentUser | null> {
      return (await views.read(userId, 'view', async () => ({ view: await load(userId) }))).view;
    },

    /**
     * Announces that an account changed: every replica drops its view. Awaited before the change is answered,
     * so the user's next request reads the change on whichever replica it reaches. This replica forgets at
     * once; when Redis cannot be reached the others' subscriptions are down too, and they empty on reconnect.
     */
    changed: (userId: string): Promise<void> => views.changed(userId),
  };
};
export type TCurrentUserCache = ReturnType<typeof createCurrentUserCache>;

/**
 * The cache of a serving svc-auth process on its own subscriber connection (a duplicate of `redis`, which
 * publishes); `close` ends the subscription.
 */
export const openCurrentUserCache = (redis: Redis, log: TLogger, options: TCurrentUserCacheOptions = {}) =>
  openOnSubscriber(redis, 'svc-auth-user-changes', (subscriber) =>
    createCurrentUserCache({ subscriber, publisher: redis, log }, options),
  );
