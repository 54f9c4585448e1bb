import type { TAccountEvent } from '@gtm/contracts/account-events';
import type { TAdminNotice } from '@gtm/contracts/client-share-events';
import { ZClientUsersQuery } from '@gtm/contracts/clients';
import { QUEUES } from '@gtm/contracts/queues';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { createQueue } from '@gtm/service-kit/queue';
import { openQueueDriver, openTestContext } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createAccessSnapshots } from '../access-changes/access-snapshots.ts';
import { createClientCompaniesRepository } from '../client-directory/client-companies.repository.ts';
import type { TClientCompaniesRepository } from '../client-directory/client-companies.repository.ts';
import { createClientUsersRepository } from '../client-directory/client-users.repository.ts';
import type { TClientUsersRepository } from '../client-directory/client-users.repository.ts';
import { startClientAccountEventsWorker } from './client-account-events.worker.ts';

let ctx: TTestContext;
let users: TClientUsersRepository;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
let worker: ReturnType<typeof startClientAccountEventsWorker>;
let adminNotices: ReturnType<typeof createQueue<TAdminNotice>>;
let companies: TClientCompaniesRepository;

const settle = (data: TAccountEvent) => driver.settle(data.type, data, { attempts: 2 });

beforeAll(async () => {
  ctx = await openTestContext('svc-clients');
  companies = await createClientCompaniesRepository(ctx.mongo);
  users = await createClientUsersRepository(ctx.mongo, companies);
  driver = await openQueueDriver(QUEUES.clientAccountEvents, ctx);
  adminNotices = createQueue<TAdminNotice>(QUEUES.adminNotices, { redisUrl: ctx.redisUrl, log: ctx.log });
  worker = startClientAccountEventsWorker({
    inbox: await createProcessedEventsRepository(ctx.mongo),
    companies,
    users,
    outbox: ctx.outbox,
    accessSnapshots: createAccessSnapshots({ redis: ctx.redis, users, companies, log: ctx.log }),
    log: ctx.log,
    redisUrl: ctx.redisUrl,
  });
});

afterAll(async () => {
  await worker.close();
  await adminNotices.close();
  await driver.close();
  await ctx.close();
});

describe('client-account-events worker', () => {
  it('makes a self-registration an access request, never a member of the company it names, once', async () => {
    await companies.upsertByName([
      {
        name: 'Acme Analytics',
        email_frequency: 'weekly',
        view_type: 'full',
        deleted: false,
        created_at: new Date(),
      },
    ]);
    const companiesBefore = await companies.count();
    const registered: TAccountEvent = {
      eventId: 'employer.registered.1',
      type: 'employer.registered',
      userId: '665f1c0ffee0000000000010',
      email: 'boss@acme.test',
      name: 'Bo Ss',
      // Another case, spacing and accents than the company's: still the same company, still no membership.
      company: '  ACMÉ   analytics ',
      at: Date.UTC(2026, 0, 2),
    };
    expect((await settle(registered))?.returnvalue).toEqual({ applied: true });
    expect((await settle(registered))?.returnvalue).toEqual({ applied: false });
    // The admin list finds the new user by its e-mail: its search fields were written with it.
    const [user] = (await users.list(ZClientUsersQuery.parse({ search: 'boss@acme.test' }))).items;
    expect(user).toMatchObject({
      name: 'Bo Ss',
      clientCompanyId: null,
      sign_in_count: 0,
      last_sign_in_at: null,
      is_enabled: true,
    });
    const stored = await users.findByEmail('boss@acme.test');
    expect(stored?.access_request).toMatchObject({ company: 'ACMÉ   analytics', status: 'pending' });
    // A name nobody has creates no company either: an admin's approval would.
    await settle({
      ...registered,
      eventId: 'employer.registered.1b',
      userId: '665f1c0ffee0000000000019',
      email: 'new@brand.test',
      company: 'Brand New Co',
    });
    expect(await companies.count()).toBe(companiesBefore);
    // The admins hear of each request once, matched or not.
    const notice = await adminNotices.queue.getJob('client-access-requested.665f1c0ffee0000000000010');
    expect(notice?.data).toEqual({
      noticeId: 'client-access-requested.665f1c0ffee0000000000010',
      template: 'client-access-requested',
      params: {
        employerName: 'Bo Ss',
        employerEmail: 'boss@acme.test',
        company: 'ACMÉ   analytics',
        matched: 'yes',
      },
    });
    const other = await adminNotices.queue.getJob('client-access-requested.665f1c0ffee0000000000019');
    expect(other?.data.params).toMatchObject({ company: 'Brand New Co', matched: 'no' });
  });

  it('counts each employer sign-in once, and keeps the latest time', async () => {
    const signedIn = (eventId: string, at: number): TAccountEvent => ({
      eventId,
      type: 'employer.signed-in',
      userId: '665f1c0ffee0000000000010',
      email: 'boss@acme.test',
      name: 'Bo Ss',
      at,
    });
    await settle(signedIn('employer.signed-in.1', Date.UTC(2026, 0, 5)));
    await settle(signedIn('employer.signed-in.1', Date.UTC(2026, 0, 5)));
    await settle(signedIn('employer.signed-in.2', Date.UTC(2026, 0, 4)));
    const user = await users.findByEmail('boss@acme.test');
    expect(user?.sign_in_count).toBe(2);
    expect(user?.last_sign_in_at?.toISOString()).toBe('2026-01-05T00:00:00.000Z');
  });

  it('gives an employer without a company a client user without one', async () => {
    await settle({
      eventId: 'employer.registered.2',
      type: 'employer.registered',
      userId: '665f1c0ffee0000000000011',
      email: 'solo@example.test',
      name: 'So Lo',
      company: null,
      at: Date.now(),
    });
    const [user] = (await users.list(ZClientUsersQuery.parse({ search: 'solo@example.test' }))).items;
    expect(user).toMatchObject({ name: 'So Lo', clientCompanyId: null });
  });
});

describe('client-account-events worker: accounts linked to client users', () => {
  it('puts an invited employer in the company the admin chose, by id, and links the account', async () => {
    const companies = await createClientCompaniesRepository(ctx.mongo);
    await companies.upsertByName([
      {
        name: 'Invited Co',
        email_frequency: 'daily',
        view_type: 'full',
        deleted: false,
        created_at: new Date(),
      },
    ]);
    const companyId = (await companies.idsByName(['Invited Co'])).get('Invited Co') as string;
    await settle({
      eventId: 'employer.registered.invited-1',
      type: 'employer.registered',
      userId: '665f1c0ffee0000000000020',
      email: 'invited@invited.test',
      name: 'In Vited',
      // The company's name on the account may differ: the id decides.
      company: 'Something Else',
      clientCompanyId: companyId,
      at: Date.now(),
    });
    const user = await users.findByUserId('665f1c0ffee0000000000020');
    expect(user).toMatchObject({ email: 'invited@invited.test', is_enabled: true });
    expect(user?.clientCompanyId?.toString()).toBe(companyId);
    expect(await companies.idsByName(['Something Else'])).toEqual(new Map());
  });

  it('links a client user stored before its account (a seeded one) on sign-in, and finds it by account after', async () => {
    await users.upsertByEmail([
      {
        name: 'Pre Seeded',
        email: 'pre@seeded.test',
        clientCompanyId: '665f1c0ffee00000000000aa',
        sign_in_count: 3,
        last_sign_in_at: null,
        is_enabled: true,
        created_at: new Date(),
      },
    ]);
    const signedIn = (eventId: string): TAccountEvent => ({
      eventId,
      type: 'employer.signed-in',
      userId: '665f1c0ffee0000000000021',
      email: 'pre@seeded.test',
      name: 'Pre Seeded',
      at: Date.now(),
    });
    await settle(signedIn('employer.signed-in.pre-1'));
    await settle(signedIn('employer.signed-in.pre-2'));
    const user = await users.findByUserId('665f1c0ffee0000000000021');
    expect(user).toMatchObject({ email: 'pre@seeded.test', sign_in_count: 5 });
    expect(user?.clientCompanyId?.toString()).toBe('665f1c0ffee00000000000aa');
  });

  it("puts the demo seed's employer in its seeded company, by name", async () => {
    await settle({
      eventId: 'employer.registered.seeded-1',
      type: 'employer.registered',
      userId: '665f1c0ffee0000000000022',
      email: 'demo@seeded.test',
      name: 'De Mo',
      company: 'Seeded Co',
      seededCompany: 'Seeded Co',
      at: Date.now(),
    });
    const user = await users.findByUserId('665f1c0ffee0000000000022');
    const seededId = (await companies.idsByName(['Seeded Co'])).get('Seeded Co');
    expect(seededId).toBeDefined();
    expect(user?.clientCompanyId?.toString()).toBe(seededId);
    expect(user?.access_request).toBeUndefined();
  });
});
