import { ZApiError } from '@gtm/contracts/api-errors';
import type { TIdentity } from '@gtm/contracts/identity';
import { openTestContext } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createClientsApp } from './app.ts';
import { createClientCompaniesRepository } from './routes/client-companies/client-companies.repository.ts';
import type { TClientCompaniesRepository } from './routes/client-companies/client-companies.repository.ts';
import { createClientUsersRepository } from './routes/client-users/client-users.repository.ts';
import type { TClientUsersRepository } from './routes/client-users/client-users.repository.ts';

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

describe('svc-clients health and identity', () => {
  it('answers liveness and readiness', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    expect(await (await app.request('/readyz')).json()).toEqual({
      status: 'ready',
      checks: { mongodb: 'ok', redis: 'ok' },
    });
  });

  it('refuses unsigned and forged identities before any route', async () => {
    expect((await get('/api/admin/client-companies', null)).status).toBe(401);
    const signedForUsers = ctx.signed(admin, 'GET', '/api/admin/client-users');
    const replayed = await app.request('/api/admin/client-companies', { headers: signedForUsers });
    expect(replayed.status).toBe(401);
    expect(ZApiError.parse(await replayed.json()).code).toBe('IDENTITY_INVALID');
  });
});
