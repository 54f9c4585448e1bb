import type { Queue } from 'bullmq';
import { Types } from 'mongoose';
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
      fee_percent: 20,
      time_zone: 'UTC',
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
    [{ fee_percent: 51 }, CLIENT_ANSWERS.feeInvalid],
    [{ fee_percent: -1 }, CLIENT_ANSWERS.feeInvalid],
    [{ fee_percent: 'x' }, CLIENT_ANSWERS.feeInvalid],
    [{ fee_percent: '25' }, CLIENT_ANSWERS.feeInvalid],
    [{ fee_percent: 12.345 }, CLIENT_ANSWERS.feeInvalid],
    [{ fee_percent: null }, CLIENT_ANSWERS.feeInvalid],
    [{ time_zone: 'Mars/Base' }, CLIENT_ANSWERS.timeZoneInvalid],
    [{ time_zone: '' }, CLIENT_ANSWERS.timeZoneInvalid],
    [{ time_zone: 42 }, CLIENT_ANSWERS.timeZoneInvalid],
    [{ fee_percent: 30, time_zone: 'Mars/Base' }, CLIENT_ANSWERS.timeZoneInvalid],
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

describe('success fee and time zone', () => {
  const get = async (id: string) => {
    const response = await app.client.request('GET', `/api/admin/client-companies/${id}`, {
      identity: admin,
    });
    expect(response.status).toBe(200);
    return ZClientCompany.strict().parse(await response.json());
  };
  const idOf = async (name: string) => (await app.companies.idsByName([name])).get(name) as string;

  it('saves both, answers them, GET reads them back, and the audit names the changes', async () => {
    const id = await idOf('Juniper Learning');
    const response = await patch(id, { fee_percent: 12.75, time_zone: 'America/Los_Angeles' });
    expect(response.status).toBe(200);
    expect(ZClientCompany.parse(await response.json())).toMatchObject({
      fee_percent: 12.75,
      time_zone: 'America/Los_Angeles',
    });
    expect(await get(id)).toMatchObject({ fee_percent: 12.75, time_zone: 'America/Los_Angeles' });
    expect(await auditsOf(id)).toEqual([
      expect.objectContaining({
        action: 'client-company.updated',
        target: { type: 'client-company', id, label: 'Juniper Learning' },
        changes: [
          { field: 'fee_percent', before: 20, after: 12.75 },
          { field: 'time_zone', before: 'UTC', after: 'America/Los_Angeles' },
        ],
      }),
    ]);
    // The bounds are allowed, and 'UTC' is a zone too; resending the same values audits nothing.
    expect((await patch(id, { fee_percent: 0 })).status).toBe(200);
    expect((await patch(id, { fee_percent: 50, time_zone: 'UTC' })).status).toBe(200);
    expect(await get(id)).toMatchObject({ fee_percent: 50, time_zone: 'UTC' });
    const audits = (await auditsOf(id)).length;
    expect((await patch(id, { fee_percent: 50 })).status).toBe(200);
    expect(await auditsOf(id)).toHaveLength(audits);
  });

  it('refuses a bad fee or zone on another company too, saving nothing of the request', async () => {
    const id = await idOf('Meridian HR');
    const before = await app.companies.findById(id);
    const response = await patch(id, { email_frequency: 'daily', fee_percent: 51 });
    expect(response.status).toBe(400);
    expect(ZApiError.parse(await response.json()).message).toBe(CLIENT_ANSWERS.feeInvalid);
    expect(await app.companies.findById(id)).toEqual(before);
    expect(await auditsOf(id)).toEqual([]);
  });

  it('reads a company stored before them with the defaults (20, UTC), and edits it', async () => {
    const id = new Types.ObjectId();
    await app.companies.insertManyForSeed([
      {
        _id: id,
        name: 'Olden Days Ltd',
        email_frequency: 'weekly',
        view_type: 'full',
        deleted: false,
        created_at: new Date('2020-01-01T00:00:00Z'),
      },
    ]);
    const stored = await app.companies.findById(id.toString());
    expect(stored).not.toHaveProperty('fee_percent');
    expect(stored).not.toHaveProperty('time_zone');
    expect(await get(id.toString())).toMatchObject({ fee_percent: 20, time_zone: 'UTC' });
    // The list too (it is the oldest company; stored without its search fields, it is not found by name).
    const list = await app.client.request('GET', '/api/admin/client-companies?sort=created_at&order=asc', {
      identity: admin,
    });
    expect(((await list.json()) as { items: unknown[] }).items[0]).toEqual(
      expect.objectContaining({ _id: id.toString(), fee_percent: 20, time_zone: 'UTC' }),
    );
    // An edit of another field keeps the defaults and audits only that field.
    expect((await patch(id.toString(), { email_frequency: 'daily' })).status).toBe(200);
    expect(await get(id.toString())).toMatchObject({ fee_percent: 20, time_zone: 'UTC' });
    expect((await patch(id.toString(), { time_zone: 'Europe/Berlin' })).status).toBe(200);
    const changes = (await auditsOf(id.toString())).map((event) => event.changes);
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        [{ field: 'email_frequency', before: 'weekly', after: 'daily' }],
        [{ field: 'time_zone', before: 'UTC', after: 'Europe/Berlin' }],
      ]),
    );
  });
});
