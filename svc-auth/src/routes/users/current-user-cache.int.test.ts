import { setTimeout as delay } from 'node:timers/promises';
import type { TCurrentUser } from '@gtm/contracts/auth';
import { openTestContext } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { openCurrentUserCache, userChangeAnnouncer } from './current-user-cache.ts';
import { toCurrentUser } from './users.handlers.ts';
import { createUsersRepository } from './users.repository.ts';
import type { TUsersRepository } from './users.repository.ts';

let ctx: TTestContext;
/** Two serving replicas' caches on one Redis, and the repository of a replica that writes through the first. */
let replicas: Awaited<ReturnType<typeof openCurrentUserCache>>[];
let users: TUsersRepository;
/** The same collection without announcing: a new account's creation must not race the reads that follow it. */
let quiet: TUsersRepository;
let reads: number;

const load = async (id: string): Promise<TCurrentUser | null> => {
  reads += 1;
  const user = await users.findById(id);
  return user === null ? null : toCurrentUser(user);
};

/** Resolves once `check` holds (a published change reaches a subscriber a moment after PUBLISH answers). */
const until = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await check()) return;
    await delay(20);
  }
  throw new Error('condition not met within 2 s');
};

let sequence = 0;
const newAccount = async () => {
  sequence += 1;
  const email = `cache-${sequence}-${Date.now()}@example.com`;
  await quiet.ensureAccount(email, 'candidate', `Cache Person ${sequence}`);
  return (await quiet.findByEmail(email))?._id.toString() as string;
};

beforeAll(async () => {
  ctx = await openTestContext('svc-auth');
  replicas = [await openCurrentUserCache(ctx.redis, ctx.log), await openCurrentUserCache(ctx.redis, ctx.log)];
  users = await createUsersRepository(ctx.mongo, { onChanged: replicas[0]!.cache.changed });
  quiet = await createUsersRepository(ctx.mongo);
});
beforeEach(() => {
  reads = 0;
});
afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await ctx.close();
});

describe('current-user cache across replicas', () => {
  it('serves a view from memory until the account changes, then every replica reads the change', async () => {
    const [a, b] = replicas.map((replica) => replica.cache);
    const id = await newAccount();
    await a!.read(id, load);
    await b!.read(id, load);
    expect(reads).toBe(2);
    await a!.read(id, load);
    await b!.read(id, load);
    expect(reads).toBe(2);

    await users.update(id, { name: 'Renamed Person', company: 'Acme' });
    // The writing replica forgets before the write is answered; the other hears it on the channel.
    expect(await a!.read(id, load)).toMatchObject({ name: 'Renamed Person', company: 'Acme' });
    await until(async () => (await b!.read(id, load))?.name === 'Renamed Person');
  });

  it('drops a deleted account everywhere: its session is answered as signed out', async () => {
    const [a, b] = replicas.map((replica) => replica.cache);
    const id = await newAccount();
    expect(await b!.read(id, load)).not.toBeNull();
    await users.delete(id);
    expect(await a!.read(id, load)).toBeNull();
    await until(async () => (await b!.read(id, load)) === null);
  });

  it("hears changes another process announces (svc-auth's worker applying a rename)", async () => {
    const [a] = replicas.map((replica) => replica.cache);
    const id = await newAccount();
    const worker = await createUsersRepository(ctx.mongo, {
      onChanged: userChangeAnnouncer(ctx.redis, ctx.log),
    });
    expect(await a!.read(id, load)).toMatchObject({ name: expect.stringMatching(/^Cache Person/) });
    expect(await worker.rename(id, 'Name From Profile', new Date())).toBe('renamed');
    await until(async () => (await a!.read(id, load))?.name === 'Name From Profile');
  });

  it('does not keep a read that raced a change', async () => {
    const [a] = replicas.map((replica) => replica.cache);
    const id = await newAccount();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowRead = a!.read(id, async (userId) => {
      const view = await load(userId);
      await held;
      return view;
    });
    await delay(50);
    await users.update(id, { name: 'Changed Meanwhile' });
    release();
    expect((await slowRead)?.name).toMatch(/^Cache Person/);
    // The stale answer went to the request that asked before the change, and was not kept for the next one.
    expect(await a!.read(id, load)).toMatchObject({ name: 'Changed Meanwhile' });
  });

  it('forgets every view when its subscription was lost, since changes announced meanwhile were missed', async () => {
    const [a] = replicas.map((replica) => replica.cache);
    const id = await newAccount();
    await a!.read(id, load);
    await a!.read(id, load);
    expect(reads).toBe(1);
    expect(a!.serving()).toBe(true);
    await ctx.redis.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
    await until(async () => !a!.serving());
    await until(async () => a!.serving());
    // A change nobody announced (as one made while the subscription was down): the view read before is gone.
    const silent = await createUsersRepository(ctx.mongo);
    await silent.update(id, { name: 'Changed While Away' });
    expect(await a!.read(id, load)).toMatchObject({ name: 'Changed While Away' });
    expect(reads).toBe(2);
  });
});
