import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { createLogger } from '@gtm/service-kit/logger';
import { closeRedis, createCommandRedis, waitForRedis } from '@gtm/service-kit/redis';
import { openSessionRecords } from './session-records.ts';
import type { TSessionRecords } from './session-records.ts';

/**
 * The gateway's session records in memory, against a real Redis: a kept record is used without a read until
 * anyone changes, deletes or expires its key, and nothing is served from memory while tracking is down.
 */
const log = createLogger({ name: 'session-records-test', level: 'silent' });
let gatewayRedis: Redis;
/** Another client: svc-auth, an operator. */
let other: Redis;
let records: TSessionRecords;
let reads = 0;

const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await check()) return;
    await delay(10);
  }
  throw new Error(`${what} within 2 s`);
};

let sequence = 0;
const freshKey = () => `session:records-test-${process.pid}-${(sequence += 1)}`;

beforeAll(async () => {
  gatewayRedis = createCommandRedis(process.env.REDIS_URL as string, { name: 'gateway', log });
  await waitForRedis(gatewayRedis);
  // Counts the GETs the gateway's connection sends (MONITOR would see them too, but costs a connection).
  const get = gatewayRedis.get.bind(gatewayRedis);
  gatewayRedis.get = ((key: string) => {
    reads += 1;
    return get(key);
  }) as typeof gatewayRedis.get;
  other = new Redis(process.env.REDIS_URL as string);
  records = openSessionRecords(gatewayRedis, log);
  await until(() => records.tracking(), 'tracking on');
});
beforeEach(() => {
  reads = 0;
});
afterAll(async () => {
  await records.close();
  await closeRedis(gatewayRedis);
  other.disconnect();
});

describe('session records kept with Redis invalidations', () => {
  it('reads a record once, then from memory until another client changes it', async () => {
    const key = freshKey();
    await other.set(key, 'first', 'EX', 60);
    expect(await records.get(key)).toBe('first');
    expect(await records.get(key)).toBe('first');
    expect(reads).toBe(1);

    await other.set(key, 'second', 'KEEPTTL');
    await until(async () => (await records.get(key)) === 'second', 'the change seen');
    expect(reads).toBe(2);
  });

  it('forgets a record the moment its session ends (deleted) or expires', async () => {
    const ended = freshKey();
    await other.set(ended, 'live', 'EX', 60);
    expect(await records.get(ended)).toBe('live');
    await other.del(ended);
    await until(async () => (await records.get(ended)) === null, 'the deletion seen');

    const expiring = freshKey();
    await other.set(expiring, 'short', 'PX', 150);
    expect(await records.get(expiring)).toBe('short');
    await until(async () => (await records.get(expiring)) === null, 'the expiry seen');
  });

  it('does not keep an unknown session', async () => {
    const key = freshKey();
    expect(await records.get(key)).toBeNull();
    await other.set(key, 'created', 'EX', 60);
    expect(await records.get(key)).toBe('created');
  });

  it('reads Redis on every request while its subscriber is down, and keeps records again once tracking is back', async () => {
    const key = freshKey();
    await other.set(key, 'before', 'EX', 60);
    expect(await records.get(key)).toBe('before');
    await other.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
    await until(() => !records.tracking(), 'tracking off');
    // Changed while nobody listened: the record kept before is not used.
    await other.set(key, 'while away', 'KEEPTTL');
    expect(await records.get(key)).toBe('while away');
    await until(() => records.tracking(), 'tracking back on');
    reads = 0;
    expect(await records.get(key)).toBe('while away');
    expect(await records.get(key)).toBe('while away');
    expect(reads).toBe(1);
    await other.set(key, 'after', 'KEEPTTL');
    await until(async () => (await records.get(key)) === 'after', 'changes heard again');
  });

  it('starts over when the command connection itself reconnects (its tracking ended with it)', async () => {
    const key = freshKey();
    await other.set(key, 'one', 'EX', 60);
    expect(await records.get(key)).toBe('one');
    await other.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
    await until(() => !records.tracking(), 'tracking off');
    await until(() => records.tracking(), 'tracking back on');
    await other.set(key, 'two', 'KEEPTTL');
    await until(async () => (await records.get(key)) === 'two', 'changes heard on the new connection');
  });
});
