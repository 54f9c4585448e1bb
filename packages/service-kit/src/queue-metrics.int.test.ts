import { UnrecoverableError } from 'bullmq';
import { QUEUES } from '@gtm/contracts/queues';
import { createLogger } from './logger.ts';
import { metricsRegistry } from './metrics.ts';
import { createQueue, createWorker } from './queue.ts';

/** BullMQ's metrics in the process registry, from a real queue and worker on the test Redis. */
const log = createLogger({ name: 'queue-metrics-test', level: 'silent' });
const NAME = QUEUES.candidateCleanup;

const sample = async (metric: string, labels: Record<string, string>) => {
  const text = await metricsRegistry().registry.metrics();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${metric}{`) && wanted.every((label) => row.includes(label)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

const until = async (check: () => Promise<boolean>, what: string) => {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what} within 5 s`);
};

it('counts jobs by outcome, times them, and reports the queue depth by state', async () => {
  const redisUrl = process.env.REDIS_URL as string;
  const producer = createQueue<{ fail: boolean }>(NAME, { redisUrl, log });
  await producer.queue.obliterate({ force: true });
  await producer.queue.add('ok', { fail: false });
  await producer.queue.add('bad', { fail: true }, { attempts: 1 });
  // Waiting before a worker runs: the depth shows both.
  await until(
    async () => (await sample('bullmq_queue_jobs', { queue: NAME, state: 'waiting' })) === 2,
    'depth 2',
  );

  const consumer = createWorker<{ fail: boolean }>(
    NAME,
    async (job) => {
      if (job.data.fail) throw new UnrecoverableError('made to fail');
    },
    { redisUrl, log },
  );
  try {
    await until(
      async () =>
        (await sample('bullmq_jobs_total', { queue: NAME, outcome: 'completed' })) === 1 &&
        (await sample('bullmq_jobs_total', { queue: NAME, outcome: 'failed' })) === 1,
      'one job completed and one failed',
    );
    expect(await sample('bullmq_queue_jobs', { queue: NAME, state: 'waiting' })).toBe(0);
    expect(await sample('bullmq_queue_jobs', { queue: NAME, state: 'failed' })).toBe(1);
    expect(await sample('bullmq_job_duration_seconds_count', { queue: NAME })).toBe(2);
  } finally {
    await consumer.close();
    await producer.queue.obliterate({ force: true });
    await producer.close();
  }
});
