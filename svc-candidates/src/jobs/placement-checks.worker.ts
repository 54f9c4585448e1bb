import { QUEUES } from '@gtm/contracts/queues';
import type { TLogger } from '@gtm/service-kit/logger';
import { createQueue, createWorker } from '@gtm/service-kit/queue';
import type { TEmployerPublishing } from '../employer-read-model/employer-notices.ts';
import { runGuaranteeChecks } from '../hiring/placements/guarantee-checks.ts';
import type { TPlacementsRepository } from '../hiring/placements/placements.repository.ts';

/** How often the placements' 90-day checks are swept (they are due by the day: hourly is on time). */
export const PLACEMENT_CHECKS_EVERY_MS = 60 * 60_000;

type TDeps = TEmployerPublishing & {
  placements: Pick<TPlacementsRepository, 'guaranteeDue' | 'markGuaranteeAsked'>;
  redisUrl: string;
  log: TLogger;
  /** The sweep's clock (a test's). */
  now?: () => Date;
};

/**
 * The `placement-checks` queue: a BullMQ job scheduler (one per deployment, whatever the workers: its id is
 * fixed) adds a sweep every hour, and this worker runs it ({@link runGuaranteeChecks}; a sweep run twice asks
 * nobody twice).
 */
export const startPlacementChecksWorker = async (deps: TDeps) => {
  const now = deps.now ?? (() => new Date());
  const producer = createQueue<Record<string, never>>(QUEUES.placementChecks, {
    redisUrl: deps.redisUrl,
    log: deps.log,
  });
  await producer.queue.upsertJobScheduler(
    'placement-checks',
    { every: PLACEMENT_CHECKS_EVERY_MS },
    { name: 'sweep', data: {} },
  );
  const worker = createWorker<Record<string, never>>(
    QUEUES.placementChecks,
    async () => ({ asked: await runGuaranteeChecks(deps, now()) }),
    { redisUrl: deps.redisUrl, log: deps.log, concurrency: 1 },
  );
  return {
    async close() {
      await worker.close();
      await producer.close();
    },
  };
};
