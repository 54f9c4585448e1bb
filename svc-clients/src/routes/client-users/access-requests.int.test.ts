import type { Queue } from 'bullmq';
import { ZApiError } from '@gtm/contracts/api-errors';
import {
  CLIENT_ANSWERS,
  ZClientAccessDecisionAnswer,
  ZClientAccessRequestList,
} from '@gtm/contracts/clients';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type { TIdentity } from '@gtm/contracts/identity';
import { openClientsTestApp, TEST_ADMIN } from '../../test-app.ts';
import type { TClientsTestApp } from '../../test-app.ts';

let app: TClientsTestApp;
let acmeId: string;

const jobsOf = async <T>(queue: Queue<T>) =>
  (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).map((job) => job.data);
const employer = (userId: string): TIdentity => ({ kind: 'employer', userId, role: null });
const listRequests = async (identity: TIdentity = TEST_ADMIN) =>
  app.client.request('GET', '/api/admin/client-access-requests', { identity });
const decide = (id: string, body: unknown, identity: TIdentity = TEST_ADMIN) =>
  app.client.request('POST', `/api/admin/client-access-requests/${id}`, { identity, body });

let sequence = 0;
/** A self-registered employer, as the account-events worker stores one: its client user's id and account id. */
const selfRegistered = async (company: string | null) => {
  sequence += 1;
  const userId = `665f1c0ffee00000000a${String(sequence).padStart(4, '0')}`;
  const email = `self-${sequence}@stranger.test`;
  await app.users.registered({
    userId,
    email,
    name: `Self Registered ${sequence}`,
    clientCompanyId: null,
    accessRequest: { company },
    at: new Date(Date.UTC(2026, 0, 1, 0, sequence)),
  });
  const user = await app.users.findByUserId(userId);
  return { id: user!._id.toString(), userId, email };
};

beforeAll(async () => {
  app = await openClientsTestApp();
  await app.seedDemo();
  acmeId = (await app.companies.idsByName(['Acme Analytics'])).get('Acme Analytics') as string;
});
afterAll(async () => {
  await app.close();
});

describe('a self-registered employer naming an existing company', () => {
  it('is not its member: the access answer has no company, with the same words as any other name', async () => {
    const named = await selfRegistered('acme  ANALYTICS');
    const unknown = await selfRegistered('Nobody Inc');
    for (const who of [named, unknown]) {
      const access = await app.client.request('GET', '/api/employer/access', {
        identity: employer(who.userId),
      });
      expect(access.status).toBe(200);
      expect(await access.json()).toMatchObject({ company: null });
    }
    expect(EMPLOYER_ANSWERS.noCompany).toMatch(/pending/);
  });
});

describe('GET /api/admin/client-access-requests', () => {
  it('lists pending requests oldest first, each with the live company its name matches', async () => {
    const accented = await selfRegistered('Ácme Analytics');
    const response = await listRequests();
    expect(response.status).toBe(200);
    const { items } = ZClientAccessRequestList.strict().parse(await response.json());
    const mine = items.find((item) => item.clientUserId === accented.id);
    expect(mine).toMatchObject({
      email: accented.email,
      company: 'Ácme Analytics',
      matchedCompany: { _id: acmeId, name: 'Acme Analytics' },
    });
    expect(items.find((item) => item.company === 'Nobody Inc')?.matchedCompany).toBeNull();
    const times = items.map((item) => item.requestedAt);
    expect([...times].sort()).toEqual(times);
  });

  it('is for admins only', async () => {
    const who = await selfRegistered('Acme Analytics');
    expect((await listRequests(employer(who.userId))).status).toBe(403);
    expect((await decide(who.id, { decision: 'approve' }, employer(who.userId))).status).toBe(403);
    expect((await app.users.findById(who.id))?.clientCompanyId).toBeNull();
  });
});

describe('POST /api/admin/client-access-requests/{id}', () => {
  it('approves into the matched company: audited, e-mailed, then the employer has the company', async () => {
    const who = await selfRegistered('ACME analytics');
    // Waiting, the admins' list says so (not Active).
    expect((await app.users.findById(who.id))?.awaiting_approval).toBe(true);
    const response = await decide(who.id, { decision: 'approve' });
    expect(response.status).toBe(200);
    const answer = ZClientAccessDecisionAnswer.strict().parse(await response.json());
    expect(answer.message).toBe(CLIENT_ANSWERS.accessApproved('Acme Analytics'));
    expect(answer.user).toMatchObject({
      clientCompanyId: { _id: acmeId, name: 'Acme Analytics' },
      is_enabled: true,
      awaiting_approval: false,
    });

    const access = await app.client.request('GET', '/api/employer/access', {
      identity: employer(who.userId),
    });
    expect(await access.json()).toMatchObject({ company: { id: acmeId, name: 'Acme Analytics' } });
    const audits = (await jobsOf(app.auditEvents)).filter((event) => event.target.id === who.id);
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'client-user.access-approved',
        actorId: TEST_ADMIN.userId,
        changes: [
          { field: 'access', before: 'pending', after: 'approved' },
          { field: 'clientCompanyId', before: null, after: acmeId },
        ],
      }),
    ]);
    const mails = (await jobsOf(app.emailJobs)).filter((job) => job.to === who.email);
    expect(mails).toEqual([
      expect.objectContaining({
        template: 'client-access-approved',
        params: { name: 'Self Registered ' + who.email.match(/\d+/)![0], companyName: 'Acme Analytics' },
      }),
    ]);
    // Decided once: a second decision is refused and changes nothing.
    const again = await decide(who.id, { decision: 'deny' });
    expect(again.status).toBe(409);
    expect(ZApiError.parse(await again.json()).message).toBe(CLIENT_ANSWERS.accessRequestDecided);
    expect((await app.users.findById(who.id))?.is_enabled).toBe(true);
  });

  it('approves an unmatched name by creating its company only then, or into a company the admin picks', async () => {
    const fresh = await selfRegistered('Brand New Robotics');
    expect(await app.companies.idsByName(['Brand New Robotics'])).toEqual(new Map());
    expect((await decide(fresh.id, { decision: 'approve' })).status).toBe(200);
    const created = (await app.companies.idsByName(['Brand New Robotics'])).get('Brand New Robotics');
    expect((await app.users.findById(fresh.id))?.clientCompanyId?._id).toBe(created);

    const picked = await selfRegistered('Typo Analytcs');
    const brightpath = (await app.companies.idsByName(['Brightpath Software'])).get('Brightpath Software')!;
    expect((await decide(picked.id, { decision: 'approve', clientCompanyId: brightpath })).status).toBe(200);
    expect((await app.users.findById(picked.id))?.clientCompanyId?.name).toBe('Brightpath Software');
    expect(await app.companies.idsByName(['Typo Analytcs'])).toEqual(new Map());
  });

  it('asks for a company when the employer named none', async () => {
    const nameless = await selfRegistered(null);
    const response = await decide(nameless.id, { decision: 'approve' });
    expect(response.status).toBe(400);
    expect(ZApiError.parse(await response.json()).message).toBe(CLIENT_ANSWERS.accessCompanyRequired);
    expect((await app.users.findRecordById(nameless.id))?.access_request?.status).toBe('pending');
  });

  it('refuses a deleted company and an unknown decision, changing nothing', async () => {
    const who = await selfRegistered('Acme Analytics');
    const granite = (await app.companies.idsByName(['Granite Security'])).get('Granite Security')!;
    expect((await decide(who.id, { decision: 'approve', clientCompanyId: granite })).status).toBe(409);
    const bad = await decide(who.id, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(ZApiError.parse(await bad.json()).message).toContain(CLIENT_ANSWERS.accessDecisionInvalid);
    expect((await app.users.findRecordById(who.id))?.access_request?.status).toBe('pending');
    // An invited or seeded user has no request to decide.
    const seeded = (await app.users.findByEmail('chloe.nguyen@brightpath.test'))!._id.toString();
    expect((await decide(seeded, { decision: 'deny' })).status).toBe(404);
  });

  it('denies: the user is disabled, svc-auth ends their access, audited and e-mailed', async () => {
    const who = await selfRegistered('Acme Analytics');
    const response = await decide(who.id, { decision: 'deny' });
    expect(response.status).toBe(200);
    expect(ZClientAccessDecisionAnswer.parse(await response.json())).toMatchObject({
      message: CLIENT_ANSWERS.accessDenied,
      user: { is_enabled: false, clientCompanyId: null },
    });
    expect((await jobsOf(app.authEvents)).filter((event) => event.userId === who.userId)).toEqual([
      expect.objectContaining({ type: 'employer.access-changed', enabled: false }),
    ]);
    expect((await jobsOf(app.auditEvents)).find((event) => event.target.id === who.id)?.action).toBe(
      'client-user.access-denied',
    );
    expect(
      (await jobsOf(app.emailJobs)).filter((job) => job.to === who.email).map((job) => job.template),
    ).toEqual(['client-access-denied']);
    const access = await app.client.request('GET', '/api/employer/access', {
      identity: employer(who.userId),
    });
    expect(access.status).toBe(403);
    const listed = ZClientAccessRequestList.parse(await (await listRequests()).json());
    expect(listed.items.some((item) => item.clientUserId === who.id)).toBe(false);
  });
});
