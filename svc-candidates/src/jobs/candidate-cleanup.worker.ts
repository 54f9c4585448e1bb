import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { ZCandidateCleanupJob } from '@gtm/contracts/candidate-cleanup';
import type { TCandidateCleanupJob } from '@gtm/contracts/candidate-cleanup';
import { QUEUES } from '@gtm/contracts/queues';
import type { TLogger } from '@gtm/service-kit/logger';
import { createWorker } from '@gtm/service-kit/queue';
import type { TCandidateProfilesRepository } from '../routes/candidate-profiles/candidate-profiles.repository.ts';
import { purgeCandidate } from './candidate-purge.ts';
import type { TCandidatePurgeDeps } from './candidate-purge.ts';

export type TCandidateCleanupDeps = TCandidatePurgeDeps & {
  profiles: Pick<TCandidateProfilesRepository, 'findByUserId'>;
  log: TLogger;
};

/** The deleted profile is still there (the job ran before the delete it follows): retried with backoff. */
class ProfileStillThereError extends Error {
  constructor(profileId: string) {
    super(`candidate profile ${profileId} not deleted yet`);
    this.name = 'ProfileStillThereError';
  }
}

/**
 * Removes what a deleted profile leaves behind ({@link purgeCandidate}), keeping the files of a profile the
 * candidate created since. Idempotent: a second run finds nothing to delete.
 */
export const cleanupDeletedProfile = async (deps: TCandidateCleanupDeps, job: TCandidateCleanupJob) => {
  const current = await deps.profiles.findByUserId(job.userId);
  if (current?._id.toString() === job.profileId) throw new ProfileStillThereError(job.profileId);
  const kept = new Set(
    [current?.resume?.key, current?.headshot?.key].filter((key): key is string => Boolean(key)),
  );
  const { files, clientRecords, onePagers } = await purgeCandidate(deps, job.userId, kept);
  deps.log.info(
    { profileId: job.profileId, userId: job.userId, files, onePagers, clientRecords },
    'deleted candidate profile cleaned up',
  );
  return { files, onePagers };
};

const cleanupProcessor = (deps: TCandidateCleanupDeps) => async (job: Job<unknown>) => {
  const parsed = ZCandidateCleanupJob.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError('invalid candidate-cleanup job');
  return cleanupDeletedProfile(deps, parsed.data);
};

/** The `candidate-cleanup` queue's worker. */
export const startCandidateCleanupWorker = (deps: TCandidateCleanupDeps & { redisUrl: string }) =>
  createWorker<unknown>(QUEUES.candidateCleanup, cleanupProcessor(deps), {
    redisUrl: deps.redisUrl,
    log: deps.log,
  });
