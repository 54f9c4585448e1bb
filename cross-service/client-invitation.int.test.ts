import { Types } from 'mongoose';
import { ZApiError } from '@gtm/contracts/api-errors';
import { CLIENT_ANSWERS, ZClientUserInviteAnswer } from '@gtm/contracts/clients';
import type { TIdentity } from '@gtm/contracts/identity';
import { startHttpServer } from '@gtm/service-kit/serve';
import type { THttpServer } from '@gtm/service-kit/serve';
import { freshEmail, openAuthTestApp } from '../svc-auth/src/test-app.ts';
import type { TAuthMailTestApp } from '../svc-auth/src/test-app.ts';
import { openClientsTestApp } from '../svc-clients/src/test-app.ts';
import type { TClientsTestApp } from '../svc-clients/src/test-app.ts';

/**
 * An admin invites a client user (svc-auth), which reads the company from a real svc-clients on a free port as
 * that admin; the account's registration reaches svc-clients through its queue and links the client user.
 */
let auth: TAuthMailTestApp;
let clients: TClientsTestApp;
let server: THttpServer;
let companyId: string;
let deletedId: string;

const ADMIN: TIdentity = { kind: 'admin', userId: new Types.ObjectId().toString(), role: null };
const invite = (body: unknown, identity: TIdentity = ADMIN) =>
  auth.client.request('POST', '/api/admin/client-user-invitations', { identity, body });

beforeAll(async () => {
  [auth, clients] = await Promise.all([openAuthTestApp({ mail: true }), openClientsTestApp()]);
  server = await startHttpServer({ fetch: clients.app.fetch, port: 0 });
  await auth.useClients(`http://127.0.0.1:${server.port}`);
  await clients.seedDemo();
  const ids = await clients.companies.idsByName(['Harbor Logistics', 'Granite Security']);
  companyId = ids.get('Harbor Logistics') as string;
  deletedId = ids.get('Granite Security') as string;
});
afterAll(async () => {
  await server?.stop(1_000);
  await clients?.close();
  await auth?.close();
});

describe('POST /api/admin/client-user-invitations', () => {
  it('creates the employer account in the company, links its client user, e-mails the sign-in link, audits', async () => {
    const consumer = await clients.startAccountEventsWorker();
    const email = freshEmail('invited-client');
    const response = await invite({ name: ' Iris Invited ', email, clientCompanyId: companyId });
    expect(response.status).toBe(201);
    const answer = ZClientUserInviteAnswer.parse(await response.json());
    expect(answer).toEqual({
      success: true,
      message: CLIENT_ANSWERS.invitationSent,
      user: { userId: expect.any(String), name: 'Iris Invited', email, clientCompanyId: companyId },
    });
    const { userId } = answer.user;
    expect(await auth.users.findById(userId)).toMatchObject({
      user_type: 'employer',
      company: 'Harbor Logistics',
    });

    let linked = await clients.users.findByUserId(userId);
    for (let tries = 0; tries < 100 && linked === null; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      linked = await clients.users.findByUserId(userId);
    }
    expect(linked).toMatchObject({ email, name: 'Iris Invited', is_enabled: true });
    expect(linked?.clientCompanyId?.toString()).toBe(companyId);
    await consumer.close();

    for (let tries = 0; tries < 100 && (await auth.mailsTo(email)).length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [mail] = await auth.mailsTo(email);
    expect(mail?.body.text).toContain('Hello Iris Invited,');
    expect(mail?.body.text).toContain('a member of Harbor Logistics');
    expect(mail?.body.text).toContain('http://localhost:8080/employer/auth');

    // svc-auth's audit event, read from the audit-events queue (svc-clients' test app holds a handle on it).
    const audited = (await clients.auditEvents.getJobs(['waiting', 'completed']))
      .map((job) => job.data)
      .filter((event) => event.target.id === userId);
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'client-user.invited',
        actorId: ADMIN.userId,
        target: { type: 'client-user', id: userId, label: 'Iris Invited' },
      }),
    ]);

    // The invited employer signs in with the e-mailed code like anyone else.
    const signedIn = await auth.signIn('employer', email);
    expect(signedIn.response.status).toBe(200);
  });

  it('answers 404 for an unknown company and 409 for a deleted one, creating nothing', async () => {
    const before = await auth.users.count();
    const unknown = await invite({
      name: 'No Co',
      email: freshEmail('no-co'),
      clientCompanyId: 'e'.repeat(24),
    });
    expect(unknown.status).toBe(404);
    expect(ZApiError.parse(await unknown.json())).toMatchObject({
      message: CLIENT_ANSWERS.companyNotFound,
      issues: [{ path: 'clientCompanyId', message: CLIENT_ANSWERS.companyNotFound }],
    });
    const deleted = await invite({
      name: 'Gone Co',
      email: freshEmail('gone-co'),
      clientCompanyId: deletedId,
    });
    expect(deleted.status).toBe(409);
    expect(ZApiError.parse(await deleted.json()).message).toBe(CLIENT_ANSWERS.companyDeleted);
    expect(await auth.users.count()).toBe(before);
  });

  it('answers 409 when the address has an account, in words on the e-mail field', async () => {
    const email = freshEmail('taken');
    await auth.users.create({ email, kind: 'candidate', name: 'Taken Already' });
    const response = await invite({ name: 'Second', email, clientCompanyId: companyId });
    expect(response.status).toBe(409);
    expect(ZApiError.parse(await response.json())).toMatchObject({
      message: CLIENT_ANSWERS.emailTaken,
      issues: [{ path: 'email', message: CLIENT_ANSWERS.emailTaken }],
    });
    expect(await auth.users.findByEmail(email)).toMatchObject({ user_type: 'candidate' });
  });

  it.each([
    [{ name: 'No Company', email: 'x@example.test' }, 'clientCompanyId', CLIENT_ANSWERS.companyRequired],
    [{ name: '', email: 'x@example.test', clientCompanyId: 'f'.repeat(24) }, 'name', undefined],
    [{ name: 'Bad Mail', email: 'nope', clientCompanyId: 'f'.repeat(24) }, 'email', undefined],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const response = await invite(body);
    expect(response.status).toBe(400);
    const error = ZApiError.parse(await response.json());
    expect(error.issues?.map((issue) => issue.path)).toContain(field);
    if (message) expect(error.message).toBe(message);
  });

  it('answers 503 in words when svc-clients cannot answer, creating nothing', async () => {
    await auth.useClients('http://127.0.0.1:1');
    try {
      const email = freshEmail('down');
      const response = await invite({ name: 'Down Time', email, clientCompanyId: companyId });
      expect(response.status).toBe(503);
      expect(ZApiError.parse(await response.json()).message).toBe(CLIENT_ANSWERS.invitationUnavailable);
      expect(await auth.users.findByEmail(email)).toBeNull();
    } finally {
      await auth.useClients(`http://127.0.0.1:${server.port}`);
    }
  });

  it('is for admins only', async () => {
    const employer: TIdentity = { kind: 'employer', userId: new Types.ObjectId().toString(), role: null };
    const response = await invite(
      { name: 'Nope', email: freshEmail('nope'), clientCompanyId: companyId },
      employer,
    );
    expect(response.status).toBe(403);
  });
});
