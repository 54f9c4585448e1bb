import { Queue } from 'bullmq';
import { Types } from 'mongoose';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import { ZApiError } from '@gtm/contracts/api-errors';
import type { TAuditEvent } from '@gtm/contracts/audit';
import type { TIdentity } from '@gtm/contracts/identity';
import { PATHS } from '@gtm/contracts/paths';
import { QUEUES } from '@gtm/contracts/queues';
import { CANDIDATE_ADMIN_ANSWERS, ZCandidateInviteAnswer } from '@gtm/contracts/talent';
import { QUEUE_PREFIX } from '@gtm/service-kit/queue';
import { freshEmail, openAuthTestApp } from '../../test-app.ts';
import type { TAuthMailTestApp } from '../../test-app.ts';

let auth: TAuthMailTestApp;
let auditQueue: Queue<TAuditEvent>;
let candidateEvents: Queue<TAccountEvent>;

beforeAll(async () => {
  auth = await openAuthTestApp({ mail: true });
  const connection = { url: auth.ctx.redisUrl };
  auditQueue = new Queue(QUEUES.auditEvents, { connection, prefix: QUEUE_PREFIX });
  candidateEvents = new Queue(QUEUES.accountEvents, { connection, prefix: QUEUE_PREFIX });
});
afterAll(async () => {
  await auditQueue.close();
  await candidateEvents.close();
  await auth.close();
});

const ADMIN: TIdentity = { kind: 'admin', userId: new Types.ObjectId().toString(), role: null };
const invite = (body: unknown, identity: TIdentity = ADMIN) =>
  auth.client.request('POST', '/api/admin/candidate-invitations', { identity, body });
const jobsOf = async <T>(queue: Queue<T>) =>
  (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).map((job) => job.data);

describe('POST /api/admin/candidate-invitations', () => {
  it('creates the candidate account, announces it, e-mails a sign-in link and audits the invitation', async () => {
    const email = freshEmail('invited');
    const response = await invite({ name: '  Ivy Invited ', email: email.toUpperCase() });
    expect(response.status).toBe(201);
    const answer = ZCandidateInviteAnswer.parse(await response.json());
    expect(answer).toMatchObject({
      message: CANDIDATE_ADMIN_ANSWERS.invitationSent,
      user: { name: 'Ivy Invited', email },
    });
    const { userId } = answer.user;
    expect(await auth.users.findById(userId)).toMatchObject({ user_type: 'candidate', email, role: null });

    const registered = (await jobsOf(candidateEvents)).filter((event) => event.userId === userId);
    expect(registered).toEqual([
      expect.objectContaining({ type: 'candidate.registered', email, name: 'Ivy Invited' }),
    ]);

    for (let tries = 0; tries < 200 && (await auth.mailsTo(email)).length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [mail] = await auth.mailsTo(email);
    expect(mail!.subject).toMatch(/invited/i);
    expect(mail!.body.text).toContain('Hello Ivy Invited,');
    expect(mail!.body.text).toContain(`http://localhost:8080${PATHS.candidateAuth}?signin=true`);

    const audited = (await jobsOf(auditQueue)).filter((event) => event.target.id === userId);
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'candidate.invited',
        actorId: ADMIN.userId,
        target: { type: 'candidate-registration', id: userId, label: 'Ivy Invited' },
      }),
    ]);

    // The invited candidate signs in with the e-mailed code like anyone else.
    const signedIn = await auth.signIn('candidate', email);
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email, name: 'Ivy Invited' });
  });

  it('refuses an e-mail that has an account (409) without sending or announcing anything', async () => {
    const email = freshEmail('existing');
    await auth.users.create({ email, kind: 'employer', name: 'Earlier Account' });
    const response = await invite({ name: 'Second Try', email });
    expect(response.status).toBe(409);
    const error = ZApiError.parse(await response.json());
    expect(error.message).toBe(CANDIDATE_ADMIN_ANSWERS.accountExists);
    expect(error.issues).toEqual([{ path: 'email', message: CANDIDATE_ADMIN_ANSWERS.accountExists }]);
    expect(
      (await jobsOf(candidateEvents)).filter((event) => 'email' in event && event.email === email),
    ).toEqual([]);
    expect(await auth.users.findByEmail(email)).toMatchObject({
      user_type: 'employer',
      name: 'Earlier Account',
    });
  });

  it.each([
    [{ name: '', email: 'ok@example.test' }, 'name', 'Full name is required'],
    [{ name: 'No Mail', email: 'not-an-email' }, 'email', 'Please enter a valid email'],
    [{ name: 'No Mail' }, 'email', undefined],
    [{ name: 'x'.repeat(201), email: 'long@example.test' }, 'name', undefined],
  ])('refuses %j with a 400 and creates nothing', async (body, field, message) => {
    const before = await auth.users.count();
    const response = await invite(body);
    expect(response.status).toBe(400);
    const error = ZApiError.parse(await response.json());
    expect(error.issues?.map((issue) => issue.path)).toContain(field);
    if (message) expect(error.message).toBe(message);
    expect(await auth.users.count()).toBe(before);
  });

  it('is for admins only', async () => {
    const candidate: TIdentity = { kind: 'candidate', userId: new Types.ObjectId().toString(), role: 'SDR' };
    expect((await invite({ name: 'Nope', email: freshEmail('nope') }, candidate)).status).toBe(403);
  });
});
