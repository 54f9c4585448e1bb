import { QUEUES } from '@gtm/contracts/queues';
import type { TLogger } from '@gtm/service-kit/logger';
import { createQueue, createWorker } from '@gtm/service-kit/queue';
import type { TDashboardRecount } from '../routes/admin-dashboard/admin-dashboard.recount.ts';

/** The one job scheduler of the recount, and when it fires: every night at 03:15 UTC. */
export const DASHBOARD_RECOUNT_SCHEDULER_ID = 'dashboard-recount';
export const DASHBOARD_RECOUNT_SCHEDULE = { pattern: '15 3 * * *', tz: 'UTC' } as const;

type TDeps = {
  recount: Pick<TDashboardRecount, 'recount'>;
  redisUrl: string;
  log: TLogger;
};

/**
 * The `dashboard-recount` queue: a BullMQ job scheduler (one per deployment, whatever the workers: its id is
 * fixed) adds a recount every night, and this worker runs it: the admin dashboard's counters rewritten from the
 * collections, repairing what a crash between a write and its count left wrong (a recount run twice writes the
 * same figures).
 */
export const startDashboardRecountWorker = async (deps: TDeps) => {
  const producer = createQueue<Record<string, never>>(QUEUES.dashboardRecount, {
    redisUrl: deps.redisUrl,
    log: deps.log,
  });
  await producer.queue.upsertJobScheduler(DASHBOARD_RECOUNT_SCHEDULER_ID, DASHBOARD_RECOUNT_SCHEDULE, {
    name: 'recount',
    data: {},
  });
  const worker = createWorker<Record<string, never>>(
    QUEUES.dashboardRecount,
    async () => {
      const counted = await deps.recount.recount();
      deps.log.info(
        { candidates: counted.candidates, onePagers: counted.onePagers, seq: counted.seq },
        'admin dashboard counters recounted',
      );
      return { countedAt: counted.countedAt?.toISOString() ?? null };
    },
    { redisUrl: deps.redisUrl, log: deps.log, concurrency: 1 },
  );
  return {
    async close() {
      await worker.close();
      await producer.close();
    },
  };
};
