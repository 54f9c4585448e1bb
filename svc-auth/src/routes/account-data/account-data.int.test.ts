import { ACCOUNT_DATA_ANSWERS, ZDataExportPart } from '@gtm/contracts/account-data';
import { AUTH_ANSWERS } from '@gtm/contracts/auth';
import { SESSION_COOKIE, sessionKey } from '@gtm/contracts/identity';
import { openAuthTestApp } from '../../test-app.ts';
import type { TAuthMailTestApp, TCookieJar } from '../../test-app.ts';
import { ACCOUNT_DELETED_ATTEMPTS } from '@gtm/service-kit/outbox-messages';
import { hashSessionId } from '@gtm/service-kit/session-id';
import { randomUUID } from 'node:crypto';
import { erasureKey, ERASURES } from '@gtm/contracts/erasure';
import { ZAuditLogQuery } from '@gtm/contracts/operations/audit-log';
import { ERASED_PERSON } from '@gtm/service-kit/erased-person';
import { escapeRegex } from '@gtm/service-kit/text-search';
import { ERASED_LABEL } from '../audit-log/audit-log.repository.ts';

/**
 * The signed-in user's own data against MongoDB, Redis, the queues and the mail round trip: the export, and the
 * account's deletion confirmed by an e-mailed code.
 */
let auth: TAuthMailTestApp;

beforeAll(async () => {
  auth = await openAuthTestApp({
    env: { AUTH_RESEND_COOLDOWN_SECONDS: '0', AUTH_IP_LIMIT: '10000' },
    mail: true,
  });
});

afterAll(async () => {
  await auth?.close();
});

/** Registers a candidate through the mailbox and answers the browser and its user id. */
const registerCandidate = async (label: string, name = 'Del Ete') => {
  const email = auth.fresh(label);
  const browser = auth.jar();
  await auth.send('/api/candidate/auth/register', { name, email }, { browser });
  const { body } = await auth.send(
    '/api/candidate/auth/verify-registration',
    { code: await auth.codeFor(email) },
    { browser },
  );
  const userId = (body.user as { id: string }).id;
  return { email, browser, userId };
};

/** Asks for a deletion code and reads it from the mailbox (the `count`th message to `email`). */
const deletionCode = async (email: string, browser: TCookieJar, count: number) => {
  const { response, body } = await auth.send('/api/user/account-deletion/request', {}, { browser });
  expect(response.status).toBe(200);
  expect(body).toEqual({ success: true, message: ACCOUNT_DATA_ANSWERS.deletionCodeSent });
  return auth.codeFor(email, count);
};

const confirm = (code: string, browser: TCookieJar) =>
  auth.send('/api/user/account-deletion/confirm', { code }, { browser });

const deletedJobs = (userId: string) =>
  Promise.all([
    auth.queues.candidateEvents.getJob(`account.deleted.${userId}`),
    auth.queues.clientEvents.getJob(`account.deleted.${userId}`),
  ]);

describe('account data export', () => {
  it("answers svc-auth's part: the account as stored, no code hashes, sessions or secrets", async () => {
    const { email, browser, userId } = await registerCandidate('export');
    const { response, body } = await auth.send('/api/user/data-export/account', undefined, {
      browser,
      method: 'GET',
    });
    expect(response.status).toBe(200);
    const part = ZDataExportPart.parse(body);
    expect(part.service).toBe('svc-auth');
    expect(Date.parse(part.exportedAt)).not.toBeNaN();
    expect(part.data.account).toEqual({
      id: userId,
      name: 'Del Ete',
      email,
      user_type: 'candidate',
      role: null,
      company: null,
      bio: null,
      notifications: { emailNotifications: true, newCandidateAlerts: true, marketingEmails: false },
      security: { twoFactorEnabled: false, sessionTimeout: 30 },
      createdAt: expect.any(String) as unknown,
      updatedAt: expect.any(String) as unknown,
    });
    const text = JSON.stringify(body);
    const sessionId = browser.cookies.get(SESSION_COOKIE) ?? 'none';
    for (const secret of ['codeHash', 'sealed', sessionId, hashSessionId(sessionId), 'name_changed_at']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers 401 without a session', async () => {
    const { response } = await auth.send('/api/user/data-export/account', undefined, { method: 'GET' });
    expect(response.status).toBe(401);
  });
});

describe('account deletion', () => {
  it('e-mails a code that says what it does and that ignoring it keeps the account', async () => {
    const { email, browser } = await registerCandidate('mail');
    await deletionCode(email, browser, 2);
    const messages = await auth.mailsTo(email);
    const last = messages[messages.length - 1];
    expect(last?.subject).toBe('Your code to delete your GTM Combine account');
    expect(last?.body.text).toMatch(/Your code to delete your GTM Combine account is:\n\d{6}/);
    expect(last?.body.text).toContain('If you did not ask for it, ignore this email: your account stays.');
  });

  it('refuses a wrong code and a sign-in code with 400, deleting nothing; a deletion code signs nobody in', async () => {
    const { email, browser, userId } = await registerCandidate('refused');
    const code = await deletionCode(email, browser, 2);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await confirm(wrong, browser);
    expect(refused.response.status).toBe(400);
    expect(refused.body.message).toBe(AUTH_ANSWERS.invalidCode);

    // The deletion code does not sign in...
    const other = auth.jar();
    const signIn = await auth.send('/api/candidate/auth/verify-code', { email, code }, { browser: other });
    expect(signIn.response.status).toBe(400);
    expect(other.cookies.has(SESSION_COOKIE)).toBe(false);

    // ...and a sign-in code (kept apart from the pending deletion code) does not delete.
    await auth.send('/api/candidate/auth/login-request', { email }, { browser: other });
    const signInCode = await auth.codeFor(email, 3);
    const withSignInCode = await confirm(signInCode, browser);
    expect(withSignInCode.response.status).toBe(400);

    expect(await auth.users.findById(userId)).not.toBeNull();
    expect((await auth.identityOf(browser)).kind).toBe('candidate');
    expect(await deletedJobs(userId)).toEqual([undefined, undefined]);
  });

  it('deletes with the right code: the account, every session, the cookie; publishes account.deleted once', async () => {
    const { email, browser, userId } = await registerCandidate('deleted');
    // A second and a third session of the same account (other browsers).
    const second = (await auth.signIn('candidate', email)).browser;
    const third = (await auth.signIn('candidate', email)).browser;
    expect(await auth.deps.sessions.sessionsOf(userId)).toHaveLength(3);

    const code = await deletionCode(email, browser, 4);
    const { response, body } = await confirm(code, browser);
    expect(response.status).toBe(200);
    expect(body).toEqual({ success: true, message: ACCOUNT_DATA_ANSWERS.accountDeleted });
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`, 'i'),
    );

    expect(await auth.users.findById(userId)).toBeNull();
    expect(await auth.users.findByEmail(email)).toBeNull();
    expect(await auth.deps.codes.find(email, 'delete-account')).toBeNull();
    expect(await auth.deps.sessions.sessionsOf(userId)).toEqual([]);
    for (const jar of [browser, second, third]) {
      const sessionId = jar.cookies.get(SESSION_COOKIE);
      if (sessionId) expect(await auth.ctx.redis.get(sessionKey(hashSessionId(sessionId)))).toBeNull();
      expect((await auth.identityOf(jar)).kind).toBe('anonymous');
    }

    const jobs = await deletedJobs(userId);
    for (const job of jobs) {
      expect(job?.data).toMatchObject({
        eventId: `account.deleted.${userId}`,
        type: 'account.deleted',
        userId,
        kind: 'candidate',
      });
      expect(job?.opts.attempts).toBe(ACCOUNT_DELETED_ATTEMPTS);
    }

    // Asked again (a double click, a replayed request): no session any more.
    const again = await confirm(code, browser);
    expect(again.response.status).toBe(401);
    const fromSecond = await confirm(code, second);
    expect(fromSecond.response.status).toBe(401);
    await Promise.all(jobs.map((job) => job?.remove()));
  });

  it('takes effect before it answers: a tombstone every reader hears, and the audit log without the name', async () => {
    const name = `Zephyrine Quill${Date.now().toString(36)}`;
    const { email, browser, userId } = await registerCandidate('erased', name);
    const entry = (target: {
      type: 'candidate-registration' | 'one-pager' | 'admin';
      id: string;
      label: string;
    }) => ({
      id: randomUUID(),
      at: new Date().toISOString(),
      actorId: 'admin-1',
      action: 'candidate.updated' as const,
      target,
      changes: [{ field: 'name', before: target.label, after: 'x' }],
    });
    const about = entry({ type: 'candidate-registration', id: userId, label: name });
    const naming = entry({ type: 'one-pager', id: 'one-pager-1', label: `${name.toUpperCase()} - SDR` });
    const other = entry({ type: 'admin', id: 'admin-2', label: 'Another Person' });
    // Whatever the action: a one-pager's creation names her in its content and its texts (the first name alone
    // in its summary), under a label that does not; an entry holds her e-mail only.
    const [first] = name.split(' ');
    const created = {
      ...entry({ type: 'one-pager', id: 'one-pager-2', label: 'Enterprise AE' }),
      action: 'one-pager.created' as const,
      changes: [
        { field: 'title', after: 'Enterprise AE' },
        { field: 'content.name', after: name },
        {
          field: 'summary',
          after: `${first} closed the largest deal of 2025.\nAsk ${first?.toLowerCase()}.`,
        },
        { field: 'content.achievements', after: [`Ranked #1 (${name})`, 'President’s Club'] },
        { field: 'content.quota', after: null },
      ],
    };
    const mailed = {
      ...entry({ type: 'admin', id: 'admin-3', label: 'Invitations' }),
      changes: [{ field: 'to', after: `Sent to ${email.toUpperCase()} and ${first}s-team@example.com` }],
    };
    for (const event of [about, naming, other, created, mailed]) await auth.deps.auditLog.append(event);
    const search = (term: string) =>
      auth.deps.auditLog.list(ZAuditLogQuery.parse({ search: term, pageSize: '100' }));
    expect((await search(name)).total).toBe(2);

    // Someone listening as svc-candidates does: the announcement arrives before the answer does.
    const listener = auth.ctx.redis.duplicate({ enableOfflineQueue: true });
    const heard: string[] = [];
    try {
      await listener.subscribe(ERASURES.channel);
      listener.on('message', (_channel: string, erased: string) => heard.push(erased));
      const code = await deletionCode(email, browser, 2);
      const pending = confirm(code, browser);
      const { response } = await pending;
      expect(response.status).toBe(200);
      expect(Number(await auth.ctx.redis.ttl(erasureKey(userId)))).toBeGreaterThan(ERASURES.ttlSeconds - 60);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toContain(userId);
    } finally {
      listener.disconnect();
    }

    expect((await search(name)).total).toBe(0);
    for (const part of name.split(' '))
      expect((await search(part)).items.map((item) => item._id)).not.toContain(about.id);
    const byId = async (id: string) =>
      (await auth.deps.auditLog.list(ZAuditLogQuery.parse({ pageSize: '100' }))).items.find(
        (item) => item._id === id,
      );
    expect(await byId(about.id)).toMatchObject({
      actorId: 'admin-1',
      action: 'candidate.updated',
      target: { type: 'candidate-registration', id: userId, label: ERASED_LABEL },
      changes: [{ field: 'name', before: ERASED_LABEL, after: 'x' }],
    });
    expect((await byId(naming.id))?.target.label).toBe(`${ERASED_LABEL} - SDR`);
    expect((await byId(other.id))?.target.label).toBe('Another Person');
    expect(await byId(created.id)).toMatchObject({
      action: 'one-pager.created',
      target: { type: 'one-pager', id: 'one-pager-2', label: 'Enterprise AE' },
      changes: [
        { field: 'title', after: 'Enterprise AE' },
        { field: 'content.name', after: ERASED_LABEL },
        { field: 'summary', after: `${ERASED_LABEL} closed the largest deal of 2025.\nAsk ${ERASED_LABEL}.` },
        { field: 'content.achievements', after: [`Ranked #1 (${ERASED_LABEL})`, 'President’s Club'] },
        { field: 'content.quota', after: null },
      ],
    });
    // A word that only contains the first name ("...s-team") is another word: it stays.
    expect((await byId(mailed.id))?.changes).toEqual([
      { field: 'to', after: `Sent to ${ERASED_PERSON.email} and ${first}s-team@example.com` },
    ]);
    // No entry of the newest 100 holds her name, a part of it (as a word) or her e-mail any more.
    const newest = JSON.stringify(
      (await auth.deps.auditLog.list(ZAuditLogQuery.parse({ pageSize: '100' }))).items,
    ).toLowerCase();
    for (const trace of [name, ...name.split(' '), email])
      expect(newest).not.toMatch(new RegExp(`(^|[^a-z0-9])${escapeRegex(trace.toLowerCase())}([^a-z0-9]|$)`));
  });

  it('is rate-limited like code requests: 429 past the e-mail window', async () => {
    const limited = await openAuthTestApp({
      env: { AUTH_RESEND_COOLDOWN_SECONDS: '60', AUTH_IP_LIMIT: '10000' },
      mail: true,
    });
    try {
      const email = limited.fresh('limited');
      const browser = limited.jar();
      await limited.send('/api/candidate/auth/register', { name: 'Lim Ited', email }, { browser });
      await limited.send(
        '/api/candidate/auth/verify-registration',
        { code: await limited.codeFor(email) },
        { browser },
      );
      // The sign-in code's cooldown does not hold back the first deletion code; the second waits.
      const first = await limited.send('/api/user/account-deletion/request', {}, { browser });
      expect(first.response.status).toBe(200);
      const second = await limited.send('/api/user/account-deletion/request', {}, { browser });
      expect(second.response.status).toBe(429);
      expect(second.response.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
