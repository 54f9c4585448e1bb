import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { RedisMemoryServer } from 'redis-memory-server';
import { findOnPath, startProcess } from '../child-process.ts';
import { freePort } from '../ports.ts';
import { ComponentStartError } from './component.ts';
import type { TComponent, TComponentOptions } from './component.ts';

/** Where Redis comes from, in the order `npm start` tries them. */
export type TRedisSource = 'env' | 'redis-server-on-path' | 'memory-server';

/** The short labels the start-up log prints for each source. */
const REDIS_SOURCE_LABELS: Record<TRedisSource, string> = {
  env: 'REDIS_URL',
  'redis-server-on-path': 'redis-server on PATH',
  'memory-server': 'redis-memory-server',
};

/** The fallback order: REDIS_URL, else a redis-server on PATH, else redis-memory-server. */
export function chooseRedisSource(facts: {
  url: string | undefined;
  redisServerOnPath: string | null;
}): TRedisSource {
  if (facts.url !== undefined && facts.url !== '') return 'env';
  if (facts.redisServerOnPath !== null) return 'redis-server-on-path';
  return 'memory-server';
}

const READY_TIMEOUT_MS = 20_000;

/** Resolves the Redis `npm start` and the integration tests use, starting one on a free port when needed. */
export async function resolveRedis(options: TComponentOptions): Promise<TComponent> {
  const env = options.env ?? process.env;
  const url = env.REDIS_URL;
  const redisServerOnPath = url ? null : await findOnPath('redis-server', env);
  switch (chooseRedisSource({ url, redisServerOnPath })) {
    case 'env':
      return {
        url: url as string,
        kind: REDIS_SOURCE_LABELS.env,
        env: { REDIS_URL: url as string },
        stop: async () => {},
      };
    case 'redis-server-on-path':
      return startRedisServer(options, redisServerOnPath as string);
    case 'memory-server':
      return startMemoryServer(options);
  }
}

/** Persistence flags: RDB snapshots plus an append-only file under the data folder, or none in memory. */
export function redisPersistenceArgs(dataDir: string | null): string[] {
  if (dataDir === null) return ['--save', '', '--appendonly', 'no'];
  return [
    '--dir',
    join(dataDir, 'redis'),
    '--save',
    '60 1',
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
  ];
}

async function startRedisServer(options: TComponentOptions, binary: string): Promise<TComponent> {
  if (options.dataDir !== null) await mkdir(join(options.dataDir, 'redis'), { recursive: true });
  const port = await freePort();
  // Started again on the same port by `start`: on SIGTERM redis-server saves its data before it exits.
  const launch = async () => {
    const proc = startProcess({
      name: 'redis-server',
      command: binary,
      args: [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--protected-mode',
        'yes',
        ...redisPersistenceArgs(options.dataDir),
      ],
    });
    try {
      await proc.waitForLine(/Ready to accept connections/, READY_TIMEOUT_MS);
    } catch (error) {
      await proc.stop();
      throw new ComponentStartError('Redis', 'REDIS_URL', (error as Error).message, { cause: error });
    }
    return proc;
  };
  let proc = await launch();
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    kind: REDIS_SOURCE_LABELS['redis-server-on-path'],
    env: { REDIS_URL: url },
    stop: () => proc.stop(),
    async start() {
      if (proc.child.exitCode === null && proc.child.signalCode === null) return;
      proc = await launch();
    },
  };
}

async function startMemoryServer(options: TComponentOptions): Promise<TComponent> {
  try {
    if (options.dataDir !== null) await mkdir(join(options.dataDir, 'redis'), { recursive: true });
    const server = await RedisMemoryServer.create({
      instance: { ip: '127.0.0.1', port: await freePort(), args: redisPersistenceArgs(options.dataDir) },
    });
    const url = `redis://${await server.getHost()}:${await server.getPort()}`;
    return {
      url,
      kind: REDIS_SOURCE_LABELS['memory-server'],
      env: { REDIS_URL: url },
      stop: async () => {
        await server.stop();
      },
    };
  } catch (error) {
    throw new ComponentStartError(
      'Redis',
      'REDIS_URL',
      `no redis-server on PATH and redis-memory-server failed (${(error as Error).message})`,
      { cause: error },
    );
  }
}
