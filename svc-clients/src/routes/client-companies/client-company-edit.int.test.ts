import type { Queue } from 'bullmq';
import { ZApiError } from '@gtm/contracts/api-errors';
import { CLIENT_ANSWERS, ZClientCompany } from '@gtm/contracts/clients';
import type { TIdentity } from '@gtm/contracts/identity';
import { openClientsTestApp, TEST_ADMIN } from '../../test-app.ts';
import type { TClientsTestApp } from '../../test-app.ts';

const admin = TEST_ADMIN;
let app: TClientsTestApp;
let acmeId: string;

const jobsOf = async <T>(queue: Queue<T>) =>
  (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).map((job) => ({
    id: job.id,
    data: job.data,
  }));
const accessEventsOf = async (userIds: string[]) =>
  (await jobsOf(app.authEvents))
    .map((job) => job.data)
    .filter((event) => userIds.includes(event.userId))
    .sort((a, b) => a.at - b.at || a.eventId.localeCompare(b.eventId));
const auditsOf = async (targetId: string) =>
  (await jobsOf(app.auditEvents)).map((job) => job.data).filter((event) => event.target.id === targetId);

const patch = (id: string, body: unknown, identity: TIdentity = admin) =>
  app.client.request('PATCH', `/api/admin/client-companies/${id}`, { identity, body });

/** Links a seeded user to an account, as its registration event would. */
const link = (email: string, userId: string) =>
  app.users.registered({ userId, email, name: email, clientCompanyId: null, at: new Date() });

const ALICIA = '665f1c0ffee00000000000a1';
const BEN = '665f1c0ffee00000000000b1';

beforeAll(async () => {
  app = await openClientsTestApp();
  await app.seedDemo();
  acmeId = (await app.companies.idsByName(['Acme Analytics'])).get('Acme Analytics') as string;
  await link('alicia.gomez@acme-analytics.test', ALICIA);
  await link('ben.carter@acme-analytics.test', BEN);
});
afterAll(async () => {
  const mine = (await app.authEvents.getJobs()).filter((job) => [ALICIA, BEN].includes(job.data.userId));
  await Promise.all(mine.map((job) => job.remove()));
  await app.close();
});

describe('GET /api/admin/client-companies/{id}', () => {
  it('answers one company with the spec field names', async () => {
    const response = await app.client.request('GET', `/api/admin/client-companies/${acmeId}`, {
      identity: admin,
    });
    expect(response.status).toBe(200);
    expect(ZClientCompany.strict().parse(await response.json())).toMatchObject({
      _id: acmeId,
      name: 'Acme Analytics',
      email_frequency: 'weekly',
      view_type: 'full',
      deleted: false,
    });
  });

  it('answers 404 in words for an unknown id and 400 for a malformed one', async () => {
    const unknown = await app.client.request('GET', `/api/admin/client-companies/${'a'.repeat(24)}`, {
      identity: admin,
    });
    expect(unknown.status).toBe(404);
    expect(ZApiError.parse(await unknown.json()).message).toBe(CLIENT_ANSWERS.companyNotFound);
    const malformed = await app.client.request('GET', '/api/admin/client-companies/nope', {
      identity: admin,
    });
    expect(malformed.status).toBe(400);
  });

  it('is for admins only', async () => {
    const employer: TIdentity = { kind: 'employer', userId: ALICIA, role: null };
    const response = await app.client.request('GET', `/api/admin/client-companies/${acmeId}`, {
      identity: employer,
    });
    expect(response.status).toBe(403);
  });
});

describe('PATCH /api/admin/client-companies/{id}', () => {
  it('changes the e-mail frequency and view type, audits the changed fields, and announces no access change', async () => {
    const response = await patch(acmeId, { email_frequency: 'immediately', view_type: 'anonymized' });
    expect(response.status).toBe(200);
    expect(ZClientCompany.parse(await response.json())).toMatchObject({
      email_frequency: 'immediately',
      view_type: 'anonymized',
      deleted: false,
    });
    expect(await app.companies.findById(acmeId)).toMatchObject({ view_type: 'anonymized' });
    expect(await auditsOf(acmeId)).toEqual([
      expect.objectContaining({
        action: 'client-company.updated',
        actorId: admin.userId,
        target: { type: 'client-company', id: acmeId, label: 'Acme Analytics' },
        changes: [
          { field: 'email_frequency', before: 'weekly', after: 'immediately' },
          { field: 'view_type', before: 'full', after: 'anonymized' },
        ],
      }),
    ]);
    expect(await accessEventsOf([ALICIA, BEN])).toEqual([]);
  });

  it('deleting ends the access of every linked user; repeating it announces nothing new', async () => {
    const response = await patch(acmeId, { deleted: true });
    expect(response.status).toBe(200);
    expect(ZClientCompany.parse(await response.json()).deleted).toBe(true);
    const events = await accessEventsOf([ALICIA, BEN]);
    expect(events).toEqual([
      expect.objectContaining({ type: 'employer.access-changed', userId: ALICIA, enabled: false }),
      expect.objectContaining({ type: 'employer.access-changed', userId: BEN, enabled: false }),
    ]);
    // The job id is the event id, made of the change: no ':' (BullMQ refuses them).
    const jobs = (await jobsOf(app.authEvents)).filter((job) => [ALICIA, BEN].includes(job.data.userId));
    for (const job of jobs) {
      expect(job.id).toBe(job.data.eventId);
      expect(job.id).not.toContain(':');
    }
    expect((await patch(acmeId, { deleted: true })).status).toBe(200);
    expect(await accessEventsOf([ALICIA, BEN])).toHaveLength(2);
    expect((await auditsOf(acmeId)).map((event) => event.changes)).toContainEqual([
      { field: 'deleted', before: false, after: true },
    ]);
  });

  it('restoring gives access back to the enabled users only', async () => {
    const benRow = (await app.users.findByUserId(BEN))!;
    await app.users.update(benRow._id.toString(), { is_enabled: false });
    const response = await patch(acmeId, { deleted: false });
    expect(response.status).toBe(200);
    const events = await accessEventsOf([ALICIA, BEN]);
    expect(events.filter((event) => event.type === 'employer.access-changed' && event.enabled)).toEqual([
      expect.objectContaining({ userId: ALICIA, enabled: true }),
    ]);
    // The restore is dated after the deletion: svc-auth applies the newest.
    const alicia = events.filter((event) => event.userId === ALICIA);
    expect(alicia.at(-1)).toMatchObject({ enabled: true });
    expect(alicia[1]!.at).toBeGreaterThan(alicia[0]!.at);
  });

  it.each([
    [{}, CLIENT_ANSWERS.nothingToChange],
    [{ email_frequency: 'hourly' }, CLIENT_ANSWERS.frequencyInvalid],
    [{ view_type: 'partial' }, CLIENT_ANSWERS.viewTypeInvalid],
    [{ deleted: 'yes' }, undefined],
  ])('refuses %j with a 400 in words and changes nothing', async (body, message) => {
    const before = await app.companies.findById(acmeId);
    const response = await patch(acmeId, body);
    expect(response.status).toBe(400);
    const error = ZApiError.parse(await response.json());
    if (message) expect(error.message).toBe(message);
    expect(await app.companies.findById(acmeId)).toEqual(before);
  });

  it('answers 404 for an unknown company, and refuses non-admins', async () => {
    const unknown = await patch('b'.repeat(24), { view_type: 'full' });
    expect(unknown.status).toBe(404);
    expect(ZApiError.parse(await unknown.json()).message).toBe(CLIENT_ANSWERS.companyNotFound);
    const candidate: TIdentity = { kind: 'candidate', userId: 'c1', role: 'SDR' };
    expect((await patch(acmeId, { view_type: 'full' }, candidate)).status).toBe(403);
  });
});
