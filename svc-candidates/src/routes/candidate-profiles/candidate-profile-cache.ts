import type { Redis } from 'ioredis';
import type { TCandidateProfileAnswer } from '@gtm/contracts/candidate-profile';
import { createAnnouncedCache, openOnSubscriber, publishChanges } from '@gtm/service-kit/announced-cache';
import type { TLogger } from '@gtm/service-kit/logger';
import { CANDIDATE_PROFILE_CHANNEL, setCandidateProfileAnnouncer } from '../../candidate-profile-changes.ts';

/**
 * A candidate's own profile read as kept: the answer's JSON text, or null when the candidate has no profile (yet).
 * Serialized once when read, so a kept answer is sent as it is: serializing the 2 KB answer on every read took
 * about 14 us, a seventh of svc-candidates' CPU per read (issue 48).
 */
export type TCandidateProfileRead = { json: string | null };

/** The read of an answer, as kept. */
export const profileReadOf = (answer: TCandidateProfileAnswer | null): TCandidateProfileRead => ({
  json: answer ? JSON.stringify(answer) : null,
});

/**
 * How long a kept answer is served: the bound for a change no write announced, and well inside the signed file
 * links' lifetime (the file store hands out links with at least 10 of their 15 minutes left).
 */
const CANDIDATE_PROFILE_TTL_MS = 60_000;

/**
 * `GET /api/user/candidate-profile` answered from memory: mfe-candidate reads it on every screen, and two MongoDB
 * reads plus the answer's assembly were most of its cost. Each process keeps the answers it read (service-kit's
 * announced cache, one group per candidate); every write to a profile or an account announces the candidate on
 * {@link CANDIDATE_PROFILE_CHANNEL} before it resolves ({@link candidateProfileReadsThis}), and every process (the
 * writer included) drops that candidate's answer when it hears it. An answer is served only while the
 * subscription is live; a read that raced a change is not kept.
 */
export const createCandidateProfileCache = (
  deps: { subscriber: Redis; publisher: Redis; log: TLogger },
  options: { maxEntries?: number; ttlMs?: number } = {},
) => {
  const reads = createAnnouncedCache<TCandidateProfileRead>(
    { ...deps, channel: CANDIDATE_PROFILE_CHANNEL },
    { maxEntries: options.maxEntries ?? 5_000, ttlMs: options.ttlMs ?? CANDIDATE_PROFILE_TTL_MS },
  );
  return {
    ready: reads.ready,
    serving: reads.serving,
    /** The candidate's read from memory, else from `load` (kept when nothing changed the candidate meanwhile). */
    read: (userId: string, load: () => Promise<TCandidateProfileRead>) => reads.read(userId, 'own', load),
    /** Announces that a candidate's read (or every one, `*`) changed: every process drops it. */
    changed: reads.changed,
  };
};
export type TCandidateProfileCache = ReturnType<typeof createCandidateProfileCache>;

/**
 * The profile read cache of a serving svc-candidates process, on its own subscriber connection (a duplicate of
 * `redis`, which publishes). Unless `announces` is false (a second replica's cache in one test process), it is
 * also how this process announces the writes {@link candidateProfileReadsThis} hears. `close` ends the
 * subscription.
 */
export const openCandidateProfileCache = async (
  redis: Redis,
  log: TLogger,
  options: { announces?: boolean } = {},
) => {
  const opened = await openOnSubscriber(redis, 'svc-candidates-candidate-profiles', (subscriber) =>
    createCandidateProfileCache({ subscriber, publisher: redis, log }),
  );
  if (options.announces ?? true) setCandidateProfileAnnouncer(opened.cache.changed);
  return opened;
};

/**
 * How a process that writes without serving reads (svc-candidates' worker: registrations, deletions) announces:
 * a publish on the channel.
 */
export const announceCandidateProfilesThrough = (redis: Redis, log: TLogger) =>
  setCandidateProfileAnnouncer(
    publishChanges(redis, CANDIDATE_PROFILE_CHANNEL, log, 'candidate profile change not announced'),
  );
