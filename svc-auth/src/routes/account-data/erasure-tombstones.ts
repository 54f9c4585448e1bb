import type { Redis } from 'ioredis';
import { erasureKey, ERASURES } from '@gtm/contracts/erasure';

/**
 * The tombstone of an erased account (see `@gtm/contracts/erasure`): written and announced in one transaction,
 * awaited before the deletion answers, so every reader withholds the account before its owner hears it is gone.
 */
export const createErasureTombstones = (redis: Redis) => ({
  async mark(userId: string): Promise<void> {
    const results = await redis
      .multi()
      .set(erasureKey(userId), '1', 'EX', ERASURES.ttlSeconds)
      .publish(ERASURES.channel, userId)
      .exec();
    const failed = results?.find(([error]) => error !== null)?.[0];
    if (results === null || failed) throw failed ?? new Error('erasure tombstone not written');
  },
});
export type TErasureTombstones = ReturnType<typeof createErasureTombstones>;
