/**
 * An account's erasure, effective for every reader before its confirmation answers: svc-auth writes a tombstone
 * (a Redis key per account, kept while the workers remove the data) and announces it on a channel; every serving
 * process of svc-candidates hears it, drops what it kept, and withholds the account's candidate from then on.
 */
export const ERASURES = {
  /** Pub/sub channel; payload: the erased account's user id. */
  channel: 'gtm:accounts-erased',
  /** A tombstone's key is this prefix and the user id. */
  keyPrefix: 'gtm:erased:',
  /** How long a tombstone is kept: far beyond any queue backlog the workers would remove the data within. */
  ttlSeconds: 30 * 24 * 3600,
} as const;

/** The Redis key of an account's tombstone. */
export const erasureKey = (userId: string) => `${ERASURES.keyPrefix}${userId}`;
