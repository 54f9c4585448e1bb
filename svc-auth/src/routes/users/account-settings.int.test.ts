import { Queue } from 'bullmq';
import { ZApiError } from '@gtm/contracts/api-errors';
import type { TAuditEvent } from '@gtm/contracts/audit';
import {
  AUTH_ANSWERS,
  ZAccountSettings,
  ZNotificationsAnswer,
  ZProfileAnswer,
  ZSecurityAnswer,
} from '@gtm/contracts/auth';
import { sessionKey, ZSessionRecord } from '@gtm/contracts/identity';
import type { TIdentity } from '@gtm/contracts/identity';
import { pathOf } from '@gtm/contracts/operation';
import {
  getAccountSettings,
  updateNotificationSettings,
  updateProfile,
  updateSecuritySettings,
} from '@gtm/contracts/operations/users';
import { QUEUES } from '@gtm/contracts/queues';
import { QUEUE_PREFIX } from '@gtm/service-kit/queue';
import { hashSessionId } from '@gtm/service-kit/session-id';
import { openAuthTestApp } from '../../test-app.ts';
import type { TAuthTestApp } from '../../test-app.ts';

let auth: TAuthTestApp;
let auditQueue: Queue;

beforeAll(async () => {
  auth = await openAuthTestApp();
  auditQueue = new Queue(QUEUES.auditEvents, {
    connection: { url: auth.ctx.redisUrl },
    prefix: QUEUE_PREFIX,
  });
});
afterAll(async () => {
  await auditQueue.close();
  await auth.close();
});

let seq = 0;
/** A fresh account of a kind with one live session, and the identity the gateway signs for that session. */
const accountWithSession = async (kind: 'admin' | 'candidate') => {
  seq += 1;
  const email = `settings-${kind}-${seq}-${Date.now()}@example.test`;
  await auth.users.ensureAccount(email, kind, `Set Tings ${seq}`, kind === 'candidate' ? 'SDR' : null);
  const user = (await auth.users.findByEmail(email))!;
  const userId = user._id.toString();
  const role = kind === 'candidate' ? ('SDR' as const) : null;
  const sessionId = await auth.deps.sessions.create({ userId, kind, role, idleMinutes: 30 });
  const hash = hashSessionId(sessionId);
  const identity: TIdentity = { kind, userId, role, sessionId: hash };
  return { email, userId, hash, identity };
};

const idleMinutesOf = async (hash: string) =>
  ZSessionRecord.parse(JSON.parse((await auth.ctx.redis.get(sessionKey(hash))) as string)).idleMinutes;

/** The audit events published about one account, oldest first. */
const auditEventsOf = async (userId: string) => {
  const jobs = await auditQueue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
  return jobs
    .map((job) => job.data as TAuditEvent)
    .filter((event) => event.target.id === userId)
    .sort((a, b) => a.at.localeCompare(b.at));
};

const read = async (identity: TIdentity) => {
  const response = await auth.client.request('GET', pathOf(getAccountSettings), { identity });
  expect(response.status).toBe(200);
  return ZAccountSettings.parse(await response.json());
};

const expectRefused = async (response: Response, issues: { path: string; message: string }[]) => {
  expect(response.status).toBe(400);
  const body = ZApiError.parse(await response.json());
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect(body.issues).toEqual(expect.arrayContaining(issues));
};

describe('GET /api/user/account-settings', () => {
  it("answers a new admin's profile and the spec defaults (bio empty, 30 minutes, 2FA off)", async () => {
    const { email, identity } = await accountWithSession('admin');
    expect(await read(identity)).toEqual({
      profile: { name: expect.stringMatching(/^Set Tings/), email, company: null, bio: null },
      notifications: { emailNotifications: true, newCandidateAlerts: true, marketingEmails: false },
      security: { twoFactorEnabled: false, sessionTimeout: '30' },
    });
  });

  it('refuses a request without a session, and a session whose account is gone', async () => {
    expect((await auth.client.request('GET', pathOf(getAccountSettings))).status).toBe(401);
    const gone = await auth.client.request('GET', pathOf(getAccountSettings), {
      identity: { kind: 'admin', userId: '665f1c0ffee0000000000fff', role: null },
    });
    expect(gone.status).toBe(401);
  });
});

describe('PATCH /api/user (profile)', () => {
  it('saves name, company and bio, reads them back, and audits the changed fields only', async () => {
    const { email, userId, identity } = await accountWithSession('admin');
    const before = await read(identity);
    const response = await auth.client.request('PATCH', pathOf(updateProfile), {
      identity,
      body: { name: '  Ada Admin ', email, company: 'GTM Combine', bio: 'Runs the combine.' },
    });
    expect(response.status).toBe(200);
    expect(ZProfileAnswer.parse(await response.json())).toMatchObject({
      message: AUTH_ANSWERS.profileUpdated,
      user: { name: 'Ada Admin', company: 'GTM Combine', bio: 'Runs the combine.' },
    });
    expect((await read(identity)).profile).toEqual({
      name: 'Ada Admin',
      email,
      company: 'GTM Combine',
      bio: 'Runs the combine.',
    });
    const events = await auditEventsOf(userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: userId,
      action: 'settings.profile-updated',
      target: { type: 'admin', id: userId, label: 'Ada Admin' },
    });
    expect(events[0]?.changes).toEqual([
      { field: 'name', before: before.profile.name, after: 'Ada Admin' },
      { field: 'company', before: null, after: 'GTM Combine' },
      { field: 'bio', before: null, after: 'Runs the combine.' },
    ]);

    // Saving the same values again changes nothing, so nothing more is audited.
    await auth.client.request('PATCH', pathOf(updateProfile), {
      identity,
      body: { name: 'Ada Admin', email, company: 'GTM Combine', bio: 'Runs the combine.' },
    });
    expect(await auditEventsOf(userId)).toHaveLength(1);
  });

  it('refuses a short name, a malformed or changed e-mail and a non-object, changing nothing', async () => {
    const { email, userId, identity } = await accountWithSession('admin');
    const before = await read(identity);
    const patch = (body: unknown) => auth.client.request('PATCH', pathOf(updateProfile), { identity, body });
    await expectRefused(await patch({ name: 'A', email }), [
      { path: 'name', message: 'Name must be at least 2 characters' },
    ]);
    await expectRefused(await patch({ name: 'Ada', email: 'not-an-email' }), [
      { path: 'email', message: 'Invalid email address' },
    ]);
    await expectRefused(await patch({ name: 'Ada', email: 'someone.else@example.test' }), [
      { path: 'email', message: AUTH_ANSWERS.emailChangeRefused },
    ]);
    expect((await patch('[1,2')).status).toBe(400);
    expect((await patch({ name: 'Ada', bio: 'x'.repeat(2001) })).status).toBe(400);
    expect(await read(identity)).toEqual(before);
    expect(await auditEventsOf(userId)).toEqual([]);
  });
});

describe('PATCH /api/user/notifications', () => {
  it('saves the three switches and audits each change with before and after', async () => {
    const { userId, identity } = await accountWithSession('admin');
    const response = await auth.client.request('PATCH', pathOf(updateNotificationSettings), {
      identity,
      body: { emailNotifications: false, newCandidateAlerts: true, marketingEmails: true },
    });
    expect(response.status).toBe(200);
    expect(ZNotificationsAnswer.parse(await response.json())).toEqual({
      success: true,
      message: AUTH_ANSWERS.notificationsUpdated,
      notifications: { emailNotifications: false, newCandidateAlerts: true, marketingEmails: true },
    });
    expect((await read(identity)).notifications).toEqual({
      emailNotifications: false,
      newCandidateAlerts: true,
      marketingEmails: true,
    });
    const [event] = await auditEventsOf(userId);
    expect(event).toMatchObject({ action: 'settings.notifications-updated' });
    expect(event?.changes).toEqual([
      { field: 'emailNotifications', before: true, after: false },
      { field: 'marketingEmails', before: false, after: true },
    ]);
  });

  it('refuses a missing or non-boolean switch in words, changing nothing', async () => {
    const { userId, identity } = await accountWithSession('admin');
    const response = await auth.client.request('PATCH', pathOf(updateNotificationSettings), {
      identity,
      body: { emailNotifications: 'no', newCandidateAlerts: true },
    });
    await expectRefused(response, [
      { path: 'emailNotifications', message: 'Email notifications must be on or off' },
      { path: 'marketingEmails', message: 'Marketing emails must be on or off' },
    ]);
    expect((await read(identity)).notifications.emailNotifications).toBe(true);
    expect(await auditEventsOf(userId)).toEqual([]);
  });
});

describe('PATCH /api/user/security', () => {
  it('saves the timeout, applies it to every session of the user, and audits it', async () => {
    const { userId, hash, identity } = await accountWithSession('admin');
    // A second device of the same admin, and another admin's session that must not change.
    const otherDevice = hashSessionId(
      await auth.deps.sessions.create({ userId, kind: 'admin', role: null, idleMinutes: 30 }),
    );
    const stranger = await accountWithSession('admin');
    const response = await auth.client.request('PATCH', pathOf(updateSecuritySettings), {
      identity,
      body: { twoFactorEnabled: false, sessionTimeout: '15' },
    });
    expect(response.status).toBe(200);
    expect(ZSecurityAnswer.parse(await response.json())).toEqual({
      success: true,
      message: AUTH_ANSWERS.securityUpdated,
      security: { twoFactorEnabled: false, sessionTimeout: '15' },
    });
    expect((await read(identity)).security).toEqual({ twoFactorEnabled: false, sessionTimeout: '15' });
    expect(await idleMinutesOf(hash)).toBe(15);
    expect(await idleMinutesOf(otherDevice)).toBe(15);
    expect(await idleMinutesOf(stranger.hash)).toBe(30);
    const [event] = await auditEventsOf(userId);
    expect(event).toMatchObject({
      action: 'settings.security-updated',
      target: { type: 'admin', id: userId },
    });
    expect(event?.changes).toEqual([{ field: 'sessionTimeout', before: 30, after: 15 }]);
  });

  it('refuses a two-factor switch the account does not have (it turns on with an authenticator code), saving nothing', async () => {
    const { userId, hash, identity } = await accountWithSession('admin');
    const response = await auth.client.request('PATCH', pathOf(updateSecuritySettings), {
      identity,
      body: { twoFactorEnabled: true, sessionTimeout: '15' },
    });
    await expectRefused(response, [
      { path: 'twoFactorEnabled', message: AUTH_ANSWERS.twoFactorSwitchRefused },
    ]);
    expect((await read(identity)).security).toEqual({ twoFactorEnabled: false, sessionTimeout: '30' });
    expect(await idleMinutesOf(hash)).toBe(30);
    expect(await auditEventsOf(userId)).toEqual([]);
  });

  it.each([
    ['4', 'Session timeout must be at least 5 minutes'],
    ['481', 'Session timeout must be at most 480 minutes'],
    ['12.5', 'Session timeout must be a whole number of minutes'],
    ['soon', 'Session timeout must be a number of minutes'],
    ['', 'Session timeout must be a number of minutes'],
  ])(
    'refuses the timeout %j with "%s", changing neither the account nor the session',
    async (value, message) => {
      const { userId, hash, identity } = await accountWithSession('admin');
      const response = await auth.client.request('PATCH', pathOf(updateSecuritySettings), {
        identity,
        body: { twoFactorEnabled: false, sessionTimeout: value },
      });
      await expectRefused(response, [{ path: 'sessionTimeout', message }]);
      expect((await read(identity)).security).toEqual({ twoFactorEnabled: false, sessionTimeout: '30' });
      expect(await idleMinutesOf(hash)).toBe(30);
      expect(await auditEventsOf(userId)).toEqual([]);
    },
  );

  it("takes a candidate's own settings without an admin audit entry", async () => {
    const { userId, identity } = await accountWithSession('candidate');
    const response = await auth.client.request('PATCH', pathOf(updateSecuritySettings), {
      identity,
      body: { twoFactorEnabled: false, sessionTimeout: 60 },
    });
    expect(response.status).toBe(200);
    expect(await auditEventsOf(userId)).toEqual([]);
  });
});
