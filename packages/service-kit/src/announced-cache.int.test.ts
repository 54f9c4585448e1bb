import { randomBytes } from 'node:crypto';
import { ALL_GROUPS, createAnnouncedCache } from './announced-cache.ts';
import { createLogger } from './logger.ts';
import { closeRedis, createCommandRedis, waitForRedis } from './redis.ts';

/** Two processes' caches on the test Redis: what one announces, the other drops. */
const log = createLogger({ name: 'announced-cache-test', level: 'silent' });
const channel = `test:announced-cache:${randomBytes(4).toString('hex')}`;
const redisUrl = process.env.REDIS_URL as string;
const connections: ReturnType<typeof createCommandRedis>[] = [];
const connect = async () => {
  const redis = createCommandRedis(redisUrl, { name: 'announced-cache-test', log });
  await waitForRedis(redis);
  connections.push(redis);
  return redis;
};
const open = async () => {
  const publisher = await connect();
  const subscriber = await connect();
  const cache = createAnnouncedCache<{ value: number }>({ subscriber, publisher, channel, log });
  await cache.ready();
  return { cache, subscriber };
};
const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

afterAll(async () => {
  await Promise.all(connections.map((redis) => closeRedis(redis)));
});

it('serves a kept answer, drops a group another process announced, and all groups on *', async () => {
  const one = await open();
  const two = await open();
  let loads = 0;
  const load = async () => ({ value: (loads += 1) });
  expect(await one.cache.read('acme', 'dashboard', load)).toEqual({ value: 1 });
  expect(await one.cache.read('acme', 'dashboard', load)).toEqual({ value: 1 });
  expect(await one.cache.read('globex', 'dashboard', load)).toEqual({ value: 2 });

  await two.cache.changed('acme');
  let acme = await one.cache.read('acme', 'dashboard', load);
  for (let tries = 0; tries < 100 && acme.value === 1; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    acme = await one.cache.read('acme', 'dashboard', load);
  }
  expect(acme).toEqual({ value: 3 });
  // Another group stays.
  expect(await one.cache.read('globex', 'dashboard', load)).toEqual({ value: 2 });

  await two.cache.changed(ALL_GROUPS);
  let globex = await one.cache.read('globex', 'dashboard', load);
  for (let tries = 0; tries < 100 && globex.value === 2; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    globex = await one.cache.read('globex', 'dashboard', load);
  }
  expect(globex.value).toBeGreaterThan(3);
});

it('keeps no load that raced a change of its group, and serves nothing while its subscription is down', async () => {
  const { cache, subscriber } = await open();
  let loads = 0;
  let release: () => void = () => {};
  const slow = () =>
    new Promise<{ value: number }>((resolve) => {
      release = () => resolve({ value: (loads += 1) });
    });
  const racing = cache.read('acme', 'one-pager', slow);
  await cache.changed('acme');
  release();
  expect(await racing).toEqual({ value: 1 });
  expect(await cache.read('acme', 'one-pager', async () => ({ value: (loads += 1) }))).toEqual({ value: 2 });

  subscriber.disconnect();
  await until(() => !cache.serving());
  expect(cache.serving()).toBe(false);
  expect(await cache.read('acme', 'one-pager', async () => ({ value: (loads += 1) }))).toEqual({ value: 3 });
  expect(await cache.read('acme', 'one-pager', async () => ({ value: (loads += 1) }))).toEqual({ value: 4 });
});

it('serves from memory as soon as ready() resolves on a connection still opening (a fresh duplicate)', async () => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const publisher = await connect();
    const subscriber = publisher.duplicate();
    connections.push(subscriber);
    expect(subscriber.status).not.toBe('ready');
    const cache = createAnnouncedCache<{ value: number }>({ subscriber, publisher, channel, log });
    await cache.ready();
    expect(cache.serving()).toBe(true);
    let loads = 0;
    const load = async () => ({ value: (loads += 1) });
    await cache.read('g', 'k', load);
    expect(await cache.read('g', 'k', load)).toEqual({ value: 1 });
  }
});
