import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { ZCandidateCleanupJob } from '@gtm/contracts/candidate-cleanup';
import type { TCandidateCleanupJob } from '@gtm/contracts/candidate-cleanup';
import { QUEUES } from '@gtm/contracts/queues';
import type { TLogger } from '@gtm/service-kit/logger';
import { createWorker } from '@gtm/service-kit/queue';
import type { TCandidateProfilesRepository } from '../routes/candidate-profiles/candidate-profiles.repository.ts';
import type { TEmployerRepository } from '../routes/employer/employer.repository.ts';
import type { TOnePagersRepository } from '../routes/one-pagers/one-pagers.repository.ts';
import type { TFileStore } from '../storage/file-store.ts';
import { candidateFilesPrefix } from './account-events.worker.ts';

export type TCandidateCleanupDeps = {
  profiles: Pick<TCandidateProfilesRepository, 'findByUserId'>;
  onePagers: Pick<TOnePagersRepository, 'idsByCandidate' | 'deleteByCandidate'>;
  employer: Pick<TEmployerRepository, 'forgetCandidate'>;
  files: Pick<TFileStore, 'listKeys' | 'delete'>;
  log: TLogger;
};

/** S3 deletions of one cleanup in flight at once. */
const DELETE_CONCURRENCY = 8;

/** The deleted profile is still there (the job ran before the delete it follows): retried with backoff. */
class ProfileStillThereError extends Error {
  constructor(profileId: string) {
    super(`candidate profile ${profileId} not deleted yet`);
    this.name = 'ProfileStillThereError';
  }
}

/**
 * Removes what a deleted profile leaves behind: its files in S3 (every key under the candidate's prefix,
 * except those of a profile the candidate created since), what clients did with the candidate (evaluations,
 * comments, interview requests, views) and the candidate's one-pagers, which removes them from every combine
 * (membership is stored on the one-pager). Idempotent: a second run finds nothing to delete.
 */
export const cleanupDeletedProfile = async (deps: TCandidateCleanupDeps, job: TCandidateCleanupJob) => {
  const current = await deps.profiles.findByUserId(job.userId);
  if (current?._id.toString() === job.profileId) throw new ProfileStillThereError(job.profileId);
  const kept = new Set([current?.resume?.key, current?.headshot?.key].filter(Boolean));
  const keys = (await deps.files.listKeys(candidateFilesPrefix(job.userId))).filter((key) => !kept.has(key));
  for (let start = 0; start < keys.length; start += DELETE_CONCURRENCY) {
    await Promise.all(keys.slice(start, start + DELETE_CONCURRENCY).map((key) => deps.files.delete(key)));
  }
  // What clients did with the one-pagers first: a replay after a crash still finds the one-pagers' ids.
  const clientRecords = await deps.employer.forgetCandidate(
    job.userId,
    await deps.onePagers.idsByCandidate(job.userId),
  );
  const onePagers = await deps.onePagers.deleteByCandidate(job.userId);
  deps.log.info(
    { profileId: job.profileId, userId: job.userId, files: keys.length, onePagers, clientRecords },
    'deleted candidate profile cleaned up',
  );
  return { files: keys.length, onePagers };
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
