import { Redis } from 'ioredis';
import type { TLogger } from './logger.ts';

const reconnectDelay = (times: number) => Math.min(times * 200, 2_000);

type TRedisOptions = {
  name: string;
  log: TLogger;
  /**
   * Send the commands issued in one event-loop turn as one write (ioredis' auto-pipelining): under load many
   * requests' commands share a syscall. For a hot path of small independent commands (the gateway's session GET).
   */
  autoPipelining?: boolean;
};

/** ioredis reconnects by itself; an outage is logged once per state change rather than once per retry. */
const logOutages = (redis: Redis, options: TRedisOptions) => {
  let down = false;
  redis.on('error', (error: Error & { code?: string }) => {
    if (down) return;
    down = true;
    options.log.warn({ redis: options.name, errorCode: error.code, err: error }, 'redis connection lost');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    options.log.info({ redis: options.name }, 'redis connection restored');
  });
  return redis;
};

/**
 * A client for request-path commands (sessions, rate limits, readiness). It never queues commands while
 * disconnected and times out slow ones, so a Redis outage fails a request fast instead of hanging it.
 */
export const createCommandRedis = (url: string, options: TRedisOptions) =>
  logOutages(
    new Redis(url, {
      connectionName: options.name,
      connectTimeout: 2_000,
      commandTimeout: 2_000,
      enableOfflineQueue: false,
      enableAutoPipelining: options.autoPipelining ?? false,
      maxRetriesPerRequest: 1,
      retryStrategy: reconnectDelay,
    }),
    options,
  );

/** A client for BullMQ queues and workers, which require `maxRetriesPerRequest: null` and an offline queue. */
export const createQueueRedis = (url: string, options: TRedisOptions) =>
  logOutages(
    new Redis(url, {
      connectionName: options.name,
      connectTimeout: 5_000,
      maxRetriesPerRequest: null,
      retryStrategy: reconnectDelay,
    }),
    options,
  );

/** Resolves once the client is ready; rejects after `timeoutMs` (the client keeps reconnecting meanwhile). */
export const waitForRedis = (redis: Redis, timeoutMs = 10_000): Promise<void> => {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error(`Redis not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
};

/** Round-trips a PING; throws when Redis is unreachable. */
export const pingRedis = async (redis: Redis): Promise<void> => {
  await redis.ping();
};

/** Closes a client gracefully, forcing the socket shut if QUIT cannot be sent. */
export const closeRedis = async (redis: Redis): Promise<void> => {
  if (redis.status === 'end') return;
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
};
