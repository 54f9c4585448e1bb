import { randomBytes, randomUUID } from 'node:crypto';
import { QueueEvents } from 'bullmq';
import type { TIdentity } from '@gtm/contracts/identity';
import type { TQueueName } from '@gtm/contracts/queues';
import type { TServiceName } from '@gtm/contracts/services';
import { createIdentitySigner, identityHeaders } from './identity.ts';
import { createLogger } from './logger.ts';
import type { TLogger, TLogLevel } from './logger.ts';
import { connectMongo, pingMongo } from './mongo.ts';
import { openOutbox } from './outbox.ts';
import { createQueue, QUEUE_PREFIX } from './queue.ts';
import { closeRedis, createCommandRedis, pingRedis, waitForRedis } from './redis.ts';

/** The identity secret integration tests sign with (the gateway under test gets the same one). */
export const TEST_IDENTITY_SECRET = 'integration-test-identity-secret-0123456789';

const requireEnv = (name: 'MONGODB_URI' | 'REDIS_URL') => {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run integration tests through the jest integration project`);
  return value;
};

/**
 * What a service needs, on the real MongoDB and Redis the integration project started (infra/test): its own
 * throw-away database, a command Redis client, a signer and a quiet logger (TEST_LOG_LEVEL to hear it).
 */
export const openTestContext = async (
  service: TServiceName,
  /** `monitorCommands`: the connection emits the driver's command events (a test counting round trips). */
  options: { monitorCommands?: boolean | undefined } = {},
) => {
  const mongoUri = requireEnv('MONGODB_URI');
  const redisUrl = requireEnv('REDIS_URL');
  const log = createLogger({ name: service, level: (process.env.TEST_LOG_LEVEL ?? 'silent') as TLogLevel });
  const dbName = `${service.replace(/-/g, '_')}_test_${randomBytes(4).toString('hex')}`;
  const mongo = await connectMongo({ uri: mongoUri, dbName, monitorCommands: options.monitorCommands });
  const redis = createCommandRedis(redisUrl, { name: service, log });
  await waitForRedis(redis);
  const signer = createIdentitySigner(TEST_IDENTITY_SECRET);
  // As a service process has: its outbox, relaying every 100 ms (a test waiting on a relayed event waits less),
  // idle or not: a test's rows left by an outbox without Redis are another process's, which a service's relay
  // takes at its idle look (15 s), longer than a test waits.
  const outbox = await openOutbox({ mongo, redisUrl, log, pollMs: 100, idlePollMs: 100 });
  return {
    log,
    mongo,
    redis,
    redisUrl,
    signer,
    outbox,
    readinessChecks: { mongodb: () => pingMongo(mongo), redis: () => pingRedis(redis) },
    isDraining: () => false,
    /** Headers of a request the gateway signed for `identity`. */
    signed(
      identity: TIdentity,
      method: string,
      path: string,
      requestId = `test-${randomBytes(6).toString('hex')}`,
    ) {
      return identityHeaders(signer, identity, { method, path, requestId });
    },
    async close() {
      await outbox.close();
      await mongo.dropDatabase().catch(() => undefined);
      await mongo.close();
      await closeRedis(redis);
    },
  };
};
export type TTestContext = Awaited<ReturnType<typeof openTestContext>>;

type TTestRequest = {
  /** Signed as the gateway would sign it; none means the request did not come through the gateway. */
  identity?: TIdentity;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * Requests to a service app in memory, as the gateway sends them: signed for an identity, JSON bodies. Every
 * service's test app (`src/test-app.ts`) is built on a test context and this.
 */
export const testClient = (
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  ctx: Pick<TTestContext, 'signed'>,
) => ({
  async request(method: string, path: string, { identity, body, headers }: TTestRequest = {}) {
    return app.request(path, {
      method,
      headers: {
        ...(identity ? ctx.signed(identity, method, path.split('?')[0] as string) : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
  },
});

/**
 * A test's producer on a real queue, emptied first: it adds jobs as the producing service would and waits for
 * each to settle, so a test reads the job's outcome (return value or failure) once the worker is done with it.
 */
export const openQueueDriver = async (queueName: TQueueName, options: { redisUrl: string; log: TLogger }) => {
  const producer = createQueue<unknown>(queueName, options);
  await producer.queue.obliterate({ force: true });
  const events = new QueueEvents(queueName, { connection: { url: options.redisUrl }, prefix: QUEUE_PREFIX });
  await events.waitUntilReady();
  return {
    /** Adds a job and resolves with it once it completed or failed for good. */
    async settle(
      jobName: string,
      data: unknown,
      { jobId = randomUUID(), attempts }: { jobId?: string; attempts: number },
    ) {
      const job = await producer.queue.add(jobName, data, { jobId, attempts, backoff: 50 });
      await job.waitUntilFinished(events, 15_000).catch(() => undefined);
      return producer.queue.getJob(jobId);
    },
    /** Stops listening, empties the queue and closes the producer (close the worker first). */
    async close() {
      await events.close();
      await producer.queue.obliterate({ force: true });
      await producer.close();
    },
  };
};
