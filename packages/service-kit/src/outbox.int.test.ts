import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import { QUEUES } from '@gtm/contracts/queues';
import { AppError } from './app-error.ts';
import { createLogger } from './logger.ts';
import { metricsRegistry } from './metrics.ts';
import { connectMongo } from './mongo.ts';
import { OUTBOX_CLAIM_MS, OUTBOX_SENT_RETENTION_MS, openOutbox } from './outbox.ts';
import type { TOutboxMessage, TOutboxRelay } from './outbox.ts';
import { createQueue } from './queue.ts';

/**
 * The outbox on the real MongoDB stand-in and Redis: a database of its own (no other relay reads it), an outbox
 * whose Redis is down (nothing listens at its URL) standing for a process during an outage, and one on the live
 * Redis standing for the relay once Redis is back.
 */
const log = createLogger({ name: 'outbox-test', level: 'silent' });
const redisUrl = process.env.REDIS_URL as string;
const DEAD_REDIS = 'redis://127.0.0.1:1';
const QUEUE = QUEUES.candidateCleanup;

let mongo: Connection;
let queue: ReturnType<typeof createQueue<unknown>>;
const opened: TOutboxRelay[] = [];
const open = async (options: { redis: 'live' | 'dead'; relay?: boolean; idlePollMs?: number }) => {
  const outbox = await openOutbox({
    mongo,
    redisUrl: options.redis === 'live' ? redisUrl : DEAD_REDIS,
    log,
    relay: options.relay ?? false,
    pollMs: 50,
    idlePollMs: options.idlePollMs ?? 50,
    waitForRedisMs: options.redis === 'live' ? 5_000 : 0,
  });
  opened.push(outbox);
  return outbox;
};

let run = '';
const message = (name: string, data: unknown = { name }): TOutboxMessage => ({
  queue: QUEUE,
  name,
  data,
  id: `outbox-test.${run}.${name}`,
});
const jobsOfRun = async () =>
  (await queue.queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']))
    .filter((job) => job.id?.includes(run))
    .map((job) => ({ id: job.id, name: job.name, data: job.data as unknown, attempts: job.opts.attempts }));
const rows = () => mongo.collection('outbox').find({}).toArray();

beforeAll(async () => {
  mongo = await connectMongo({
    uri: process.env.MONGODB_URI as string,
    dbName: `outbox_test_${randomBytes(4).toString('hex')}`,
    monitorCommands: true,
  });
  queue = createQueue<unknown>(QUEUE, { redisUrl, log });
  await queue.queue.obliterate({ force: true });
});
afterAll(async () => {
  await queue.queue.obliterate({ force: true });
  await queue.close();
  await mongo.dropDatabase();
  await mongo.close();
});
beforeEach(async () => {
  run = randomBytes(4).toString('hex');
  await mongo.collection('outbox').deleteMany({});
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((outbox) => outbox.close()));
});

describe('the outbox with Redis up', () => {
  it('stores the messages of a change as one row, adds each as its job at once and keeps only their ids', async () => {
    const outbox = await open({ redis: 'live' });
    const at = new Date('2030-01-02T03:04:05.000Z');
    await outbox.publish([
      message('first', { at, skipped: undefined, list: [1, 'two'] }),
      { ...message('second'), id: `outbox-test:${run}:second`, attempts: 9 },
    ]);
    // In Redis before publish resolved, as JSON would carry them, the ':' of an id made '-'.
    expect(await jobsOfRun()).toEqual(
      expect.arrayContaining([
        {
          id: `outbox-test.${run}.first`,
          name: 'first',
          data: { at: at.toISOString(), list: [1, 'two'] },
          attempts: 6,
        },
        { id: `outbox-test-${run}-second`, name: 'second', data: { name: 'second' }, attempts: 9 },
      ]),
    );
    // Marked sent a moment later, with the other rows sent meanwhile (or at once by `flush`).
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ _id: `outbox-test.${run}.first`, sentAt: null });
    await outbox.flush();
    const [row, ...more] = await rows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ _id: `outbox-test.${run}.first`, tries: 0 });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.messages).toEqual([
      { id: `outbox-test.${run}.first`, queue: QUEUE, name: 'first' },
      { id: `outbox-test-${run}-second`, queue: QUEUE, name: 'second', attempts: 9 },
    ]);
  });

  it('stores and adds an id once, however often it is published', async () => {
    const outbox = await open({ redis: 'live' });
    await outbox.publish(message('once', { try: 1 }));
    await outbox.publish(message('once', { try: 2 }));
    await Promise.all([outbox.publish(message('once', { try: 3 })), outbox.relay()]);
    expect(await jobsOfRun()).toEqual([expect.objectContaining({ name: 'once', data: { try: 1 } })]);
    expect(await rows()).toHaveLength(1);
  });
});

describe('the marks of rows sent', () => {
  it('are written together a moment after the sends, in one command, and on close', async () => {
    const outbox = await open({ redis: 'live' });
    const updates: string[] = [];
    const watch = (event: { commandName: string; command: Record<string, unknown> }) => {
      if (event.command[event.commandName] === 'outbox' && event.commandName === 'update')
        updates.push(event.commandName);
    };
    mongo.getClient().on('commandStarted', watch);
    try {
      await Promise.all(['a', 'b', 'c'].map((name) => outbox.publish(message(name))));
      // Sent at once, not yet marked: the requests that published them did not wait for a second write.
      expect(await jobsOfRun()).toHaveLength(3);
      expect((await rows()).map((row) => row.sentAt)).toEqual([null, null, null]);
      // About a second later, all three in one command.
      for (let tries = 0; tries < 60 && (await rows()).some((row) => row.sentAt === null); tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await rows()).every((row) => row.sentAt instanceof Date)).toBe(true);
      expect(updates).toHaveLength(1);
      // Closing writes what is left.
      await outbox.publish(message('d'));
      await outbox.close();
      expect((await rows()).every((row) => row.sentAt instanceof Date)).toBe(true);
    } finally {
      mongo.getClient().off('commandStarted', watch);
    }
  });
});

describe('the outbox with Redis down', () => {
  it('answers at once, keeps the events in MongoDB, and a relay on a live Redis adds each once', async () => {
    const down = await open({ redis: 'dead' });
    const started = Date.now();
    await down.publish(message('a'));
    await down.publish([message('b'), message('c')]);
    expect(Date.now() - started).toBeLessThan(1_000);
    await down.relay();
    expect(await down.waiting()).toBe(2);
    // What /metrics tells an operator meanwhile.
    expect(await metricsRegistry().registry.metrics()).toMatch(/^outbox_events_waiting 2$/m);
    expect(await jobsOfRun()).toEqual([]);
    const [stored] = await rows();
    expect(stored?.messages[0]).toMatchObject({ data: JSON.stringify({ name: 'a' }) });

    // Redis is back (for this process: an outbox on the live Redis), twice over: the worker and a replica.
    const worker = await open({ redis: 'live' });
    const replica = await open({ redis: 'live' });
    await Promise.all([worker.relay(), replica.relay(), worker.relay()]);
    expect((await jobsOfRun()).map((job) => job.name).sort()).toEqual(['a', 'b', 'c']);
    // Each process marks what it sent (a moment later, or now): nothing waits once both have.
    await replica.flush();
    expect(await worker.waiting()).toBe(0);
    await Promise.all([worker.relay(), replica.relay()]);
    expect(await jobsOfRun()).toHaveLength(3);
  });

  it('relays on its own, polling, once a process with Redis runs its relay', async () => {
    const down = await open({ redis: 'dead', relay: true });
    await down.publish(message('polled'));
    await open({ redis: 'live', relay: true });
    for (let tries = 0; tries < 100 && (await jobsOfRun()).length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await jobsOfRun()).toEqual([expect.objectContaining({ name: 'polled' })]);
  });

  it('an idle relay looks again only after its idle pause; a row waiting then is taken at the next look', async () => {
    const idle = await open({ redis: 'live', relay: true, idlePollMs: 60_000 });
    // Its first look, at its first tick, found nothing: it is idle now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await mongo.collection('outbox').insertOne({
      _id: `outbox-test.${run}.orphan` as never,
      messages: [{ ...message('orphan'), data: JSON.stringify({ name: 'orphan' }) }],
      createdAt: new Date(),
      heldUntil: new Date(Date.now() - 1),
      sentAt: null,
      tries: 0,
    });
    // Ticking every 50 ms, it leaves the outbox alone for the idle pause (a relay looking at every tick took
    // the row within 50 ms)...
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await jobsOfRun()).toEqual([]);
    // ...and takes the row at its next look.
    await idle.relay();
    expect(await jobsOfRun()).toEqual([expect.objectContaining({ name: 'orphan' })]);
  });

  it('leaves a row a publisher holds to it, and takes it once the hold ran out (the publisher died)', async () => {
    const relay = await open({ redis: 'live' });
    const now = Date.now();
    await mongo.collection('outbox').insertOne({
      _id: `outbox-test.${run}.held` as never,
      messages: [{ ...message('held'), data: JSON.stringify({ name: 'held' }) }],
      createdAt: new Date(now),
      heldUntil: new Date(now + OUTBOX_CLAIM_MS),
      sentAt: null,
      tries: 0,
    });
    await relay.relay();
    expect(await jobsOfRun()).toEqual([]);
    await mongo
      .collection('outbox')
      .updateOne({ _id: `outbox-test.${run}.held` as never }, { $set: { heldUntil: new Date(now - 1) } });
    await relay.relay();
    expect(await jobsOfRun()).toEqual([expect.objectContaining({ name: 'held' })]);
  });
});

describe('the outbox with MongoDB down', () => {
  it("throws the caller's error, and nothing is stored or sent", async () => {
    const other = await connectMongo({ uri: process.env.MONGODB_URI as string, dbName: mongo.name });
    const outbox = await openOutbox({ mongo: other, redisUrl, log, relay: false });
    opened.push(outbox);
    await other.close();
    const refused = new AppError('UNAVAILABLE', { userMessage: 'Not saved.' });
    await expect(outbox.publish(message('lost'), () => refused)).rejects.toBe(refused);
    await expect(outbox.publish(message('lost'))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(await jobsOfRun()).toEqual([]);
    expect(await rows()).toEqual([]);
  });
});

describe('the sweep of sent rows', () => {
  it('deletes rows sent longer ago than the retention, never a waiting one', async () => {
    const outbox = await open({ redis: 'live' });
    const now = Date.now();
    const row = (id: string, sentAt: Date | null, createdAt: Date) => ({
      _id: `outbox-test.${run}.${id}` as never,
      messages: [{ id, queue: QUEUE, name: id }],
      createdAt,
      heldUntil: new Date(now + 3_600_000),
      sentAt,
      tries: 0,
    });
    const old = new Date(now - OUTBOX_SENT_RETENTION_MS - 60_000);
    await mongo
      .collection('outbox')
      .insertMany([
        row('sent-long-ago', old, old),
        row('sent-lately', new Date(now - 60_000), old),
        row('waiting-long', null, old),
      ]);
    expect(await outbox.sweep(new Date(now))).toBe(1);
    expect((await rows()).map((stored) => stored._id).sort()).toEqual([
      `outbox-test.${run}.sent-lately`,
      `outbox-test.${run}.waiting-long`,
    ]);
  });
});
