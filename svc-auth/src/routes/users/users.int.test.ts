import { pathOf } from '@gtm/contracts/operation';
import { selectCandidateRole } from '@gtm/contracts/operations/users';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from '@gtm/contracts/users';
import { openOutbox } from '@gtm/service-kit/outbox';
import { runDemoSeed } from '@gtm/service-kit/seed';
import { testClient } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createAuthApp } from '../../app.ts';
import { demoUsersSeeder } from '../../seed/demo-seed.ts';
import { openAuthTestApp } from '../../test-app.ts';
import type { TAuthTestApp } from '../../test-app.ts';
import { ensureAdmins, nameFromEmail } from './admins.ts';
import type { TUsersRepository } from './users.repository.ts';

let auth: TAuthTestApp;
let ctx: TTestContext;
let users: TUsersRepository;

beforeAll(async () => {
  auth = await openAuthTestApp();
  ({ ctx, users } = auth);
});
afterAll(() => auth.close());
beforeEach(() => ctx.mongo.collection('users').deleteMany({}));

describe('demo users seed', () => {
  it('writes the demo accounts with the spec defaults into an empty collection, once', async () => {
    const seeder = demoUsersSeeder(users);
    expect(await seeder.seedIfEmpty()).toBe(DEMO_ACCOUNTS.length);
    expect(await seeder.seedIfEmpty()).toBe(0);
    await runDemoSeed([seeder], ctx.log);
    expect(await users.count()).toBe(DEMO_ACCOUNTS.length);
    expect(await users.findByEmail('candidate@gtmcombine.test')).toMatchObject({
      user_type: 'candidate',
      role: 'SDR',
    });
    expect(await users.findByEmail('employer@gtmcombine.test')).toMatchObject({ user_type: 'employer' });
    const admin = await users.findByEmail(DEMO_ADMIN.email);
    expect(admin).toMatchObject({
      name: 'Demo Admin',
      email: DEMO_ADMIN.email,
      user_type: 'admin',
      role: null,
      notifications: { emailNotifications: true, newCandidateAlerts: true, marketingEmails: false },
      security: { twoFactorEnabled: false, sessionTimeout: 30 },
    });
    expect(admin?.createdAt).toBeInstanceOf(Date);
  });

  it('does not seed over existing users', async () => {
    await users.ensureAccount('someone@example.com', 'candidate', 'Someone');
    expect(await demoUsersSeeder(users).seedIfEmpty()).toBe(0);
    expect(await users.findByEmail(DEMO_ADMIN.email)).toBeNull();
  });

  it('stays single when two instances seed at once', async () => {
    await Promise.all([demoUsersSeeder(users).seedIfEmpty(), demoUsersSeeder(users).seedIfEmpty()]);
    expect(await users.count()).toBe(DEMO_ACCOUNTS.length);
  });
});

describe('ensureAdmins (ADMIN_EMAILS)', () => {
  it('creates missing admins, keeps existing ones, and promotes a listed non-admin', async () => {
    await users.ensureAccount('ops@example.com', 'candidate', 'Ops Person');
    await ensureAdmins(users, ['ops@example.com', 'jane.doe@example.com'], ctx.log);
    await ensureAdmins(users, ['ops@example.com', 'jane.doe@example.com'], ctx.log);
    expect(await users.count()).toBe(2);
    expect(await users.findByEmail('OPS@example.com')).toMatchObject({
      user_type: 'admin',
      name: 'Ops Person',
    });
    expect(await users.findByEmail('jane.doe@example.com')).toMatchObject({
      user_type: 'admin',
      name: 'Jane Doe',
    });
  });

  it('stores e-mail addresses lower-cased and unique', async () => {
    await users.ensureAccount('Mixed.Case@Example.com', 'employer', 'Mixed');
    await expect(users.ensureAccount('mixed.case@example.com', 'employer', 'Again')).resolves.toBe(
      'unchanged',
    );
    expect(await users.count()).toBe(1);
  });
});

describe('nameFromEmail', () => {
  it('turns the local part into a display name', () => {
    expect(nameFromEmail('jane.doe@example.com')).toBe('Jane Doe');
    expect(nameFromEmail('ops+alerts@example.com')).toBe('Ops Alerts');
  });
});

describe('account settings with Redis down for the outbox', () => {
  it('saves a role selection (no 503) and its event reaches svc-candidates once a relay with Redis sends it', async () => {
    // The app's outbox on a Redis nothing listens on: the event is stored in MongoDB and waits there; the test
    // context's own outbox relays the same database, as the service's worker or another replica would.
    const dead = await openOutbox({
      mongo: ctx.mongo,
      redisUrl: 'redis://127.0.0.1:1',
      log: ctx.log,
      relay: false,
      waitForRedisMs: 0,
    });
    try {
      const app = createAuthApp({ ...auth.deps, outbox: dead });
      await users.ensureAccount('rolling@example.com', 'candidate', 'Ro Ling');
      const userId = (await users.findByEmail('rolling@example.com'))!._id.toString();
      const response = await testClient(app, ctx).request('POST', pathOf(selectCandidateRole), {
        identity: { kind: 'candidate', userId, role: null },
        body: { role: 'AE' },
      });
      expect(response.status).toBe(200);
      expect((await users.findById(userId))?.role).toBe('AE');
      const mine = async () =>
        (await auth.queues.candidateEvents.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']))
          .map((job) => job.data)
          .filter((event) => event.userId === userId);
      for (let tries = 0; tries < 100 && (await mine()).length === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await mine()).toEqual([
        expect.objectContaining({ type: 'candidate.role-selected', role: 'AE' }),
      ]);
      await ctx.outbox.flush();
      const [row] = (await ctx.mongo.collection('outbox').find({}).toArray()).filter((stored) =>
        String(stored._id).startsWith(`candidate.role-selected.${userId}.`),
      );
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await dead.close();
    }
  });
});
