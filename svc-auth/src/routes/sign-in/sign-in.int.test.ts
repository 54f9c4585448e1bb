import { Writable } from 'node:stream';
import { Queue } from 'bullmq';
import { AUTH_ANSWERS } from '@gtm/contracts/auth';
import { SESSION_COOKIE, sessionKey, ZSessionRecord } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { createLogger } from '@gtm/service-kit/logger';
import { QUEUE_PREFIX } from '@gtm/service-kit/queue';
import { closeRedis, createCommandRedis } from '@gtm/service-kit/redis';
import { hashSessionId } from '@gtm/service-kit/session-id';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { freshEmail as fresh, openAuthTestApp } from '../../test-app.ts';
import type { TAuthMailTestApp, TAuthTestApp } from '../../test-app.ts';

/** Every log line of the apps and the worker under test, to prove no code reaches a log. */
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

let ctx: TTestContext;
let auth: TAuthMailTestApp;
// The mail harness of svc-auth's test app: the mailbox, and requests signed as the gateway would sign them.
let mailsTo: TAuthMailTestApp['mailsTo'];
let codeFor: TAuthMailTestApp['codeFor'];
let jar: TAuthMailTestApp['jar'];
let identityOf: TAuthMailTestApp['identityOf'];
let send: TAuthMailTestApp['send'];
let signIn: TAuthMailTestApp['signIn'];
const extraApps: TAuthTestApp[] = [];
const queues: Record<string, Queue> = {};

/** The e-mails to an address once `count` of them arrived (or whatever came within 5 s). */
const waitForMails = async (email: string, count: number) => {
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = await mailsTo(email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailsTo(email);
};

const jobsOf = async (queue: string) =>
  (queues[queue] ??= new Queue(queue, { connection: { url: ctx.redisUrl }, prefix: QUEUE_PREFIX })).getJobs([
    'completed',
    'failed',
    'waiting',
    'active',
    'delayed',
  ]);

beforeAll(async () => {
  auth = await openAuthTestApp({
    env: { AUTH_RESEND_COOLDOWN_SECONDS: '0', AUTH_IP_LIMIT: '10000' },
    log: captured,
    mail: true,
  });
  ({ ctx, mailsTo, codeFor, jar, identityOf, send, signIn } = auth);
  await ctx.redis.flushdb();
});

afterAll(async () => {
  await Promise.all(Object.values(queues).map((queue) => queue.close()));
  await ctx.redis.flushdb();
  await Promise.all([auth, ...extraApps].map((app) => app.close()));
});

describe('sign-in with an e-mailed code', () => {
  it('signs a candidate in with the code alone (pending cookie), in a fresh HttpOnly session', async () => {
    const email = fresh('cand');
    await auth.users.ensureAccount(email, 'candidate', 'Casey Candidate', 'SDR');
    const browser = jar();
    const requested = await send(
      '/api/candidate/auth/login-request',
      { email: email.toUpperCase() },
      { browser },
    );
    expect(requested.response.status).toBe(200);
    expect(requested.body).toEqual({ success: true, message: AUTH_ANSWERS.codeSent });
    const pendingLine = requested.response.headers
      .getSetCookie()
      .find((line) => line.startsWith('gtm_pending='));
    expect(pendingLine).toMatch(/HttpOnly/i);
    expect(pendingLine).toMatch(/SameSite=Lax/i);

    const code = await codeFor(email);
    const mail = (await mailsTo(email))[0];
    expect(mail?.body.text).toContain('Hello Casey Candidate,');
    expect(mail?.body.html).toContain(code);

    const verified = await send('/api/candidate/auth/verify-code', { code }, { browser });
    expect(verified.response.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      message: AUTH_ANSWERS.signedIn,
      user: { email, name: 'Casey Candidate', user_type: 'candidate', role: 'SDR', isCandidate: true },
    });
    const sessionLine = verified.response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(sessionLine).toMatch(/HttpOnly/i);
    expect(sessionLine).toMatch(/SameSite=Lax/i);
    expect(sessionLine).toMatch(/Path=\//);
    expect(sessionLine).not.toMatch(/Secure/i);
    const sessionId = browser.cookies.get(SESSION_COOKIE) as string;
    expect(Buffer.from(sessionId, 'base64url')).toHaveLength(32);
    expect(browser.cookies.has('gtm_pending')).toBe(false);

    const key = sessionKey(hashSessionId(sessionId));
    const record = ZSessionRecord.parse(JSON.parse((await ctx.redis.get(key)) as string));
    expect(record).toMatchObject({ kind: 'candidate', role: 'SDR', idleMinutes: 30 });
    const ttl = await ctx.redis.ttl(key);
    expect(ttl).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(ttl).toBeLessThanOrEqual(7 * 24 * 3600);

    const current = await send('/api/user', undefined, { browser, method: 'GET' });
    expect(current.body).toMatchObject({ email });

    const reused = await send('/api/candidate/auth/verify-code', { code, email });
    expect(reused.response.status).toBe(400);
    expect(reused.body).toMatchObject({ success: false, message: AUTH_ANSWERS.invalidCode });
  });

  it('stops a code after 5 wrong tries, even when the right code follows', async () => {
    const email = fresh('brute');
    await auth.users.ensureAccount(email, 'candidate', 'Brute Target');
    await send('/api/candidate/auth/login-request', { email });
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await send('/api/candidate/auth/verify-code', { code: wrong, email });
      expect(answer.response.status).toBe(400);
    }
    const right = await send('/api/candidate/auth/verify-code', { code, email });
    expect(right.response.status).toBe(400);
    expect(right.body).toMatchObject({ message: AUTH_ANSWERS.invalidCode });
    const stored = await ctx.mongo.collection('sign_in_codes').findOne({ email });
    expect(stored?.attempts).toBe(5);
  });

  it('counts concurrent wrong tries atomically', async () => {
    const email = fresh('race');
    await auth.users.ensureAccount(email, 'candidate', 'Race Target');
    await send('/api/candidate/auth/login-request', { email });
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(
      Array.from({ length: 12 }, () => send('/api/candidate/auth/verify-code', { code: wrong, email })),
    );
    expect((await ctx.mongo.collection('sign_in_codes').findOne({ email }))?.attempts).toBe(5);
    expect((await send('/api/candidate/auth/verify-code', { code, email })).response.status).toBe(400);
  });

  it('accepts only the latest code, and refuses an expired one', async () => {
    const email = fresh('latest');
    await auth.users.ensureAccount(email, 'employer', 'Erin Employer');
    const browser = jar();
    await send('/api/employer/auth/login-request', { email }, { browser });
    const first = await codeFor(email, 1);
    await send('/api/employer/auth/login-request', { email }, { browser });
    const second = await codeFor(email, 2);
    if (first !== second) {
      expect(
        (await send('/api/employer/auth/verify-code', { code: first }, { browser })).response.status,
      ).toBe(400);
    }
    await ctx.mongo
      .collection('sign_in_codes')
      .updateOne({ email }, { $set: { expiresAt: new Date(Date.now() - 1_000) } });
    expect(
      (await send('/api/employer/auth/verify-code', { code: second }, { browser })).response.status,
    ).toBe(400);

    await send('/api/employer/auth/login-request', { email }, { browser });
    const third = await codeFor(email, 3);
    expect((await send('/api/employer/auth/verify-code', { code: third }, { browser })).response.status).toBe(
      200,
    );
  });

  it('answers an unknown address and a wrong-kind address exactly like a known one, and mails nothing', async () => {
    const known = fresh('known');
    const admin = fresh('admin');
    const unknown = fresh('nobody');
    await auth.users.ensureAccount(known, 'candidate', 'Known');
    await auth.users.ensureAccount(admin, 'admin', 'Ad Min');
    const answers = await Promise.all(
      [known, unknown, admin].map((email) => send('/api/candidate/auth/login-request', { email })),
    );
    for (const answer of answers) {
      expect(answer.response.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: AUTH_ANSWERS.codeSent });
    }
    await codeFor(known);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await mailsTo(admin)).toHaveLength(0);
    const jobs = await jobsOf(QUEUES.email);
    expect(jobs.filter((job) => job.data.to === unknown).map((job) => job.data.template)).toEqual([
      'sign-in-unknown',
    ]);
  });

  it('keeps each path to its own kind: an admin signs in only through the admin path', async () => {
    const admin = fresh('boss');
    await auth.users.ensureAccount(admin, 'admin', 'Boss Admin');
    // The general path serves every kind: get a real code for the admin, then try it on the candidate path.
    await send('/api/auth/login-request', { email: admin });
    const code = await codeFor(admin);
    const onCandidatePath = await send('/api/candidate/auth/verify-code', { code, email: admin });
    expect(onCandidatePath.response.status).toBe(400);
    const onAdminPath = await send('/api/admin/auth/verify-code', { code, email: admin });
    expect(onAdminPath.response.status).toBe(200);
    expect(onAdminPath.body).toMatchObject({ user: { name: 'Boss Admin', isAdmin: true } });
  });

  it("keeps a live code, and its owner's limits, through requests on paths that send nothing", async () => {
    // The owner's limits as a real deployment sets them: a minute's cooldown and 3 codes an hour.
    const limited = await openAuthTestApp({
      env: { AUTH_RESEND_COOLDOWN_SECONDS: '60', AUTH_EMAIL_LIMIT: '3', AUTH_IP_LIMIT: '10000' },
      mail: true,
    });
    extraApps.push(limited);
    for (const [kind, ownPath] of [
      ['candidate', '/api/candidate/auth'],
      ['admin', '/api/admin/auth'],
    ] as const) {
      const email = fresh(`victim-${kind}`);
      await limited.users.ensureAccount(email, kind, 'Vic Tim');
      expect((await limited.send(`${ownPath}/login-request`, { email })).response.status).toBe(200);
      const code = await limited.codeFor(email);
      const stored = await ctx.mongo.collection('sign_in_codes').findOne({ email, purpose: 'sign-in' });
      // Paths that do not sign this kind in, from another client, as often as their own limits let them.
      const otherPaths = ['/api/admin/auth', '/api/employer/auth', '/api/candidate/auth'].filter(
        (path) => path !== ownPath,
      );
      for (const path of otherPaths) {
        for (let attempt = 0; attempt < 4; attempt += 1) {
          const answer = await limited.send(`${path}/login-request`, { email }, { ip: '2001:db8::66' });
          expect([200, 429]).toContain(answer.response.status);
        }
        const registration = await limited.send(
          '/api/candidate/auth/register',
          { email, name: 'Mallory' },
          { ip: '2001:db8::66' },
        );
        expect([200, 429, 404]).toContain(registration.response.status);
      }
      expect(await ctx.mongo.collection('sign_in_codes').findOne({ email, purpose: 'sign-in' })).toEqual(
        stored,
      );
      const signedIn = await limited.send(`${ownPath}/verify-code`, { code, email });
      expect(signedIn.response.status).toBe(200);
      expect(signedIn.body).toMatchObject({ success: true });
    }
  });

  it('never lets a sign-in code replace an account-deletion code, or the other way round', async () => {
    const email = fresh('two-purposes');
    await auth.users.ensureAccount(email, 'candidate', 'Two Purposes');
    const now = new Date();
    await auth.deps.codes.issue({
      email,
      purpose: 'delete-account',
      codeHash: 'h-delete',
      ttlMs: 60_000,
      now,
    });
    await auth.deps.codes.issue({ email, purpose: 'sign-in', codeHash: 'h-sign-in', ttlMs: 60_000, now });
    expect((await auth.deps.codes.find(email, 'delete-account'))?.codeHash).toBe('h-delete');
    expect((await auth.deps.codes.spendAttempt(email, 'sign-in'))?.codeHash).toBe('h-sign-in');
    expect(await auth.deps.codes.consume(email, 'delete-account', 'h-sign-in')).toBe(false);
    expect(await auth.deps.codes.consume(email, 'delete-account', 'h-delete')).toBe(true);
    expect(await auth.deps.codes.consume(email, 'sign-in', 'h-sign-in')).toBe(true);
  });

  it('validates with the spec messages', async () => {
    expect((await send('/api/candidate/auth/login-request', { email: 'nope' })).body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email',
    });
    expect((await send('/api/candidate/auth/verify-code', { code: '123' })).body).toMatchObject({
      message: 'Please enter the 6-digit code',
    });
    expect((await send('/api/candidate/auth/verify-code', { code: '1234567' })).body).toMatchObject({
      message: 'Code must be 6 digits',
    });
    expect((await send('/api/candidate/auth/register', { name: ' ', email: fresh('x') })).body).toMatchObject(
      {
        message: 'Full name is required',
      },
    );
    expect((await send('/api/employer/auth/verify-code', { code: '123456' })).body).toMatchObject({
      message: AUTH_ANSWERS.noPendingSignIn,
    });
  });
});

describe('the code stays secret', () => {
  it('never appears in job data, answers or log lines', async () => {
    const email = fresh('secret');
    await auth.users.ensureAccount(email, 'candidate', 'Secret Keeper');
    const browser = jar();
    const requested = await send('/api/candidate/auth/login-request', { email }, { browser });
    const code = await codeFor(email);
    const verified = await send('/api/candidate/auth/verify-code', { code }, { browser });
    const job = (await jobsOf(QUEUES.email)).find((entry) => entry.data.to === email);
    expect(job?.data.sealed).toBeDefined();
    const raw = await ctx.redis.hgetall(`${QUEUE_PREFIX}:${QUEUES.email}:${job?.id}`);
    expect(JSON.stringify(raw)).not.toContain(code);
    expect(JSON.stringify(requested.body) + JSON.stringify(verified.body)).not.toContain(code);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(code);
    expect(JSON.stringify(await ctx.mongo.collection('sign_in_codes').findOne({ email }))).not.toContain(
      code,
    );
  });
});

describe('rate limits', () => {
  it('answers 429 with a message and Retry-After for a resend inside the cooldown, known or not', async () => {
    const limited = await openAuthTestApp({ env: { AUTH_RESEND_COOLDOWN_SECONDS: '60' } });
    extraApps.push(limited);
    for (const email of [fresh('cool'), fresh('cool-unknown')]) {
      expect(
        (await send('/api/candidate/auth/login-request', { email }, { app: limited })).response.status,
      ).toBe(200);
      const again = await send('/api/candidate/auth/login-request', { email }, { app: limited });
      expect(again.response.status).toBe(429);
      expect(again.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(again.body.message).toMatch(/Please wait (59|60) seconds before requesting another/);
      expect(Number(again.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    }
  });

  it('limits sign-in requests per client IP and per e-mail', async () => {
    const limited = await openAuthTestApp({
      env: { AUTH_RESEND_COOLDOWN_SECONDS: '0', AUTH_IP_LIMIT: '3', AUTH_EMAIL_LIMIT: '2' },
    });
    extraApps.push(limited);
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await send(
            '/api/candidate/auth/verify-code',
            { code: '123456', email: fresh('ip') },
            { app: limited, ip },
          )
        ).response.status,
      ).toBe(400);
    }
    const blocked = await send(
      '/api/candidate/auth/verify-code',
      { code: '123456', email: fresh('ip') },
      { app: limited, ip },
    );
    expect(blocked.response.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many sign-in attempts\. Please try again in \d+ minutes\./);

    const email = fresh('per-email');
    expect(
      (await send('/api/candidate/auth/login-request', { email }, { app: limited, ip: '198.51.100.8' }))
        .response.status,
    ).toBe(200);
    expect(
      (await send('/api/candidate/auth/login-request', { email }, { app: limited, ip: '198.51.100.9' }))
        .response.status,
    ).toBe(200);
    const third = await send(
      '/api/candidate/auth/login-request',
      { email },
      { app: limited, ip: '198.51.100.10' },
    );
    expect(third.response.status).toBe(429);
    expect(third.body.message).toMatch(/Too many codes requested for this email/);
  });

  it('answers a clear 503 at once when Redis is down', async () => {
    const deadRedis = createCommandRedis('redis://127.0.0.1:1', { name: 'dead', log: ctx.log });
    const broken = await openAuthTestApp({ redis: deadRedis });
    extraApps.push(broken);
    const startedAt = Date.now();
    const answer = await send('/api/candidate/auth/login-request', { email: fresh('down') }, { app: broken });
    expect(answer.response.status).toBe(503);
    expect(answer.body).toMatchObject({
      success: false,
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/temporarily unavailable/),
    });
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    await closeRedis(deadRedis);
  });
});

describe('sessions', () => {
  it('rotates the session at sign-in and revokes it at logout', async () => {
    const email = fresh('rotate');
    await auth.users.ensureAccount(email, 'candidate', 'Rota Tion');
    const first = await signIn('candidate', email);
    const firstId = first.browser.cookies.get(SESSION_COOKIE) as string;
    await send('/api/candidate/auth/login-request', { email }, { browser: first.browser });
    const code = await codeFor(email, 2);
    await send('/api/candidate/auth/verify-code', { code }, { browser: first.browser });
    const secondId = first.browser.cookies.get(SESSION_COOKIE) as string;
    expect(secondId).not.toBe(firstId);
    expect(await ctx.redis.exists(sessionKey(hashSessionId(firstId)))).toBe(0);
    expect(await ctx.redis.exists(sessionKey(hashSessionId(secondId)))).toBe(1);

    const out = await send('/api/auth/logout', {}, { browser: first.browser });
    expect(out.body).toEqual({ success: true, message: AUTH_ANSWERS.loggedOut });
    expect(out.response.headers.getSetCookie().join()).toMatch(
      new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`, 'i'),
    );
    expect(await ctx.redis.exists(sessionKey(hashSessionId(secondId)))).toBe(0);
    expect(first.browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('registration', () => {
  it('registers a candidate and tells svc-candidates through its queue', async () => {
    const email = fresh('newbie');
    const browser = jar();
    const registered = await send('/api/candidate/auth/register', { name: 'New Bie', email }, { browser });
    expect(registered.body).toEqual({ success: true, message: AUTH_ANSWERS.codeSent });
    const code = await codeFor(email);
    expect((await mailsTo(email))[0]?.body.text).toMatch(/complete your .* registration/);
    // A registration code does not sign in, and a sign-in path does not register.
    expect((await send('/api/candidate/auth/verify-code', { code, email })).response.status).toBe(400);
    const verified = await send(
      '/api/auth/verify-registration',
      { code, email, name: 'New Bie' },
      { browser },
    );
    expect(verified.response.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      message: AUTH_ANSWERS.registered,
      user: { email, name: 'New Bie', user_type: 'candidate', role: null },
    });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    const events = (await jobsOf(QUEUES.accountEvents)).filter((job) => job.data.email === email);
    expect(events.map((job) => job.data.type)).toEqual(['candidate.registered']);
    expect(events[0]?.id).toBe(events[0]?.data.eventId);
  });

  it('registers an employer with a company from the code alone, and reports each sign-in', async () => {
    const email = fresh('hiring');
    const browser = jar();
    await send(
      '/api/employer/auth/register',
      { name: 'Hi Ring', email, user_type: 'client', company: 'Acme' },
      { browser },
    );
    const code = await codeFor(email);
    const verified = await send('/api/employer/auth/verify-registration', { code }, { browser });
    expect(verified.body).toMatchObject({ user: { user_type: 'employer', company: 'Acme' } });
    await signIn('employer', email);
    const types = (await jobsOf(QUEUES.clientAccountEvents))
      .filter((job) => job.data.email === email)
      .map((job) => job.data.type)
      .sort();
    expect(types).toEqual(['employer.registered', 'employer.signed-in']);
  });

  it('sends no code to an address that already has an account, with the same answer', async () => {
    const email = fresh('exists');
    await auth.users.ensureAccount(email, 'candidate', 'Already Here');
    const browser = jar();
    const again = await send('/api/candidate/auth/register', { name: 'Someone Else', email }, { browser });
    expect(again.body).toEqual({ success: true, message: AUTH_ANSWERS.codeSent });
    // The same pending cookie as a new address gets.
    expect(browser.cookies.has('gtm_pending')).toBe(true);
    const mails = await waitForMails(email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Someone tried to register with your GTM Combine address');
    expect(mails[0]?.body.text).toContain('Hello Already Here,');
    expect(mails[0]?.body.text).not.toMatch(/\b\d{6}\b/);
  });

  it('keeps a live sign-in code through a registration attempt on its address, and tells the owner once an hour', async () => {
    const email = fresh('kept');
    await auth.users.ensureAccount(email, 'candidate', 'Kept Code');
    const owner = jar();
    await send('/api/candidate/auth/login-request', { email }, { browser: owner });
    const code = await codeFor(email);
    // A stranger tries to register the address, twice, as a candidate and as an employer.
    await send('/api/candidate/auth/register', { name: 'Stran Ger', email });
    await send('/api/employer/auth/register', { name: 'Stran Ger', email, company: 'Acme Analytics' });
    const stranger = await send('/api/candidate/auth/verify-registration', { code, email });
    expect(stranger.response.status).toBe(400);
    // The owner's code still signs them in.
    const verified = await send('/api/candidate/auth/verify-code', { code }, { browser: owner });
    expect(verified.response.status).toBe(200);
    expect(verified.body).toMatchObject({ message: AUTH_ANSWERS.signedIn, user: { email } });
    // One sign-in code e-mail and one notice: the second attempt within the hour sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = (await mailsTo(email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'Someone tried to register with your GTM Combine address',
      'Your GTM Combine verification code',
    ]);
  });
});

describe('account settings', () => {
  it('saves notifications, security (also on the live session), profile and the candidate role', async () => {
    const email = fresh('settings');
    await auth.users.ensureAccount(email, 'candidate', 'Set Tings');
    const { browser } = await signIn('candidate', email);
    const sessionId = browser.cookies.get(SESSION_COOKIE) as string;
    const patch = (path: string, body: unknown) => send(path, body, { browser, method: 'PATCH' });

    expect(
      (
        await patch('/api/user/notifications', {
          emailNotifications: false,
          newCandidateAlerts: true,
          marketingEmails: true,
        })
      ).body,
    ).toMatchObject({ success: true, notifications: { emailNotifications: false, marketingEmails: true } });
    expect(
      (await patch('/api/user/security', { twoFactorEnabled: false, sessionTimeout: '45' })).body,
    ).toMatchObject({
      success: true,
      security: { twoFactorEnabled: false, sessionTimeout: '45' },
    });
    const record = ZSessionRecord.parse(
      JSON.parse((await ctx.redis.get(sessionKey(hashSessionId(sessionId)))) as string),
    );
    expect(record.idleMinutes).toBe(45);
    expect(
      (await patch('/api/user/security', { twoFactorEnabled: false, sessionTimeout: '1' })).response.status,
    ).toBe(400);

    const profile = await patch('/api/user', { name: 'Set Tings Two', email, company: 'Acme', bio: 'Hello' });
    expect(profile.body).toMatchObject({
      success: true,
      user: { name: 'Set Tings Two', company: 'Acme', bio: 'Hello' },
    });
    const otherEmail = await patch('/api/user', { name: 'Set Tings', email: fresh('other') });
    expect(otherEmail.response.status).toBe(400);

    const role = await send('/api/candidate/role-selection', { role: 'AE' }, { browser });
    expect(role.body).toMatchObject({ success: true, user: { role: 'AE' } });
    expect((await identityOf(browser)).role).toBe('AE');
    expect((await send('/api/candidate/role-selection', { role: 'CEO' }, { browser })).body).toMatchObject({
      message: 'Please select a role',
    });
  });
});
