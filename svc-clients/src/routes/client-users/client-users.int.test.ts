import { ZApiError } from '@gtm/contracts/api-errors';
import { ZClientUserPage } from '@gtm/contracts/clients';
import type { TIdentity } from '@gtm/contracts/identity';
import { runDemoSeed } from '@gtm/service-kit/seed';
import { createClientUsersRepository } from '../../client-directory/client-users.repository.ts';
import { demoCompaniesSeeder, demoUsersSeeder } from '../../seed/demo-seed.ts';
import { openClientsTestApp, TEST_ADMIN } from '../../test-app.ts';
import type { TClientsTestApp } from '../../test-app.ts';

const admin = TEST_ADMIN;
const PATH = '/api/admin/client-users';
let ctx: TClientsTestApp['ctx'];
let companies: TClientsTestApp['companies'];
let users: TClientsTestApp['users'];
let client: TClientsTestApp['client'];
let close: TClientsTestApp['close'];

beforeAll(async () => {
  ({ ctx, companies, users, client, close } = await openClientsTestApp());
});
afterAll(() => close());

const list = async (query = '') => {
  const response = await client.request('GET', `${PATH}${query}`, { identity: admin });
  expect(response.status).toBe(200);
  return ZClientUserPage.parse(await response.json());
};

describe('client demo seed', () => {
  it('writes 14 companies and 12 users into empty collections, and nothing the second time', async () => {
    const seeders = [demoCompaniesSeeder(companies), demoUsersSeeder(companies, users)];
    expect(await seeders[0]?.seedIfEmpty()).toBe(14);
    expect(await seeders[1]?.seedIfEmpty()).toBe(12);
    await runDemoSeed(seeders, ctx.log);
    await Promise.all([
      demoCompaniesSeeder(companies).seedIfEmpty(),
      demoUsersSeeder(companies, users).seedIfEmpty(),
    ]);
    expect(await companies.count()).toBe(14);
    expect(await users.count()).toBe(12);
  });
});

describe('GET /api/admin/client-users', () => {
  it('answers pages of 10 users, newest first, each with its company embedded by name', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    const second = await list('?page=2');
    expect(second.items).toHaveLength(2);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((user) => user._id)).size).toBe(12);
    expect(all[0]?.email).toBe('alicia.gomez@acme-analytics.test');
    const alicia = all[0];
    expect(alicia).toMatchObject({
      name: 'Alicia Gomez',
      clientCompanyId: { name: 'Acme Analytics', _id: expect.stringMatching(/^[0-9a-f]{24}$/) },
      sign_in_count: 14,
      is_enabled: true,
    });
    const neverSignedIn = all.find((user) => user.email === 'david.osei@cobalt-cloud.test');
    expect(neverSignedIn).toMatchObject({ last_sign_in_at: null, sign_in_count: 0 });
    expect(all.filter((user) => !user.is_enabled)).toHaveLength(2);
  });

  it('searches inside the name and the e-mail', async () => {
    expect((await list('?search=osei')).items.map((user) => user.name)).toEqual(['David Osei']);
    expect((await list('?search=ACME-ANALYTICS')).items.map((user) => user.name)).toEqual([
      'Alicia Gomez',
      'Ben Carter',
    ]);
    expect((await list('?search=ha')).items.map((user) => user.name).sort()).toEqual([
      'Farid Haddad',
      'Isha Patel',
    ]);
    expect((await list('?search=nobody')).total).toBe(0);
  });

  it('finds users stored before the list was searchable, once their fields are filled at start', async () => {
    await ctx.mongo.collection('client_users').insertOne({
      name: 'Legacy Lee',
      email: 'lee@legacy.test',
      clientCompanyId: null,
      sign_in_count: 0,
      last_sign_in_at: null,
      is_enabled: true,
      created_at: new Date(0),
    });
    expect((await list('?search=legacy')).total).toBe(0);
    await createClientUsersRepository(ctx.mongo, companies);
    const found = await list('?search=legacy');
    expect(found.items).toEqual([expect.objectContaining({ name: 'Legacy Lee', clientCompanyId: null })]);
    await ctx.mongo.collection('client_users').deleteOne({ email: 'lee@legacy.test' });
  });

  it('makes registered and signed-in employers searchable', async () => {
    await users.registered({
      userId: '665f1c0ffee0000000000077',
      email: 'zoe@new-co.test',
      name: 'Zoe Quinn',
      clientCompanyId: null,
      at: new Date(),
    });
    await users.signedIn({
      userId: '665f1c0ffee0000000000078',
      email: 'omar@walk-in.test',
      name: 'Omar Little',
      at: new Date(),
    });
    expect((await list('?search=zoe')).items.map((user) => user.email)).toEqual(['zoe@new-co.test']);
    expect((await list('?search=walk-in')).items.map((user) => user.name)).toEqual(['Omar Little']);
  });

  it('refuses a bad query in words', async () => {
    const response = await client.request('GET', `${PATH}?page=-1`, { identity: admin });
    expect(response.status).toBe(400);
    expect(ZApiError.parse(await response.json()).issues?.map((issue) => issue.message)).toContain(
      'Page must be 1 or more.',
    );
    expect((await client.request('GET', `${PATH}?sort=name`, { identity: admin })).status).toBe(400);
  });

  it.each<[TIdentity, number]>([
    [{ kind: 'anonymous' }, 401],
    [{ kind: 'candidate', userId: 'c1', role: 'AE' }, 403],
    [{ kind: 'employer', userId: 'e1', role: null }, 403],
  ])('re-checks the kind in the service (%o -> %i)', async (identity, status) => {
    expect((await client.request('GET', PATH, { identity })).status).toBe(status);
  });
});
