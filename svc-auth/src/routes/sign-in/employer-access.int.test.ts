import type { TAuthAccountEvent } from '@gtm/contracts/account-events';
import { AUTH_ANSWERS } from '@gtm/contracts/auth';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { SESSION_COOKIE, sessionKey } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { hashSessionId } from '@gtm/service-kit/session-id';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import { freshEmail, openAuthTestApp } from '../../test-app.ts';
import type { TAuthMailTestApp } from '../../test-app.ts';

/**
 * An employer whose access svc-clients ended (`employer.access-changed` on the auth-account-events queue, as
 * svc-clients publishes it): their sessions end, a right code signs them in no more; enabled again, it does.
 */
let auth: TAuthMailTestApp;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
let serial = 0;

const accessChanged = (userId: string, enabled: boolean, at: number): TAuthAccountEvent => ({
  eventId: `employer.access-changed.test-${Date.now()}-${(serial += 1)}`,
  type: 'employer.access-changed',
  userId,
  enabled,
  at,
});
const settle = (event: TAuthAccountEvent) =>
  driver.settle(event.type, event, { jobId: event.eventId, attempts: 2 });

beforeAll(async () => {
  auth = await openAuthTestApp({
    env: { AUTH_RESEND_COOLDOWN_SECONDS: '0', AUTH_IP_LIMIT: '10000' },
    mail: true,
  });
  driver = await openQueueDriver(QUEUES.authAccountEvents, auth.ctx);
  await auth.startAccountEventsWorker();
});
afterAll(async () => {
  await auth.close();
  await driver.close();
});

describe('an employer whose access svc-clients ended', () => {
  it('loses every session and cannot sign in; an older change arriving late changes nothing; enabled, signs in', async () => {
    const email = freshEmail('revoked');
    await auth.users.create({ email, kind: 'employer', name: 'Rev Oked', company: 'Acme' });
    const userId = (await auth.users.findByEmail(email))!._id.toString();
    const first = await auth.signIn('employer', email);
    const second = await auth.signIn('employer', email);
    expect(first.response.status).toBe(200);
    const sessionIds = [first, second].map((one) => one.browser.cookies.get(SESSION_COOKIE) as string);
    for (const id of sessionIds) expect(await auth.ctx.redis.exists(sessionKey(hashSessionId(id)))).toBe(1);

    const disabledAt = Date.now();
    const disabled = await settle(accessChanged(userId, false, disabledAt));
    expect(disabled?.returnvalue).toEqual({ applied: true, outcome: 'disabled' });
    for (const id of sessionIds) expect(await auth.ctx.redis.exists(sessionKey(hashSessionId(id)))).toBe(0);
    expect(await auth.users.findById(userId)).toMatchObject({ disabled: true });

    // The code request answers as always; the right code is refused in words, and no session starts.
    const browser = auth.jar();
    const delivered = (await auth.mailsTo(email)).length;
    const requested = await auth.send('/api/employer/auth/login-request', { email }, { browser });
    expect(requested.response.status).toBe(200);
    expect(requested.body).toEqual({ success: true, message: AUTH_ANSWERS.codeSent });
    const code = await auth.codeFor(email, delivered + 1);
    const refused = await auth.send('/api/employer/auth/verify-code', { code }, { browser });
    expect(refused.response.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: EMPLOYER_ANSWERS.accessRevoked });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await auth.deps.sessions.sessionsOf(userId)).toEqual([]);
    // The code is spent.
    const again = await auth.send('/api/employer/auth/verify-code', { code }, { browser });
    expect(again.response.status).toBe(400);

    // An enabling older than the disabling (events may arrive out of order) changes nothing.
    const stale = await settle(accessChanged(userId, true, disabledAt - 1_000));
    expect(stale?.returnvalue).toEqual({ applied: true, outcome: 'stale' });
    expect((await auth.signIn('employer', email)).response.status).toBe(403);

    const enabled = await settle(accessChanged(userId, true, disabledAt + 1_000));
    expect(enabled?.returnvalue).toEqual({ applied: true, outcome: 'enabled' });
    const back = await auth.signIn('employer', email);
    expect(back.response.status).toBe(200);
    expect(back.body.user).toMatchObject({ email, user_type: 'employer' });
  });

  it('changes nothing for an account that is not an employer, or is gone', async () => {
    const email = freshEmail('candidate');
    await auth.users.create({ email, kind: 'candidate', name: 'Can Didate' });
    const userId = (await auth.users.findByEmail(email))!._id.toString();
    expect((await settle(accessChanged(userId, false, Date.now())))?.returnvalue).toEqual({
      applied: true,
      outcome: 'unknown',
    });
    expect(await auth.users.findById(userId)).toMatchObject({ disabled: false });
    expect((await settle(accessChanged('665f1c0ffee00000000000ee', false, Date.now())))?.returnvalue).toEqual(
      { applied: true, outcome: 'unknown' },
    );
  });
});
