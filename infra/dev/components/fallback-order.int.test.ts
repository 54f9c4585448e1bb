import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { uniqueDatabaseName } from '../../test/databases.ts';
import type { TComponent } from './component.ts';
import { MONGO_SOURCE_LABELS, resolveMongoDb } from './mongodb.ts';
import { resolveRedis } from './redis.ts';

// The environment of this machine without the overrides global-setup exported for the other tests.
const { MONGODB_URI: _mongoUri, REDIS_URL: _redisUrl, ...machineEnv } = process.env;
const lines: string[] = [];
const log = (line: string) => lines.push(line);

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

  it('starts the redis-server on PATH otherwise, and it answers', async () => {
    const redis = await resolveRedis({ dataDir: null, log, env: machineEnv });
    const client = new Redis(redis.url, { lazyConnect: true });
    try {
      expect(redis.kind).toBe('redis-server on PATH');
      expect(redis.url).not.toBe(process.env.REDIS_URL);
      await client.connect();
      await expect(client.ping()).resolves.toBe('PONG');
    } finally {
      client.disconnect();
      await redis.stop();
    }
  });
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

  it('keeps Redis keys in the append-only file', async () => {
    const first = await resolveRedis({ dataDir, log, env: machineEnv });
    const writer = new Redis(first.url);
    await writer.set('persisted', 'yes');
    writer.disconnect();
    await first.stop();

    const second = await resolveRedis({ dataDir, log, env: machineEnv });
    const reader = new Redis(second.url);
    try {
      await expect(reader.get('persisted')).resolves.toBe('yes');
    } finally {
      reader.disconnect();
      await second.stop();
    }
  });
});
