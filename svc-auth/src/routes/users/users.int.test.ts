import type { TAccountEvent } from '@gtm/contracts/account-events';
import { pathOf } from '@gtm/contracts/operation';
import { selectCandidateRole } from '@gtm/contracts/operations/auth';
import { QUEUES } from '@gtm/contracts/queues';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from '@gtm/contracts/users';
import { createQueue } from '@gtm/service-kit/queue';
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

describe('account settings with the queue down', () => {
  it("answers a role selection 503 in the account settings wording, not sign-in's", async () => {
    // svc-candidates' queue on a Redis nothing listens on: the role is saved, its event cannot be sent.
    const deadQueue = createQueue<TAccountEvent>(QUEUES.accountEvents, {
      redisUrl: 'redis://127.0.0.1:1',
      log: ctx.log,
    });
    try {
      const app = createAuthApp({ ...auth.deps, candidateEvents: deadQueue.queue });
      await users.ensureAccount('rolling@example.com', 'candidate', 'Ro Ling');
      const user = await users.findByEmail('rolling@example.com');
      const response = await testClient(app, ctx).request('POST', pathOf(selectCandidateRole), {
        identity: { kind: 'candidate', userId: user!._id.toString(), role: null },
        body: { role: 'AE' },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        success: false,
        code: 'UNAVAILABLE',
        message: 'Your settings could not be saved right now. Please try again in a minute.',
      });
    } finally {
      await deadQueue.close();
    }
  });
});
