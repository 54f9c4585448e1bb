import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { Queue } from 'bullmq';
import { Secret, TOTP } from 'otpauth';
import {
  AUTH_ANSWERS,
  RECOVERY_CODE_COUNT,
  ZRecoveryCodesAnswer,
  ZTwoFactorEnrollment,
  ZTwoFactorStatus,
} from '@gtm/contracts/auth';
import type { TAuditEvent } from '@gtm/contracts/audit';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import { pathOf } from '@gtm/contracts/operation';
import { verifyTwoFactor } from '@gtm/contracts/operations/sign-in';
import {
  confirmTwoFactorEnrollment,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorEnrollment,
} from '@gtm/contracts/operations/two-factor';
import { updateSecuritySettings } from '@gtm/contracts/operations/users';
import { QUEUES } from '@gtm/contracts/queues';
import { createLogger } from '@gtm/service-kit/logger';
import { QUEUE_PREFIX } from '@gtm/service-kit/queue';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { userSessionsKey } from '../../sessions/sessions.ts';
import { freshEmail as fresh, openAuthTestApp } from '../../test-app.ts';
import type { TAuthMailTestApp, TCookieJar } from '../../test-app.ts';
import { SECOND_FACTOR_COOKIE, SECOND_FACTOR_TTL_MS } from './pending-second-factor.ts';

/** Every log line of the app and its e-mail worker: no key, authenticator code or recovery code may be in one. */
const logLines: string[] = [];
const captured = createLogger(
  { name: 'svc-auth', level: 'debug' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  }),
);

let auth: TAuthMailTestApp;
let ctx: TTestContext;
let auditQueue: Queue;
/** Every key, code and recovery code a test saw: none of them may reach a log line or a queued job. */
const secrets = new Set<string>();

beforeAll(async () => {
  auth = await openAuthTestApp({
    env: { AUTH_RESEND_COOLDOWN_SECONDS: '0', AUTH_IP_LIMIT: '10000' },
    log: captured,
    mail: true,
  });
  ctx = auth.ctx;
  auditQueue = new Queue(QUEUES.auditEvents, { connection: { url: ctx.redisUrl }, prefix: QUEUE_PREFIX });
});

afterAll(async () => {
  await auditQueue.close();
  await auth.close();
});

const PATHS = {
  status: pathOf(getTwoFactorStatus),
  start: pathOf(startTwoFactorEnrollment),
  confirm: pathOf(confirmTwoFactorEnrollment),
  regenerate: pathOf(regenerateRecoveryCodes),
  disable: pathOf(disableTwoFactor),
  verify: pathOf(verifyTwoFactor),
};

/** The code an authenticator app shows for `key` at `at` (the same library the apps' RFC describes). */
const totp = (key: string, at: number) => {
  const code = new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: at });
  secrets.add(code);
  return code;
};
const wrongCode = (...right: string[]) =>
  ['000000', '111111', '222222'].find((code) => !right.includes(code))!;

/** The audit events published about one account, oldest first. */
const auditEventsOf = async (userId: string) => {
  const jobs = await auditQueue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
  return jobs
    .map((job) => job.data as TAuditEvent)
    .filter((event) => event.target.id === userId)
    .sort((a, b) => a.at.localeCompare(b.at));
};

const statusOf = async (browser: TCookieJar) =>
  ZTwoFactorStatus.parse((await auth.send(PATHS.status, undefined, { browser, method: 'GET' })).body);

/** A new admin signed in by e-mailed code (two-factor off), with the browser holding the session. */
const signedInAdmin = async (label: string) => {
  const email = fresh(label);
  await auth.users.ensureAccount(email, 'admin', `Admin ${label}`);
  const user = (await auth.users.findByEmail(email))!;
  const signedIn = await auth.signIn('admin', email);
  expect(signedIn.response.status).toBe(200);
  return { email, userId: user._id.toString(), browser: signedIn.browser };
};

/** Sets up the admin's authenticator with a code of `at`: the key and the recovery codes. */
const enroll = async (browser: TCookieJar, at = Date.now()) => {
  const started = await auth.send(PATHS.start, undefined, { browser });
  expect(started.response.status).toBe(200);
  const { secret: key } = ZTwoFactorEnrollment.parse(started.body);
  secrets.add(key);
  const confirmed = await auth.send(PATHS.confirm, { code: totp(key, at) }, { browser });
  expect(confirmed.response.status).toBe(200);
  const { recoveryCodes } = ZRecoveryCodesAnswer.parse(confirmed.body);
  recoveryCodes.forEach((code) => secrets.add(code));
  return { key, recoveryCodes };
};

/** The first step of a sign-in: the e-mailed code, answered 202 when two-factor is on. */
const firstStep = async (email: string, path: 'admin' | 'general' = 'admin') => {
  const browser = auth.jar();
  const prefix = path === 'admin' ? '/api/admin' : '/api';
  const delivered = (await auth.mailsTo(email)).length;
  await auth.send(`${prefix}/auth/login-request`, { email }, { browser });
  const code = await auth.codeFor(email, delivered + 1);
  const answer = await auth.send(`${prefix}/auth/verify-code`, { code }, { browser });
  return { ...answer, browser };
};

const sessionsOf = (userId: string) => ctx.redis.scard(userSessionsKey(userId));

describe('setting up two-factor (admins)', () => {
  it('shows a key, turns on only with a right code from the app, and keeps the key sealed and the codes hashed', async () => {
    const { email, userId, browser } = await signedInAdmin('enroll');
    expect(await statusOf(browser)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const started = await auth.send(PATHS.start, undefined, { browser });
    expect(started.response.status).toBe(200);
    expect(started.response.headers.get('cache-control')).toBe('no-store');
    const enrollment = ZTwoFactorEnrollment.parse(started.body);
    expect(enrollment.message).toBe(AUTH_ANSWERS.twoFactorSetupStarted);
    const key = enrollment.secret;
    secrets.add(key);
    expect(key.length).toBeGreaterThanOrEqual(32);
    const uri = new URL(enrollment.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toBe(`/GTM Combine:${email}`);
    expect(uri.searchParams.get('secret')).toBe(key);
    expect(uri.searchParams.get('issuer')).toBe('GTM Combine');

    // Stored sealed: the key in clear is nowhere in the account's document.
    const stored = await ctx.mongo.collection('users').findOne({ email });
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(stored?.two_factor?.pending_secret).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/));
    expect(stored?.security?.twoFactorEnabled).toBe(false);

    const now = Date.now();
    const wrong = await auth.send(PATHS.confirm, { code: wrongCode(totp(key, now)) }, { browser });
    expect(wrong.response.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: AUTH_ANSWERS.invalidSecondFactor });
    expect((await statusOf(browser)).enabled).toBe(false);
    const malformed = await auth.send(PATHS.confirm, { code: '12ab56' }, { browser });
    expect(malformed.response.status).toBe(400);
    expect(malformed.body).toMatchObject({
      message: 'Please enter the 6-digit code from your authenticator app',
    });

    // Apps show `123 456`: the space does not matter.
    const code = totp(key, now);
    const confirmed = await auth.send(
      PATHS.confirm,
      { code: `${code.slice(0, 3)} ${code.slice(3)}` },
      { browser },
    );
    expect(confirmed.response.status).toBe(200);
    expect(confirmed.response.headers.get('cache-control')).toBe('no-store');
    const answer = ZRecoveryCodesAnswer.parse(confirmed.body);
    answer.recoveryCodes.forEach((recovery) => secrets.add(recovery));
    expect(answer.message).toBe(AUTH_ANSWERS.twoFactorEnabled);
    expect(new Set(answer.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(answer.twoFactor).toEqual({
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect(await statusOf(browser)).toEqual(answer.twoFactor);

    const after = await ctx.mongo.collection('users').findOne({ email });
    const document = JSON.stringify(after);
    expect(document).not.toContain(key);
    for (const recovery of answer.recoveryCodes) {
      expect(document).not.toContain(recovery);
      expect(document).not.toContain(recovery.replace('-', ''));
    }
    expect(after?.security?.twoFactorEnabled).toBe(true);
    expect(after?.two_factor?.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(after?.two_factor?.pending_secret).toBeNull();

    // The confirming code was spent: it cannot turn anything off afterwards.
    const replayed = await auth.send(PATHS.disable, { code }, { browser });
    expect(replayed.response.status).toBe(400);
    // On already: no second setup.
    expect((await auth.send(PATHS.start, undefined, { browser })).response.status).toBe(409);

    const events = await auditEventsOf(userId);
    expect(events.map((event) => event.action)).toEqual(['settings.two-factor-enabled']);
    expect(events[0]).toMatchObject({ actorId: userId, target: { type: 'admin', id: userId } });
    expect(events[0]?.changes).toEqual([
      { field: 'twoFactorEnabled', before: false, after: true },
      { field: 'recoveryCodesLeft', before: 0, after: RECOVERY_CODE_COUNT },
    ]);
  });

  it("ends the admin's other sessions when it turns on, and keeps the one that turned it on", async () => {
    const { email, browser } = await signedInAdmin('other-sessions');
    const other = await auth.signIn('admin', email);
    expect((await statusOf(other.browser)).enabled).toBe(false);
    await enroll(browser);
    expect((await statusOf(browser)).enabled).toBe(true);
    const stale = await auth.send(PATHS.status, undefined, { browser: other.browser, method: 'GET' });
    expect(stale.response.status).toBe(401);
  });

  it('refuses a confirmation without a setup, and after the setup expired', async () => {
    const { email, browser } = await signedInAdmin('expired');
    const early = await auth.send(PATHS.confirm, { code: '123456' }, { browser });
    expect(early.response.status).toBe(400);
    expect(early.body).toMatchObject({ message: AUTH_ANSWERS.twoFactorSetupExpired });

    const { secret: key } = ZTwoFactorEnrollment.parse(
      (await auth.send(PATHS.start, undefined, { browser })).body,
    );
    secrets.add(key);
    await ctx.mongo
      .collection('users')
      .updateOne({ email }, { $set: { 'two_factor.pending_at': new Date(Date.now() - 11 * 60_000) } });
    const late = await auth.send(PATHS.confirm, { code: totp(key, Date.now()) }, { browser });
    expect(late.response.status).toBe(400);
    expect(late.body).toMatchObject({ message: AUTH_ANSWERS.twoFactorSetupExpired });
    expect((await statusOf(browser)).enabled).toBe(false);
  });

  it('is refused to every other kind of account, and its switch cannot be set by the security form', async () => {
    const email = fresh('cand2fa');
    await auth.users.ensureAccount(email, 'candidate', 'Casey Candidate', 'SDR');
    const { browser } = await auth.signIn('candidate', email);
    for (const [path, method, body] of [
      [PATHS.status, 'GET', undefined],
      [PATHS.start, 'POST', undefined],
      [PATHS.confirm, 'POST', { code: '123456' }],
      [PATHS.regenerate, 'POST', { code: '123456' }],
      [PATHS.disable, 'POST', { code: '123456' }],
    ] as const) {
      const answer = await auth.send(path, body, { browser, method });
      expect(answer.response.status).toBe(403);
    }
    const patched = await auth.send(
      pathOf(updateSecuritySettings),
      { twoFactorEnabled: true, sessionTimeout: '45' },
      { browser, method: 'PATCH' },
    );
    expect(patched.response.status).toBe(400);
    expect(patched.body).toMatchObject({
      issues: [{ path: 'twoFactorEnabled', message: AUTH_ANSWERS.twoFactorSwitchRefused }],
    });
    const stored = await ctx.mongo.collection('users').findOne({ email });
    expect(stored?.security).toMatchObject({ twoFactorEnabled: false, sessionTimeout: 30 });
  });

  it('turns off an old switch that was stored without an authenticator, so that account signs in as before', async () => {
    const email = fresh('legacy');
    await auth.users.ensureAccount(email, 'candidate', 'Lee Legacy', 'SDR');
    await ctx.mongo.collection('users').updateOne({ email }, { $set: { 'security.twoFactorEnabled': true } });
    await auth.users.twoFactor.dropKeylessSwitches();
    expect((await ctx.mongo.collection('users').findOne({ email }))?.security?.twoFactorEnabled).toBe(false);
    const signedIn = await auth.signIn('candidate', email);
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.browser.cookies.has(SESSION_COOKIE)).toBe(true);
  });
});

describe('signing in with two-factor on', () => {
  it('starts no session until the second factor passes; then rotates the cookie as a plain sign-in does', async () => {
    const { email, userId, browser: first } = await signedInAdmin('signin');
    const t0 = Date.now();
    const { key } = await enroll(first, t0);
    const sessionsBefore = await sessionsOf(userId);

    const step = await firstStep(email);
    expect(step.response.status).toBe(202);
    expect(step.body).toEqual({
      success: true,
      message: AUTH_ANSWERS.twoFactorRequired,
      twoFactorRequired: true,
    });
    const cookies = step.response.headers.getSetCookie();
    expect(cookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    const pendingLine = cookies.find((line) => line.startsWith(`${SECOND_FACTOR_COOKIE}=`));
    expect(pendingLine).toMatch(/HttpOnly/i);
    expect(pendingLine).toMatch(/SameSite=Strict/i);
    expect(pendingLine).toMatch(/Path=\/api\/auth/);
    expect(pendingLine).toMatch(/Max-Age=300/);
    const token = step.browser.cookies.get(SECOND_FACTOR_COOKIE)!;
    expect(JSON.stringify(await ctx.redis.keys('auth:second-factor:*'))).not.toContain(token);
    // No session: the API answers as to anyone signed out, and no new session exists for the account.
    expect(
      (await auth.send('/api/user', undefined, { browser: step.browser, method: 'GET' })).response.status,
    ).toBe(401);
    expect(await sessionsOf(userId)).toBe(sessionsBefore);

    const wrong = await auth.send(
      PATHS.verify,
      { code: wrongCode(totp(key, t0 + 30_000)) },
      { browser: step.browser },
    );
    expect(wrong.response.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: AUTH_ANSWERS.invalidSecondFactor });
    expect(await sessionsOf(userId)).toBe(sessionsBefore);

    const next = totp(key, t0 + 30_000);
    const verified = await auth.send(PATHS.verify, { code: next }, { browser: step.browser });
    expect(verified.response.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      message: AUTH_ANSWERS.signedIn,
      user: { email, isAdmin: true },
    });
    const sessionLine = verified.response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(sessionLine).toMatch(/HttpOnly/i);
    expect(step.browser.cookies.has(SECOND_FACTOR_COOKIE)).toBe(false);
    expect(await sessionsOf(userId)).toBe(sessionsBefore + 1);
    expect(
      (await auth.send('/api/user', undefined, { browser: step.browser, method: 'GET' })).body,
    ).toMatchObject({
      email,
    });

    // The pending sign-in was spent: its token does not work twice.
    const again = auth.jar();
    again.cookies.set(SECOND_FACTOR_COOKIE, token);
    const reused = await auth.send(PATHS.verify, { code: next }, { browser: again });
    expect(reused.response.status).toBe(400);
    expect(reused.body).toMatchObject({ message: AUTH_ANSWERS.noPendingSignIn });

    // The same authenticator code in a new sign-in: a code works once.
    const replay = await firstStep(email);
    const replayed = await auth.send(PATHS.verify, { code: next }, { browser: replay.browser });
    expect(replayed.response.status).toBe(400);
    expect(replayed.body).toMatchObject({ message: AUTH_ANSWERS.invalidSecondFactor });
    // An older code than the last accepted one neither.
    const older = await auth.send(PATHS.verify, { code: totp(key, t0) }, { browser: replay.browser });
    expect(older.response.status).toBe(400);
  });

  it('asks for the second factor on the general sign-in path too', async () => {
    const { email, browser } = await signedInAdmin('general');
    await enroll(browser);
    const step = await firstStep(email, 'general');
    expect(step.response.status).toBe(202);
    expect(step.browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('takes each recovery code once, and audits its use', async () => {
    const { email, userId, browser } = await signedInAdmin('recovery');
    const { recoveryCodes } = await enroll(browser);
    const [first, second] = recoveryCodes as [string, string];

    const step = await firstStep(email);
    // Typed in capitals, without its hyphen: still the code.
    const used = await auth.send(
      PATHS.verify,
      { recoveryCode: first.replace('-', '').toUpperCase() },
      { browser: step.browser },
    );
    expect(used.response.status).toBe(200);
    expect(used.browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await statusOf(used.browser)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);

    const again = await firstStep(email);
    const reused = await auth.send(PATHS.verify, { recoveryCode: first }, { browser: again.browser });
    expect(reused.response.status).toBe(400);
    expect(reused.body).toMatchObject({ message: AUTH_ANSWERS.invalidSecondFactor });

    // Two sign-ins racing with the same code: exactly one gets in.
    const racers = [await firstStep(email), await firstStep(email)];
    const raced = await Promise.all(
      racers.map((racer) => auth.send(PATHS.verify, { recoveryCode: second }, { browser: racer.browser })),
    );
    expect(raced.map((answer) => answer.response.status).sort()).toEqual([200, 400]);
    expect((await statusOf(used.browser)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 2);

    const uses = (await auditEventsOf(userId)).filter(
      (event) => event.action === 'sign-in.recovery-code-used',
    );
    expect(uses).toHaveLength(2);
    expect(uses[0]).toMatchObject({ actorId: userId, target: { type: 'admin', id: userId } });
    expect(uses[0]?.changes).toEqual([
      { field: 'recoveryCodesLeft', before: RECOVERY_CODE_COUNT, after: RECOVERY_CODE_COUNT - 1 },
    ]);
  });

  it('ends a pending sign-in at its fifth wrong code, and stops the account after ten', async () => {
    const { email, browser } = await signedInAdmin('tries');
    const t0 = Date.now();
    const { key } = await enroll(browser, t0);
    const right = totp(key, t0 + 30_000);
    const wrong = wrongCode(right, totp(key, t0), totp(key, t0 - 30_000));

    const step = await firstStep(email);
    const token = step.browser.cookies.get(SECOND_FACTOR_COOKIE)!;
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await auth.send(PATHS.verify, { code: wrong }, { browser: step.browser });
      expect(answer.body).toMatchObject({ message: AUTH_ANSWERS.invalidSecondFactor });
    }
    const fifth = await auth.send(PATHS.verify, { code: wrong }, { browser: step.browser });
    expect(fifth.response.status).toBe(400);
    expect(fifth.body).toMatchObject({ message: AUTH_ANSWERS.secondFactorTriesSpent });
    expect(step.browser.cookies.has(SECOND_FACTOR_COOKIE)).toBe(false);
    // Even the right code cannot finish it now (the cookie kept by a client that ignores the deletion).
    const kept = auth.jar();
    kept.cookies.set(SECOND_FACTOR_COOKIE, token);
    const late = await auth.send(PATHS.verify, { code: right }, { browser: kept });
    expect(late.response.status).toBe(400);

    // Five more wrong codes in another sign-in: the account's limit (10 a quarter hour) is reached.
    const second = await firstStep(email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await auth.send(PATHS.verify, { code: wrong }, { browser: second.browser });
    }
    const third = await firstStep(email);
    const limited = await auth.send(PATHS.verify, { code: right }, { browser: third.browser });
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body).toMatchObject({
      message: expect.stringMatching(/^Too many incorrect codes\. Please try again in /),
    });
    expect(third.browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a pending sign-in past its expiry, whatever Redis still holds', async () => {
    const { userId, browser } = await signedInAdmin('expiry');
    const t0 = Date.now();
    const { key } = await enroll(browser, t0);
    // Opened 5 minutes and a second ago: the key's TTL still runs from now, the stored expiry has passed.
    const token = await auth.deps.secondFactors.open(userId, Date.now() - SECOND_FACTOR_TTL_MS - 1_000);
    const stale = auth.jar();
    stale.cookies.set(SECOND_FACTOR_COOKIE, token);
    const answer = await auth.send(PATHS.verify, { code: totp(key, t0 + 30_000) }, { browser: stale });
    expect(answer.response.status).toBe(400);
    expect(answer.body).toMatchObject({ message: AUTH_ANSWERS.noPendingSignIn });
    expect(stale.cookies.has(SESSION_COOKIE)).toBe(false);
    const stored = `auth:second-factor:${createHash('sha256').update(token).digest('hex')}`;
    expect(await ctx.redis.exists(stored)).toBe(0);
    // Without any pending sign-in at all.
    expect((await auth.send(PATHS.verify, { code: '123456' })).response.status).toBe(400);
  });
});

describe('changing two-factor with a current code', () => {
  it('makes new recovery codes for a current code; the old ones stop working', async () => {
    const { email, userId, browser } = await signedInAdmin('regenerate');
    const t0 = Date.now();
    const { key, recoveryCodes: old } = await enroll(browser, t0);
    const refused = await auth.send(
      PATHS.regenerate,
      { code: wrongCode(totp(key, t0 + 30_000)) },
      { browser },
    );
    expect(refused.response.status).toBe(400);
    expect((await auth.send(PATHS.regenerate, {}, { browser })).body).toMatchObject({
      issues: [
        { path: 'code', message: 'Please enter a code from your authenticator app or a recovery code' },
      ],
    });

    const made = await auth.send(PATHS.regenerate, { code: totp(key, t0 + 30_000) }, { browser });
    expect(made.response.status).toBe(200);
    const answer = ZRecoveryCodesAnswer.parse(made.body);
    answer.recoveryCodes.forEach((code) => secrets.add(code));
    expect(answer.message).toBe(AUTH_ANSWERS.recoveryCodesRegenerated);
    expect(answer.recoveryCodes.filter((code) => old.includes(code))).toEqual([]);

    const step = await firstStep(email);
    expect(
      (await auth.send(PATHS.verify, { recoveryCode: old[0] }, { browser: step.browser })).response.status,
    ).toBe(400);
    expect(
      (await auth.send(PATHS.verify, { recoveryCode: answer.recoveryCodes[0] }, { browser: step.browser }))
        .response.status,
    ).toBe(200);
    const regenerated = (await auditEventsOf(userId)).find(
      (event) => event.action === 'settings.recovery-codes-regenerated',
    );
    expect(regenerated?.changes).toEqual([
      { field: 'recoveryCodesLeft', before: RECOVERY_CODE_COUNT, after: RECOVERY_CODE_COUNT },
    ]);
  });

  it('turns off only with a current code; then the admin signs in with the e-mailed code alone', async () => {
    const { email, userId, browser } = await signedInAdmin('disable');
    const t0 = Date.now();
    const { key, recoveryCodes } = await enroll(browser, t0);

    expect((await auth.send(PATHS.disable, {}, { browser })).response.status).toBe(400);
    const wrong = await auth.send(PATHS.disable, { code: wrongCode(totp(key, t0 + 30_000)) }, { browser });
    expect(wrong.response.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: AUTH_ANSWERS.invalidSecondFactor });
    expect((await statusOf(browser)).enabled).toBe(true);
    // The security form cannot switch it off either.
    const patched = await auth.send(
      pathOf(updateSecuritySettings),
      { twoFactorEnabled: false, sessionTimeout: '30' },
      { browser, method: 'PATCH' },
    );
    expect(patched.response.status).toBe(400);
    expect((await statusOf(browser)).enabled).toBe(true);

    const off = await auth.send(PATHS.disable, { recoveryCode: recoveryCodes[3] }, { browser });
    expect(off.response.status).toBe(200);
    expect(off.body).toEqual({
      success: true,
      message: AUTH_ANSWERS.twoFactorDisabled,
      twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
    });
    const stored = await ctx.mongo.collection('users').findOne({ email });
    expect(stored?.security?.twoFactorEnabled).toBe(false);
    expect(stored?.two_factor).toMatchObject({ secret: null, recovery_codes: [] });
    expect(
      (await auth.send(PATHS.disable, { code: totp(key, t0 + 30_000) }, { browser })).response.status,
    ).toBe(409);

    const plain = await firstStep(email);
    expect(plain.response.status).toBe(200);
    expect(plain.browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await auditEventsOf(userId)).map((event) => event.action)).toEqual([
      'settings.two-factor-enabled',
      'settings.two-factor-disabled',
    ]);
  });
});

describe('secrets stay out of logs and jobs', () => {
  it('logs no key, authenticator code or recovery code, and queues none', async () => {
    expect(secrets.size).toBeGreaterThan(20);
    const states = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
    const emailQueue = new Queue(QUEUES.email, { connection: { url: ctx.redisUrl }, prefix: QUEUE_PREFIX });
    const jobs = [...(await auditQueue.getJobs([...states])), ...(await emailQueue.getJobs([...states]))];
    await emailQueue.close();
    const haystack = [...logLines, ...jobs.map((job) => JSON.stringify(job.data))];
    for (const secret of secrets) {
      // A 6-digit code is looked for as a number of its own (a timestamp holds many 6-digit runs).
      const pattern = /^\d+$/.test(secret)
        ? new RegExp(`(?<!\\d)${secret}(?!\\d)`)
        : new RegExp(`${secret}|${secret.replace('-', '')}`, 'i');
      const hits = haystack.filter((line) => pattern.test(line));
      expect({ secret, hits }).toEqual({ secret, hits: [] });
    }
  });
});
