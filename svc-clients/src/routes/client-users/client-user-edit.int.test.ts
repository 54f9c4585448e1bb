import type { Queue } from 'bullmq';
import { ZApiError } from '@gtm/contracts/api-errors';
import { CLIENT_ANSWERS, ZClientUser } from '@gtm/contracts/clients';
import type { TIdentity } from '@gtm/contracts/identity';
import { documentedStatuses } from '@gtm/contracts/operation';
import { updateClientUser } from '@gtm/contracts/operations/client-users';
import { openClientsTestApp, TEST_ADMIN } from '../../test-app.ts';
import type { TClientsTestApp } from '../../test-app.ts';

const admin = TEST_ADMIN;
let app: TClientsTestApp;
let ids: Map<string, string>;
let grace: string;
let chloe: string;

const GRACE_ACCOUNT = '665f1c0ffee00000000000c1';
const jobsOf = async <T>(queue: Queue<T>) =>
  (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).map((job) => job.data);
const accessEvents = async () =>
  (await jobsOf(app.authEvents))
    .filter((event) => event.userId === GRACE_ACCOUNT)
    .sort((a, b) => a.at - b.at);
const patch = (id: string, body: unknown, identity: TIdentity = admin) =>
  app.client.request('PATCH', `/api/admin/client-users/${id}`, { identity, body });

beforeAll(async () => {
  app = await openClientsTestApp();
  await app.seedDemo();
  ids = await app.companies.idsByName(['Foundry Fintech', 'Brightpath Software', 'Granite Security']);
  await app.users.registered({
    userId: GRACE_ACCOUNT,
    email: 'grace.kim@foundry-fintech.test',
    name: 'Grace Kim',
    clientCompanyId: null,
    at: new Date(),
  });
  grace = (await app.users.findByUserId(GRACE_ACCOUNT))!._id.toString();
  chloe = (await app.users.findByEmail('chloe.nguyen@brightpath.test'))!._id.toString();
});
afterAll(async () => {
  const mine = (await app.authEvents.getJobs()).filter((job) => job.data.userId === GRACE_ACCOUNT);
  await Promise.all(mine.map((job) => job.remove()));
  await app.close();
});

describe('PATCH /api/admin/client-users/{id}', () => {
  it('disables a user: answers the list row, audits it, and tells svc-auth to end their access', async () => {
    const response = await patch(grace, { is_enabled: false });
    expect(response.status).toBe(200);
    const row = ZClientUser.strict().parse(await response.json());
    expect(row).toMatchObject({
      _id: grace,
      name: 'Grace Kim',
      email: 'grace.kim@foundry-fintech.test',
      clientCompanyId: { _id: ids.get('Foundry Fintech'), name: 'Foundry Fintech' },
      sign_in_count: 11,
      is_enabled: false,
    });
    expect(await accessEvents()).toEqual([
      expect.objectContaining({ type: 'employer.access-changed', enabled: false, userId: GRACE_ACCOUNT }),
    ]);
    const audits = (await jobsOf(app.auditEvents)).filter((event) => event.target.id === grace);
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'client-user.updated',
        actorId: admin.userId,
        target: { type: 'client-user', id: grace, label: 'Grace Kim' },
        changes: [{ field: 'is_enabled', before: true, after: false }],
      }),
    ]);
    // The admin list shows it too.
    const list = await app.client.request('GET', '/api/admin/client-users?search=grace', { identity: admin });
    expect((await list.json()).items[0]).toMatchObject({ is_enabled: false });
  });

  it('repeating the write audits nothing and announces the same event (one job)', async () => {
    expect((await patch(grace, { is_enabled: false })).status).toBe(200);
    expect(await accessEvents()).toHaveLength(1);
    expect((await jobsOf(app.auditEvents)).filter((event) => event.target.id === grace)).toHaveLength(1);
  });

  it('enables the user again, later-dated, and moves them to another live company', async () => {
    const response = await patch(grace, {
      is_enabled: true,
      clientCompanyId: ids.get('Brightpath Software'),
    });
    expect(response.status).toBe(200);
    expect(ZClientUser.parse(await response.json())).toMatchObject({
      is_enabled: true,
      clientCompanyId: { name: 'Brightpath Software' },
    });
    const events = await accessEvents();
    expect(events.map((event) => event.type === 'employer.access-changed' && event.enabled)).toEqual([
      false,
      true,
    ]);
    expect(events[1]!.at).toBeGreaterThan(events[0]!.at);
  });

  it('refuses a move into a deleted company (409) or an unknown one (404), changing nothing', async () => {
    const deleted = await patch(grace, { clientCompanyId: ids.get('Granite Security') });
    expect(deleted.status).toBe(409);
    // Found by the contract fuzzer: the answer was not in the operation's documented statuses.
    expect(documentedStatuses(updateClientUser)).toContain(409);
    expect(ZApiError.parse(await deleted.json()).message).toBe(CLIENT_ANSWERS.companyDeleted);
    const unknown = await patch(grace, { clientCompanyId: 'c'.repeat(24) });
    expect(unknown.status).toBe(404);
    expect(ZApiError.parse(await unknown.json()).message).toBe(CLIENT_ANSWERS.companyNotFound);
    expect((await app.users.findById(grace))?.clientCompanyId?.name).toBe('Brightpath Software');
  });

  it('disables a user without an account: saved and audited, nothing to announce', async () => {
    const before = (await jobsOf(app.authEvents)).length;
    const response = await patch(chloe, { is_enabled: false });
    expect(response.status).toBe(200);
    expect(ZClientUser.parse(await response.json()).is_enabled).toBe(false);
    expect((await jobsOf(app.authEvents)).length).toBe(before);
  });

  it.each([
    [{}, CLIENT_ANSWERS.nothingToChange],
    [{ is_enabled: 'no' }, undefined],
    [{ clientCompanyId: 'acme' }, 'Not a valid id'],
  ])('refuses %j with a 400 in words', async (body, message) => {
    const response = await patch(grace, body);
    expect(response.status).toBe(400);
    if (message) expect(ZApiError.parse(await response.json()).message).toBe(message);
  });

  it('answers 404 for an unknown user, and refuses non-admins', async () => {
    const unknown = await patch('d'.repeat(24), { is_enabled: true });
    expect(unknown.status).toBe(404);
    expect(ZApiError.parse(await unknown.json()).message).toBe(CLIENT_ANSWERS.userNotFound);
    const employer: TIdentity = { kind: 'employer', userId: GRACE_ACCOUNT, role: null };
    expect((await patch(grace, { is_enabled: true }, employer)).status).toBe(403);
  });
});
