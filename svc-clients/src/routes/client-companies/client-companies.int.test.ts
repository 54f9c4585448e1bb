import { ZApiError } from '@gtm/contracts/api-errors';
import { CLIENT_ANSWERS, ZClientCompanyPage } from '@gtm/contracts/clients';
import type { TIdentity } from '@gtm/contracts/identity';
import { createClientCompaniesRepository } from '../../client-directory/client-companies.repository.ts';
import { demoCompaniesSeeder } from '../../seed/demo-seed.ts';
import { openClientsTestApp, TEST_ADMIN } from '../../test-app.ts';
import type { TClientsTestApp } from '../../test-app.ts';

const admin = TEST_ADMIN;
const PATH = '/api/admin/client-companies';
let ctx: TClientsTestApp['ctx'];
let companies: TClientsTestApp['companies'];
let client: TClientsTestApp['client'];
let close: TClientsTestApp['close'];

beforeAll(async () => {
  ({ ctx, companies, client, close } = await openClientsTestApp());
  await demoCompaniesSeeder(companies).seedIfEmpty();
});
afterAll(() => close());

const list = async (query = '') => {
  const response = await client.request('GET', `${PATH}${query}`, { identity: admin });
  expect(response.status).toBe(200);
  return ZClientCompanyPage.parse(await response.json());
};

const expectBadQuery = async (query: string, message: string) => {
  const response = await client.request('GET', `${PATH}${query}`, { identity: admin });
  expect(response.status).toBe(400);
  const body = ZApiError.parse(await response.json());
  expect(body.issues?.map((issue) => issue.message)).toContain(message);
};

describe('GET /api/admin/client-companies', () => {
  it('answers the first page of 10, newest first, with the spec field names and the total', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toMatchObject({
      name: 'Acme Analytics',
      email_frequency: 'weekly',
      view_type: 'full',
      deleted: false,
    });
    const created = page.items.map((company) => Date.parse(company.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(page.items.filter((company) => company.deleted).map((company) => company.name)).toEqual([
      'Granite Security',
    ]);
  });

  it('pages without overlap or gap, and answers an empty page past the end', async () => {
    const first = await list('?page=1');
    const second = await list('?page=2');
    expect(second.items).toHaveLength(4);
    const names = [...first.items, ...second.items].map((company) => company.name);
    expect(new Set(names).size).toBe(14);
    expect(second.items.at(-1)?.name).toBe('Northstar Commerce');
    expect((await list('?page=3')).items).toEqual([]);
    expect((await list('?page=2&pageSize=5')).items.map((company) => company.name)).toEqual(
      names.slice(5, 10),
    );
  });

  it('searches a case-insensitive substring of the name, counting every match', async () => {
    const found = await list('?search=CLOUD');
    expect(found.total).toBe(2);
    expect(found.items.map((company) => company.name)).toEqual(['Cobalt Cloud', 'Lumen Marketing Cloud']);
    expect((await list('?search=ar')).items.map((company) => company.name).sort()).toEqual([
      'Brightpath Software',
      'Harbor Logistics',
      'Juniper Learning',
      'Lumen Marketing Cloud',
      'Northstar Commerce',
    ]);
    expect((await list('?search=a')).total).toBe(12);
    // A blank search is no search; regex characters are literal text.
    expect((await list('?search=%20%20')).total).toBe(14);
    expect((await list('?search=.*')).total).toBe(0);
    expect((await list('?search=zzz')).items).toEqual([]);
  });

  it('sorts by name either way, and oldest first', async () => {
    expect((await list('?sort=name&order=asc')).items[0]?.name).toBe('Acme Analytics');
    expect((await list('?sort=name&order=desc')).items[0]?.name).toBe('Northstar Commerce');
    expect((await list('?order=asc')).items[0]?.name).toBe('Northstar Commerce');
  });

  it('refuses a bad page, page size, sort or search in words', async () => {
    await expectBadQuery('?page=0', 'Page must be 1 or more.');
    await expectBadQuery('?pageSize=500', 'Page size must be at most 100.');
    await expectBadQuery(`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters.');
    const badSort = await client.request('GET', `${PATH}?sort=deleted`, { identity: admin });
    expect(badSort.status).toBe(400);
    expect((await client.request('GET', `${PATH}?page=abc`, { identity: admin })).status).toBe(400);
  });

  it('finds companies stored before the list was searchable, once their fields are filled at start', async () => {
    await ctx.mongo.collection('client_companies').insertOne({
      name: 'Legacy Widgets',
      email_frequency: 'never',
      view_type: 'full',
      deleted: false,
      created_at: new Date(0),
    });
    expect((await list('?search=widget')).total).toBe(0);
    expect((await list()).total).toBe(15);
    await createClientCompaniesRepository(ctx.mongo);
    expect((await list('?search=widget')).items.map((company) => company.name)).toEqual(['Legacy Widgets']);
    await ctx.mongo.collection('client_companies').deleteOne({ name: 'Legacy Widgets' });
  });

  it.each<[TIdentity, number]>([
    [{ kind: 'anonymous' }, 401],
    [{ kind: 'candidate', userId: 'c1', role: 'SDR' }, 403],
    [{ kind: 'employer', userId: 'e1', role: null }, 403],
  ])('re-checks the kind in the service (%o -> %i)', async (identity, status) => {
    const response = await client.request('GET', PATH, { identity });
    expect(response.status).toBe(status);
    expect(ZApiError.safeParse(await response.json()).success).toBe(true);
  });
});

describe('POST /api/admin/client-companies/lookup', () => {
  const LOOKUP = `${PATH}/lookup`;

  it('answers the companies of the ids in one read, a deleted one marked, an unknown id left out', async () => {
    const all = (await list('?pageSize=100')).items;
    const granite = all.find((company) => company.name === 'Granite Security')!;
    const acme = all.find((company) => company.name === 'Acme Analytics')!;
    const response = await client.request('POST', LOOKUP, {
      identity: admin,
      body: { ids: [acme._id, granite._id, acme._id, '665f1c0ffee00000000fffff'] },
    });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: typeof all };
    expect(items.map((company) => company.name).sort()).toEqual(['Acme Analytics', 'Granite Security']);
    expect(items.find((company) => company._id === granite._id)).toEqual(granite);
    expect(items.find((company) => company._id === acme._id)).toEqual(acme);
  });

  it('refuses no ids, more than 500 or a bad id in words', async () => {
    for (const ids of [[], Array.from({ length: 501 }, () => '665f1c0ffee0000000000abc'), ['nope']]) {
      const response = await client.request('POST', LOOKUP, { identity: admin, body: { ids } });
      expect(response.status).toBe(400);
      const body = ZApiError.parse(await response.json());
      expect(body.issues?.map((issue) => issue.message)).toContainEqual(
        ids[0] === 'nope' ? 'Not a valid id' : CLIENT_ANSWERS.lookupIdsCount,
      );
    }
  });

  it.each<[TIdentity, number]>([
    [{ kind: 'anonymous' }, 401],
    [{ kind: 'candidate', userId: 'c1', role: 'SDR' }, 403],
    [{ kind: 'employer', userId: 'e1', role: null }, 403],
  ])('is the admins’ alone, re-checked in the service (%o -> %i)', async (identity, status) => {
    const response = await client.request('POST', LOOKUP, {
      identity,
      body: { ids: ['665f1c0ffee0000000000abc'] },
    });
    expect(response.status).toBe(status);
    expect(ZApiError.safeParse(await response.json()).success).toBe(true);
  });
});
