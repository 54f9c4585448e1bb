import { Types } from 'mongoose';
import type { TAuthAccountEvent } from '@gtm/contracts/account-events';
import { QUEUES } from '@gtm/contracts/queues';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import type { TProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { openQueueDriver, openTestContext } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createUsersRepository } from '../routes/users/users.repository.ts';
import type { TUsersRepository } from '../routes/users/users.repository.ts';
import { startAuthAccountEventsWorker } from './auth-account-events.worker.ts';

let ctx: TTestContext;
let inbox: TProcessedEventsRepository;
let users: TUsersRepository;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
let worker: ReturnType<typeof startAuthAccountEventsWorker>;

const settle = (data: unknown) => driver.settle('event', data, { attempts: 2 });

beforeAll(async () => {
  ctx = await openTestContext('svc-auth');
  inbox = await createProcessedEventsRepository(ctx.mongo);
  users = await createUsersRepository(ctx.mongo);
  driver = await openQueueDriver(QUEUES.authAccountEvents, ctx);
  worker = startAuthAccountEventsWorker({ inbox, users, log: ctx.log, redisUrl: ctx.redisUrl });
});

afterAll(async () => {
  await worker.close();
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
});
