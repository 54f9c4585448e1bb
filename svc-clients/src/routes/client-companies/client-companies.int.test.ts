import { ZApiError } from '@gtm/contracts/api-errors';
import { ZClientCompanyList } from '@gtm/contracts/clients';
import type { TIdentity } from '@gtm/contracts/identity';
import { openTestContext } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createClientsApp } from '../../app.ts';
import { createClientCompaniesRepository } from './client-companies.repository.ts';
import type { TClientCompaniesRepository } from './client-companies.repository.ts';
import { createClientUsersRepository } from '../client-users/client-users.repository.ts';
import type { TClientUsersRepository } from '../client-users/client-users.repository.ts';
import { demoCompaniesSeeder } from '../../seed/demo-seed.ts';

let ctx: TTestContext;
let companies: TClientCompaniesRepository;
let users: TClientUsersRepository;
let app: ReturnType<typeof createClientsApp>;

const admin: TIdentity = { kind: 'admin', userId: '665f1c0ffee0000000000001', role: null };

const get = (path: string, identity: TIdentity | null) =>
  app.request(path, { headers: identity ? ctx.signed(identity, 'GET', path) : {} });

beforeAll(async () => {
  ctx = await openTestContext('svc-clients');
  companies = await createClientCompaniesRepository(ctx.mongo);
  users = await createClientUsersRepository(ctx.mongo);
  app = createClientsApp({ ...ctx, companies, users });
});
afterAll(() => ctx.close());
beforeAll(() => demoCompaniesSeeder(companies).seedIfEmpty());

describe('GET /api/admin/client-companies', () => {
  it('lists every company newest first with the spec field names', async () => {
    const response = await get('/api/admin/client-companies', admin);
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
    const response = await get('/api/admin/client-companies', identity);
    expect(response.status).toBe(status);
    expect(ZApiError.safeParse(await response.json()).success).toBe(true);
  });
});
