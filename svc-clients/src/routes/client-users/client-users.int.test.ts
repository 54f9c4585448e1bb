import { ZClientUserList } from '@gtm/contracts/clients';
import { runDemoSeed } from '@gtm/service-kit/seed';
import { demoCompaniesSeeder, demoUsersSeeder } from '../../seed/demo-seed.ts';
import { openClientsTestApp, TEST_ADMIN } from '../../test-app.ts';
import type { TClientsTestApp } from '../../test-app.ts';

const admin = TEST_ADMIN;
let ctx: TClientsTestApp['ctx'];
let companies: TClientsTestApp['companies'];
let users: TClientsTestApp['users'];
let client: TClientsTestApp['client'];
let close: TClientsTestApp['close'];

beforeAll(async () => {
  ({ ctx, companies, users, client, close } = await openClientsTestApp());
});
afterAll(() => close());

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
  it('lists every user with its company embedded by name', async () => {
    const response = await client.request('GET', '/api/admin/client-users', { identity: admin });
    expect(response.status).toBe(200);
    const list = ZClientUserList.parse(await response.json());
    expect(list).toHaveLength(12);
    const alicia = list.find((user) => user.email === 'alicia.gomez@acme-analytics.test');
    expect(alicia).toMatchObject({
      name: 'Alicia Gomez',
      clientCompanyId: { name: 'Acme Analytics', _id: expect.stringMatching(/^[0-9a-f]{24}$/) },
      sign_in_count: 14,
      is_enabled: true,
    });
    const neverSignedIn = list.find((user) => user.email === 'david.osei@cobalt-cloud.test');
    expect(neverSignedIn).toMatchObject({ last_sign_in_at: null, sign_in_count: 0 });
    expect(list.filter((user) => !user.is_enabled)).toHaveLength(2);
  });

  it('refuses a candidate', async () => {
    expect(
      (
        await client.request('GET', '/api/admin/client-users', {
          identity: { kind: 'candidate', userId: 'c1', role: 'AE' },
        })
      ).status,
    ).toBe(403);
  });
});
