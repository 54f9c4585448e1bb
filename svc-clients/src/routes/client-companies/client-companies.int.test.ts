import { ZApiError } from '@gtm/contracts/api-errors';
import { ZClientCompanyList } from '@gtm/contracts/clients';
import type { TIdentity } from '@gtm/contracts/identity';
import { demoCompaniesSeeder } from '../../seed/demo-seed.ts';
import { openClientsTestApp, TEST_ADMIN } from '../../test-app.ts';
import type { TClientsTestApp } from '../../test-app.ts';

const admin = TEST_ADMIN;
let companies: TClientsTestApp['companies'];
let client: TClientsTestApp['client'];
let close: TClientsTestApp['close'];

beforeAll(async () => {
  ({ companies, client, close } = await openClientsTestApp());
});
afterAll(() => close());
beforeAll(() => demoCompaniesSeeder(companies).seedIfEmpty());

describe('GET /api/admin/client-companies', () => {
  it('lists every company newest first with the spec field names', async () => {
    const response = await client.request('GET', '/api/admin/client-companies', { identity: admin });
    expect(response.status).toBe(200);
    const list = ZClientCompanyList.parse(await response.json());
    expect(list).toHaveLength(14);
    expect(list[0]).toMatchObject({
      name: 'Acme Analytics',
      email_frequency: 'weekly',
      view_type: 'full',
      deleted: false,
    });
    const created = list.map((company) => Date.parse(company.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(list.filter((company) => company.deleted).map((company) => company.name)).toEqual([
      'Granite Security',
      'Lumen Marketing Cloud',
    ]);
  });

  it.each<[TIdentity, number]>([
    [{ kind: 'anonymous' }, 401],
    [{ kind: 'candidate', userId: 'c1', role: 'SDR' }, 403],
    [{ kind: 'employer', userId: 'e1', role: null }, 403],
  ])('re-checks the kind in the service (%o -> %i)', async (identity, status) => {
    const response = await client.request('GET', '/api/admin/client-companies', { identity });
    expect(response.status).toBe(status);
    expect(ZApiError.safeParse(await response.json()).success).toBe(true);
  });
});
