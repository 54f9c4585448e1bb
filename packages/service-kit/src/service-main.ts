import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { TServiceName } from '@gtm/contracts/services';
import { createApp } from './create-app.ts';
import type { TApp } from './create-app.ts';
import type { serviceEnvShape } from './env.ts';
import type { TReadinessCheck } from './health.ts';
import { createIdentitySigner } from './identity.ts';
import type { TIdentitySigner } from './identity.ts';
import { createLogger } from './logger.ts';
import type { TLogger } from './logger.ts';
import { connectMongo, databaseName, pingMongo } from './mongo.ts';
import { openOutbox } from './outbox.ts';
import type { TOutboxRelay } from './outbox.ts';
import { closeRedis, createCommandRedis, pingRedis, waitForRedis } from './redis.ts';
import { createShutdown, startHttpServer } from './serve.ts';
import { startTracing } from './tracing.ts';

export type TServiceEnv = z.infer<z.ZodObject<typeof serviceEnvShape>>;

/** What a service's entry point gets to build its app or its workers from. */
export type TServiceContext<TEnv extends TServiceEnv> = {
  env: TEnv;
  log: TLogger;
  mongo: Connection;
  redis: Redis;
  signer: TIdentitySigner;
  /** The process's outbox: every job the service adds is published through it (its relay runs here too). */
  outbox: TOutboxRelay;
  readinessChecks: Record<string, TReadinessCheck>;
  isDraining: () => boolean;
  /** Registers something to close after the HTTP server stops and before MongoDB and Redis close. */
  onClose: (name: string, close: () => Promise<unknown>) => void;
};

const HTTP_DRAIN_MS = 10_000;

/** Connects the service's database and Redis, or stops the process saying which one failed. */
const openContext = async <TEnv extends TServiceEnv>(
  service: TServiceName,
  env: TEnv,
  role: 'http' | 'worker',
) => {
  const name = role === 'http' ? service : `${service}-worker`;
  const log = createLogger({ name, level: env.LOG_LEVEL });
  const shutdown = createShutdown({ log });
  shutdown.trapSignals();
  const closers: { name: string; close: () => Promise<unknown> }[] = [];
  try {
    // Before anything else, so every span (requests, queued jobs) is recorded; a no-op without an endpoint.
    const tracing = await startTracing(name, env);
    const dbName = databaseName(service, env.MONGODB_DB);
    const mongo = await connectMongo({ uri: env.MONGODB_URI, dbName });
    const redis = createCommandRedis(env.REDIS_URL, { name: service, log });
    await waitForRedis(redis);
    log.info({ dbName }, 'connected to MongoDB and Redis');
    const outbox = await openOutbox({ mongo, redisUrl: env.REDIS_URL, log });
    const context: TServiceContext<TEnv> = {
      env,
      log,
      mongo,
      redis,
      signer: createIdentitySigner(env.IDENTITY_SECRET),
      outbox,
      readinessChecks: { mongodb: () => pingMongo(mongo), redis: () => pingRedis(redis) },
      isDraining: shutdown.isDraining,
      onClose: (name, close) => closers.push({ name, close }),
    };
    const closeConnections = () => {
      for (const closer of closers) shutdown.add(closer.name, closer.close);
      // After the HTTP server and the workers (what they publish is stored), before its connections.
      shutdown.add('outbox', () => outbox.close());
      shutdown.add('mongodb', () => mongo.close());
      shutdown.add('redis', () => closeRedis(redis));
      // Last: the spans of the shutdown's own work are exported too.
      if (tracing) shutdown.add('traces', tracing.shutdown);
    };
    return { context, shutdown, closeConnections };
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
};

/**
 * The HTTP entry point of a service: connect, let `build` seed and assemble the app, listen on PORT, and on
 * SIGTERM stop accepting, finish in-flight requests, then close what `build` registered and the connections.
 */
export const runHttpService = async <
  TEnv extends TServiceEnv & { PORT: number; HTTP_SOCKET?: string },
>(options: {
  service: TServiceName;
  env: TEnv;
  build: (context: TServiceContext<TEnv>) => Promise<TApp>;
}): Promise<void> => {
  const { context, shutdown, closeConnections } = await openContext(options.service, options.env, 'http');
  try {
    const app = await options.build(context);
    const http = await startHttpServer({
      fetch: app.fetch,
      port: options.env.PORT,
      hostname: options.env.HOST,
      ...(options.env.HTTP_SOCKET === undefined ? {} : { socketPath: options.env.HTTP_SOCKET }),
    });
    shutdown.add('http', () => http.stop(HTTP_DRAIN_MS));
    closeConnections();
    context.log.info({ host: options.env.HOST, port: http.port, socket: http.socketPath }, 'listening');
  } catch (error) {
    context.log.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
};

/**
 * The worker entry point of a service: connect, let `start` start its BullMQ workers (registering their
 * `close` through `onClose`), serve `GET /metrics` on METRICS_PORT when it is set, and on SIGTERM let running
 * jobs finish before closing the connections.
 */
export const runWorkerService = async <TEnv extends TServiceEnv>(options: {
  service: TServiceName;
  env: TEnv;
  start: (context: TServiceContext<TEnv>) => Promise<void>;
}): Promise<void> => {
  const { context, closeConnections } = await openContext(options.service, options.env, 'worker');
  try {
    await options.start(context);
    if (options.env.METRICS_PORT !== undefined) {
      // Only what createApp serves to everyone: /metrics, and 404 for the rest.
      const metrics = await startHttpServer({
        fetch: createApp({ log: context.log }).fetch,
        port: options.env.METRICS_PORT,
        hostname: options.env.HOST,
      });
      context.onClose('metrics', () => metrics.stop(HTTP_DRAIN_MS));
    }
    closeConnections();
    context.log.info(
      options.env.METRICS_PORT === undefined ? {} : { metricsPort: options.env.METRICS_PORT },
      'worker started',
    );
  } catch (error) {
    context.log.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
};
