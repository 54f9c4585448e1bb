import type { Redis } from 'ioredis';
import type { TEmployerOnePager } from '@gtm/contracts/employer';
import {
  ALL_GROUPS,
  createAnnouncedCache,
  openOnSubscriber,
  publishChanges,
} from '@gtm/service-kit/announced-cache';
import type { TAnnouncedCache } from '@gtm/service-kit/announced-cache';
import type { TLogger } from '@gtm/service-kit/logger';
import { EMPLOYER_READS_CHANNEL, setEmployerReadsAnnouncer } from '../employer-reads-changes.ts';
import { listenForErasures } from './erased-accounts.ts';
import type { TErasedAccounts } from './erased-accounts.ts';

/** A one-pager read as kept: the answer, and what its open records (the share's first view, whose it is). */
export type TOnePagerRead = {
  answer: TEmployerOnePager;
  shareFirstViewed: boolean;
  candidateUserId: string;
  /** The share's combine and when it was shared (ms), which the first view's event names. */
  combineId: string;
  sharedAt: number;
};

/** The employer portal's reads kept per company: dashboards, combines and one-pagers (their answers). */
export type TEmployerReadsCache = TAnnouncedCache<object>;

/**
 * How long a kept read is served: the bound for a change no write announced, and well inside the signed file
 * links' lifetime (a kept answer holds headshot and resume links).
 */
const EMPLOYER_READS_TTL_MS = 60_000;

/**
 * The employer reads cache of a serving svc-candidates process, on its own subscriber connection (a duplicate of
 * `redis`, which publishes). It is also how this process announces changes: every write to a collection the
 * portal shows announces one before it resolves (`employersReadThis`). On the same connection, the accounts
 * erased (`erased`): an erasure drops every kept read here. `close` ends the subscription.
 */
export const openEmployerReadsCache = async (redis: Redis, log: TLogger) => {
  let erased!: TErasedAccounts;
  const opened = await openOnSubscriber(redis, 'svc-candidates-employer-reads', (subscriber) => {
    const cache = createAnnouncedCache<object>(
      { subscriber, publisher: redis, channel: EMPLOYER_READS_CHANNEL, log },
      { ttlMs: EMPLOYER_READS_TTL_MS },
    );
    erased = listenForErasures({ subscriber, redis, log, onErased: () => cache.forgetHere(ALL_GROUPS) });
    return { ...cache, ready: () => Promise.all([cache.ready(), erased.ready()]).then(() => undefined) };
  });
  setEmployerReadsAnnouncer(opened.cache.changed);
  return { ...opened, erased };
};

/** How a process that writes without serving reads (svc-candidates' worker) announces: a publish on the channel. */
export const announceEmployerReadsThrough = (redis: Redis, log: TLogger) =>
  setEmployerReadsAnnouncer(
    publishChanges(redis, EMPLOYER_READS_CHANNEL, log, 'employer reads change not announced'),
  );
