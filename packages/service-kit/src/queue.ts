import { Queue, Worker } from 'bullmq';
import type { DefaultJobOptions, Job, Processor } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { TQueueName } from '@gtm/contracts/queues';
import { parseEnv, zJobLockMs } from './env.ts';
import { withDeadline } from './health.ts';
import type { TLogger } from './logger.ts';
import { createQueueRedis } from './redis.ts';
import { queueMetricsRegistry, QUEUE_STATES } from './metrics.ts';
import { queueTelemetry } from './tracing.ts';

/** Every job key lives under this prefix, so the queues share a Redis with sessions without clashing. */
export const QUEUE_PREFIX = 'gtm';

/**
 * Retries back off exponentially (1 s, 2 s, 4 s... with jitter so a burst of failures does not retry in step);
 * finished jobs are trimmed so Redis does not grow without bound, failed ones are kept longer for inspection.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 1_000, jitter: 0.5 },
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  removeOnFail: { age: 14 * 24 * 3600, count: 10_000 },
};

/**
 * How long a worker holds a job it runs before another worker may take it for stalled (QUEUE_JOB_LOCK_MS,
 * default BullMQ's 30 s), and how often workers look for stalled jobs: a worker killed mid-job has its job run
 * again within about twice this. Shorter only where a test waits for that (the fault suite: 3 s); a job must
 * not run longer than this without renewing its lock, which BullMQ does on its own at half of it. Read when
 * this module loads, through the services' env schema's own parser.
 */
const JOB_LOCK_MS = parseEnv(z.object({ QUEUE_JOB_LOCK_MS: zJobLockMs })).QUEUE_JOB_LOCK_MS;

/**
 * A producer for one queue, with the default job options, on its own Redis connection or on `connection` (a
 * queue connection several producers share: the outbox's), which `close` then leaves open.
 */
export const createQueue = <TData>(
  name: TQueueName,
  options: { redisUrl: string; log: TLogger; connection?: Redis },
) => {
  const shared = options.connection;
  const connection =
    shared ?? createQueueRedis(options.redisUrl, { name: `queue:${name}`, log: options.log });
  const queue = new Queue<TData>(name, {
    connection,
    prefix: QUEUE_PREFIX,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
    // With tracing on, a job carries the trace context of the request that queued it (tracing.ts).
    telemetry: queueTelemetry(),
  });
  queue.on('error', (error) => options.log.warn({ queue: name, err: error }, 'queue error'));
  queueMetricsRegistry().counters.set(name, () => queue.getJobCounts(...QUEUE_STATES));
  return {
    queue,
    /** Closes the queue, then its connection (BullMQ leaves a connection it was handed open). */
    async close() {
      queueMetricsRegistry().counters.delete(name);
      await queue.close();
      if (!shared) await connection.quit().catch(() => connection.disconnect());
    },
  };
};

/**
 * BullMQ's limiter for `perSecond` jobs a second, in windows of about 50 ms: its window is fixed, so a limit of
 * 40 per second would start 40 jobs at once at the top of each second, the burst the limit is there to spread.
 */
export const paced = (perSecond: number) => {
  const max = Math.max(1, Math.round(perSecond / 20));
  return { max, duration: Math.ceil((1_000 * max) / perSecond) };
};

/**
 * A consumer for one queue. Each attempt is logged with the job id; a failure after the last attempt (or an
 * UnrecoverableError) is logged as an error. `close` lets running jobs finish within the deadline.
 */
export const createWorker = <TData>(
  name: TQueueName,
  processor: Processor<TData>,
  options: {
    redisUrl: string;
    log: TLogger;
    concurrency?: number;
    /** At most this many jobs started per second by every worker of the queue together (none: no limit). */
    maxPerSecond?: number;
  },
) => {
  const connection = createQueueRedis(options.redisUrl, { name: `worker:${name}`, log: options.log });
  const worker = new Worker<TData>(name, processor, {
    connection,
    prefix: QUEUE_PREFIX,
    concurrency: options.concurrency ?? 4,
    lockDuration: JOB_LOCK_MS,
    stalledInterval: JOB_LOCK_MS,
    telemetry: queueTelemetry(),
    ...(options.maxPerSecond ? { limiter: paced(options.maxPerSecond) } : {}),
  });
  const log = options.log.child({ queue: name });
  const metrics = queueMetricsRegistry();
  // The depth of the queue this worker drains, read on the worker's connection at each scrape.
  const counted = new Queue<TData>(name, { connection, prefix: QUEUE_PREFIX });
  metrics.counters.set(name, () => counted.getJobCounts(...QUEUE_STATES));
  const observe = (job: Job<TData> | undefined, outcome: 'completed' | 'retried' | 'failed') => {
    metrics.jobs.inc({ queue: name, outcome });
    if (job?.processedOn) metrics.jobDuration.observe({ queue: name }, (Date.now() - job.processedOn) / 1000);
  };
  worker.on('completed', (job: Job<TData>) => {
    observe(job, 'completed');
    log.info({ jobId: job.id, attempt: job.attemptsMade }, 'job done');
  });
  worker.on('failed', (job: Job<TData> | undefined, error: Error) => {
    const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1) || error.name === 'UnrecoverableError';
    observe(job, final ? 'failed' : 'retried');
    log[final ? 'error' : 'warn']({ jobId: job?.id, attempt: job?.attemptsMade, err: error }, 'job failed');
  });
  worker.on('error', (error) => log.warn({ err: error }, 'worker error'));
  return {
    worker,
    /** Stops taking jobs, waits for running ones (at most `deadlineMs`), then closes the connection. */
    async close(deadlineMs = 10_000) {
      await withDeadline(worker.close(), deadlineMs).catch(() => worker.close(true));
      metrics.counters.delete(name);
      await counted.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
};
