import type { Job, Queue } from 'bullmq';
import { z } from 'zod';
import { QUEUES } from '@gtm/contracts/queues';
import { createWorker } from '@gtm/service-kit/queue';
import { runDigests } from '../share-notices/digests.ts';
import type { TDigestDeps } from '../share-notices/digests.ts';

/** The one job scheduler of the digests, and when it fires: every day at 08:00 UTC. */
export const DIGEST_SCHEDULER_ID = 'client-digests';
export const DIGEST_SCHEDULE = { pattern: '0 8 * * *', tz: 'UTC' } as const;

/** A digest run's job: `at` (epoch ms) for a run asked by hand; a scheduled run is dated by its schedule. */
const ZDigestRun = z.object({ at: z.number().int().nonnegative().optional() });
export type TDigestRun = z.infer<typeof ZDigestRun>;

/**
 * Creates or updates the digest scheduler (idempotent: every worker start upserts the same one). BullMQ then
 * keeps one delayed job for the next run on `client-digests`.
 */
export const registerDigestScheduler = (
  queue: Pick<Queue<TDigestRun>, 'upsertJobScheduler'>,
  repeat: { pattern: string; tz?: string } | { every: number } = DIGEST_SCHEDULE,
) => queue.upsertJobScheduler(DIGEST_SCHEDULER_ID, repeat, { name: 'run-digests', data: {} });

/**
 * When a run is for: the time asked, else the scheduled time the scheduler gave the job (`prevMillis`), so a
 * retried run (a worker died) is the same run, else when the job was made.
 */
const runTime = (job: Job<unknown>) => {
  const asked = ZDigestRun.safeParse(job.data);
  if (asked.success && asked.data.at !== undefined) return asked.data.at;
  return (job.opts as { prevMillis?: number }).prevMillis ?? job.timestamp;
};

/** The `client-digests` queue's worker: each job is one {@link runDigests}. */
export const startClientDigestsWorker = (deps: TDigestDeps & { redisUrl: string }) =>
  createWorker<unknown>(QUEUES.clientDigests, async (job) => runDigests(deps, new Date(runTime(job))), {
    redisUrl: deps.redisUrl,
    log: deps.log,
    concurrency: 1,
  });
