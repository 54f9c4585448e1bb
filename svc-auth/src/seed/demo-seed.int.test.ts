import { ZAccountEvent } from '@gtm/contracts/account-events';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import { DEMO_ACCOUNTS, DEMO_CANDIDATES } from '@gtm/contracts/users';
import { runDemoSeed } from '@gtm/service-kit/seed';
import { openAuthTestApp } from '../test-app.ts';
import type { TAuthTestApp } from '../test-app.ts';
import { DEMO_EMPLOYER_COMPANY, demoSeeders, demoUsersSeeder } from './demo-seed.ts';

/**
 * svc-auth's demo seed on the real MongoDB and Redis: the accounts, and the account events that announce the demo
 * candidates to svc-candidates (as registration and role selection would), on the test app's account-events queue.
 */
let auth: TAuthTestApp;
const DAY_MS = 24 * 3600 * 1000;

/** The jobs the seed added for the demo candidates now in `users` (fixed ids: `<type>.demo-<userId>`). */
const demoEvents = async () => {
  const events: TAccountEvent[] = [];
  for (const candidate of DEMO_CANDIDATES) {
    const user = await auth.users.findByEmail(candidate.email);
    if (!user) continue;
    for (const type of ['candidate.registered', 'candidate.role-selected']) {
      const job = await auth.queues.candidateEvents.getJob(`${type}.demo-${user._id.toString()}`);
      if (job) events.push(ZAccountEvent.parse(job.data));
    }
  }
  return events;
};

const forgetDemoJobs = async () => {
  for (const queue of [auth.queues.candidateEvents, auth.queues.clientEvents]) {
    const jobs = await queue.getJobs(['waiting', 'delayed', 'completed', 'failed']);
    await Promise.all(jobs.filter((job) => job.id?.includes('.demo-')).map((job) => job.remove()));
  }
};

beforeAll(async () => {
  auth = await openAuthTestApp();
});
afterAll(async () => {
  await forgetDemoJobs();
  await auth.close();
});
beforeEach(async () => {
  await auth.ctx.mongo.collection('users').deleteMany({});
  await forgetDemoJobs();
});

describe("svc-auth's demo seed", () => {
  it('writes every demo account into an empty collection and announces each demo candidate once', async () => {
    const now = Date.now();
    const seeder = demoUsersSeeder(auth.users, auth.ctx.outbox, now);
    expect(await seeder.seedIfEmpty()).toBe(DEMO_ACCOUNTS.length);
    expect(await auth.users.count()).toBe(DEMO_ACCOUNTS.length);

    const events = await demoEvents();
    for (const candidate of DEMO_CANDIDATES) {
      const user = await auth.users.findByEmail(candidate.email);
      expect(user).toMatchObject({ user_type: 'candidate', name: candidate.name, role: candidate.role });
      const userId = user?._id.toString();
      const at = now - candidate.registeredDaysAgo * DAY_MS;
      const mine = events.filter((event) => event.userId === userId);
      expect(mine).toContainEqual({
        eventId: `candidate.registered.demo-${userId}`,
        type: 'candidate.registered',
        userId,
        email: candidate.email,
        name: candidate.name,
        at,
      });
      if (candidate.role === null) expect(mine).toHaveLength(1);
      else
        expect(mine).toContainEqual(
          expect.objectContaining({ type: 'candidate.role-selected', role: candidate.role }),
        );
    }
    expect(events).toHaveLength(
      DEMO_CANDIDATES.length + DEMO_CANDIDATES.filter(({ role }) => role !== null).length,
    );

    // Again: nothing written, nothing announced.
    await runDemoSeed(demoSeeders(auth.users, auth.ctx.outbox), auth.ctx.log);
    expect(await auth.users.count()).toBe(DEMO_ACCOUNTS.length);
    expect(await demoEvents()).toHaveLength(events.length);
  });

  it('puts the demo employer in its company and announces its registration to svc-clients, once', async () => {
    const now = Date.now();
    const seeder = demoUsersSeeder(auth.users, auth.ctx.outbox, now);
    expect(await seeder.seedIfEmpty()).toBe(DEMO_ACCOUNTS.length);
    const employer = await auth.users.findByEmail('employer@gtmcombine.test');
    expect(employer).toMatchObject({ user_type: 'employer', company: DEMO_EMPLOYER_COMPANY });
    const userId = employer!._id.toString();
    const job = await auth.queues.clientEvents.getJob(`employer.registered.demo-${userId}`);
    expect(ZAccountEvent.parse(job?.data)).toEqual({
      eventId: `employer.registered.demo-${userId}`,
      type: 'employer.registered',
      userId,
      email: 'employer@gtmcombine.test',
      name: 'Demo Employer',
      company: 'Acme Analytics',
      seededCompany: 'Acme Analytics',
      at: now,
    });
    // No candidate is announced to svc-clients, and nothing the second time.
    const demoJobs = async () =>
      (await auth.queues.clientEvents.getJobs(['waiting', 'delayed', 'completed', 'failed'])).filter((one) =>
        one.id?.includes('.demo-'),
      );
    expect(await demoJobs()).toHaveLength(1);
    expect(await seeder.seedIfEmpty()).toBe(0);
    expect(await demoJobs()).toHaveLength(1);
  });

  it('announces nothing when the collection was not empty', async () => {
    await auth.users.ensureAccount('someone@example.com', 'candidate', 'Someone');
    expect(await demoUsersSeeder(auth.users, auth.ctx.outbox).seedIfEmpty()).toBe(0);
    expect(await auth.users.findByEmail(DEMO_CANDIDATES[0]?.email ?? '')).toBeNull();
    expect(await auth.queues.candidateEvents.getJobs(['waiting', 'delayed'])).not.toContainEqual(
      expect.objectContaining({ id: expect.stringContaining('.demo-') }),
    );
  });

  it('writes and announces each account once when two instances seed at once', async () => {
    const written = await Promise.all([
      demoUsersSeeder(auth.users, auth.ctx.outbox).seedIfEmpty(),
      demoUsersSeeder(auth.users, auth.ctx.outbox).seedIfEmpty(),
    ]);
    expect(written[0] + written[1]).toBe(DEMO_ACCOUNTS.length);
    expect(await auth.users.count()).toBe(DEMO_ACCOUNTS.length);
    expect(await demoEvents()).toHaveLength(
      DEMO_CANDIDATES.length + DEMO_CANDIDATES.filter(({ role }) => role !== null).length,
    );
  });
});
