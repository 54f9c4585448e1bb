import type { Redis } from 'ioredis';
import { ERASURES } from '@gtm/contracts/erasure';
import type { TLogger } from '@gtm/service-kit/logger';

/**
 * The accounts erased whose data the workers may not have removed yet, as this process knows them (see
 * `@gtm/contracts/erasure`): heard on the erasures channel (`onErased` runs for each, before any later request is
 * served), and read from the tombstones in Redis on every (re)subscription, so a process that started, or was
 * cut off, after an erasure knows it too. Every employer read asks `has` before it shows a candidate.
 */
export const listenForErasures = (deps: {
  /** A connection in subscriber mode (shared with the employer reads cache's channel). */
  subscriber: Redis;
  /** A command connection, for reading the tombstones. */
  redis: Redis;
  log: TLogger;
  onErased: (userId: string) => void;
}) => {
  /** User id -> until when (ms) it is kept: a tombstone's lifetime at most. */
  const erased = new Map<string, number>();
  const remember = (userId: string) => erased.set(userId, Date.now() + ERASURES.ttlSeconds * 1000);

  const readTombstones = async () => {
    const stream = deps.redis.scanStream({ match: `${ERASURES.keyPrefix}*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      for (const key of keys) remember(key.slice(ERASURES.keyPrefix.length));
    }
  };
  let settleReady!: () => void;
  const firstAnswer = new Promise<void>((resolve) => (settleReady = resolve));
  const subscribe = () =>
    deps.subscriber
      .subscribe(ERASURES.channel)
      .then(readTombstones)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'erasures not read until Redis answers'))
      .finally(settleReady);

  deps.subscriber.on('message', (channel: string, userId: string) => {
    if (channel !== ERASURES.channel) return;
    remember(userId);
    deps.onErased(userId);
  });
  deps.subscriber.on('ready', () => void subscribe());
  if (deps.subscriber.status === 'ready') void subscribe();
  else deps.subscriber.once('end', settleReady);

  return {
    /** Resolves once the first subscription and read of the tombstones answered (or failed). */
    ready: () => firstAnswer,
    /** Whether the account of `userId` was erased: its candidate is shown to no company. */
    has(userId: string): boolean {
      const until = erased.get(userId);
      if (until === undefined) return false;
      if (until > Date.now()) return true;
      erased.delete(userId);
      return false;
    },
  };
};
export type TErasedAccounts = ReturnType<typeof listenForErasures>;
