import { Types } from 'mongoose';
import type { TAccountEvent, TAuthAccountEvent } from '@gtm/contracts/account-events';
import { sessionKey } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { erasureKeyFrom } from '@gtm/service-kit/erased-person';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import type { TProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { createQueue } from '@gtm/service-kit/queue';
import { hashSessionId } from '@gtm/service-kit/session-id';
import { openQueueDriver, openTestContext, TEST_IDENTITY_SECRET } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createAuditLogRepository } from '../routes/audit-log/audit-log.repository.ts';
import { createUsersRepository } from '../routes/users/users.repository.ts';
import type { TUsersRepository } from '../routes/users/users.repository.ts';
import { createSessionStore } from '../sessions/sessions.ts';
import type { TSessionStore } from '../sessions/sessions.ts';
import { startAuthAccountEventsWorker } from './auth-account-events.worker.ts';

let ctx: TTestContext;
let inbox: TProcessedEventsRepository;
let users: TUsersRepository;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
let worker: ReturnType<typeof startAuthAccountEventsWorker>;
let sessions: TSessionStore;
let candidateEvents: ReturnType<typeof createQueue<TAccountEvent>>;
let clientEvents: ReturnType<typeof createQueue<TAccountEvent>>;

const settle = (data: unknown) => driver.settle('event', data, { attempts: 2 });

beforeAll(async () => {
  ctx = await openTestContext('svc-auth');
  inbox = await createProcessedEventsRepository(ctx.mongo);
  users = await createUsersRepository(ctx.mongo);
  driver = await openQueueDriver(QUEUES.authAccountEvents, ctx);
  sessions = createSessionStore(ctx.redis, { absoluteHours: 1 });
  candidateEvents = createQueue<TAccountEvent>(QUEUES.accountEvents, {
    redisUrl: ctx.redisUrl,
    log: ctx.log,
  });
  clientEvents = createQueue<TAccountEvent>(QUEUES.clientAccountEvents, {
    redisUrl: ctx.redisUrl,
    log: ctx.log,
  });
  worker = startAuthAccountEventsWorker({
    inbox,
    users,
    log: ctx.log,
    redisUrl: ctx.redisUrl,
    sessions,
    outbox: ctx.outbox,
    auditLog: await createAuditLogRepository(ctx.mongo),
    erasureKey: erasureKeyFrom(TEST_IDENTITY_SECRET),
  });
});

afterAll(async () => {
  await worker.close();
  await candidateEvents.close();
  await clientEvents.close();
  await driver.close();
  await ctx.close();
});

let serial = 0;
const candidate = async (name: string) => {
  serial += 1;
  const user = await users.create({ email: `renamed-${serial}@example.test`, kind: 'candidate', name });
  return user!._id.toString();
};
const renamed = (userId: string, name: string, at: number): TAuthAccountEvent => {
  serial += 1;
  return { eventId: `evt-rename-${serial}`, type: 'candidate.name-changed', userId, name, at };
};
const nameOf = async (userId: string) => (await users.findById(userId))?.name;

describe('auth-account-events worker', () => {
  it("sets the account's name and records the event", async () => {
    const userId = await candidate('Old Name');
    const event = renamed(userId, 'New Name', Date.now());
    const job = await settle(event);
    expect(await job?.getState()).toBe('completed');
    expect(job?.returnvalue).toEqual({ applied: true, outcome: 'renamed' });
    expect(await nameOf(userId)).toBe('New Name');
    expect(await inbox.has(event.eventId)).toBe(true);
  });

  it('applies an event delivered twice once: a rename since is not undone by the replay', async () => {
    const userId = await candidate('First');
    const event = renamed(userId, 'Second', 1_000);
    expect((await settle(event))?.returnvalue).toEqual({ applied: true, outcome: 'renamed' });
    // The account changes again by other means; the same event redelivered under another job id changes nothing.
    await users.update(userId, { name: 'Changed Since' });
    const again = await settle(event);
    expect(await again?.getState()).toBe('completed');
    expect(again?.returnvalue).toEqual({ applied: false });
    expect(await nameOf(userId)).toBe('Changed Since');
  });

  it('ignores a rename older than the stored one, and applies a newer one', async () => {
    const userId = await candidate('Start');
    const at = Date.now();
    expect((await settle(renamed(userId, 'Newest', at)))?.returnvalue).toMatchObject({ outcome: 'renamed' });
    const stale = await settle(renamed(userId, 'Older', at - 5_000));
    expect(await stale?.getState()).toBe('completed');
    expect(stale?.returnvalue).toEqual({ applied: true, outcome: 'stale' });
    expect(await nameOf(userId)).toBe('Newest');
    const same = await settle(renamed(userId, 'Same Instant', at));
    expect(same?.returnvalue).toMatchObject({ outcome: 'stale' });
    expect((await settle(renamed(userId, 'Later', at + 1)))?.returnvalue).toMatchObject({
      outcome: 'renamed',
    });
    expect(await nameOf(userId)).toBe('Later');
  });

  it('acknowledges a rename of an account that does not exist (deleted, or no object id)', async () => {
    for (const userId of [new Types.ObjectId().toString(), 'not-an-object-id']) {
      const event = renamed(userId, 'Nobody', Date.now());
      const job = await settle(event);
      expect(await job?.getState()).toBe('completed');
      expect(job?.attemptsMade).toBe(1);
      expect(job?.returnvalue).toEqual({ applied: true, outcome: 'unknown' });
      expect(await inbox.has(event.eventId)).toBe(true);
    }
  });

  it('fails a malformed event at once, without changing anything', async () => {
    const userId = await candidate('Kept');
    const job = await settle({ eventId: 'evt-bad', type: 'candidate.name-changed', userId, at: 1, name: '' });
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(1);
    expect(await inbox.has('evt-bad')).toBe(false);
    expect(await nameOf(userId)).toBe('Kept');
  });

  describe('candidate.registration-removed', () => {
    const removed = (userId: string): TAuthAccountEvent => {
      serial += 1;
      return {
        eventId: `evt-removed-${serial}`,
        type: 'candidate.registration-removed',
        userId,
        at: Date.now(),
      };
    };

    it('ends the sessions, announces account.deleted and deletes the account; a replay changes nothing', async () => {
      const userId = await candidate('Removed Candidate');
      const sessionId = await sessions.create({ userId, kind: 'candidate', role: null, idleMinutes: 30 });
      expect(await sessions.sessionsOf(userId)).toHaveLength(1);
      const event = removed(userId);
      const job = await settle(event);
      expect(await job?.getState()).toBe('completed');
      expect(job?.returnvalue).toEqual({ applied: true, outcome: 'deleted' });
      expect(await users.findById(userId)).toBeNull();
      expect(await sessions.sessionsOf(userId)).toEqual([]);
      expect(await ctx.redis.exists(sessionKey(hashSessionId(sessionId)))).toBe(0);
      const announced = await candidateEvents.queue.getJob(`account.deleted.${userId}`);
      expect(announced?.data).toMatchObject({ type: 'account.deleted', userId, kind: 'candidate' });
      expect(await clientEvents.queue.getJob(`account.deleted.${userId}`)).toBeDefined();
      // Under another job id (a redelivery): the inbox applies it once.
      const again = await settle(event);
      expect(again?.returnvalue).toEqual({ applied: false });
    });

    it('leaves an account that is not a candidate, and acknowledges an unknown one', async () => {
      const admin = await users.create({
        email: `admin-${Date.now()}@example.test`,
        kind: 'admin',
        name: 'An Admin',
      });
      const adminId = admin!._id.toString();
      const job = await settle(removed(adminId));
      expect(job?.returnvalue).toEqual({ applied: true, outcome: 'not-a-candidate' });
      expect(await users.findById(adminId)).not.toBeNull();
      const unknown = await settle(removed(new Types.ObjectId().toString()));
      expect(unknown?.returnvalue).toEqual({ applied: true, outcome: 'unknown' });
    });
  });
});
