import { ZApiError } from '@gtm/contracts/api-errors';
import { IDENTITY_HEADERS } from '@gtm/contracts/identity';
import { CANDIDATES_DEMO_SEEDERS } from './seed/demo-seed.ts';
import { runDemoSeed } from '@gtm/service-kit/seed';
import { openTestContext } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createCandidatesApp } from './app.ts';

let ctx: TTestContext;
let app: ReturnType<typeof createCandidatesApp>;

beforeAll(async () => {
  ctx = await openTestContext('svc-candidates');
  app = createCandidatesApp({ ...ctx, trustedProxies: 1 });
});
afterAll(() => ctx.close());

describe('svc-candidates', () => {
  it('answers liveness and readiness (MongoDB and Redis)', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    expect(await (await app.request('/readyz')).json()).toEqual({
      status: 'ready',
      checks: { mongodb: 'ok', redis: 'ok' },
    });
  });

  it('refuses an unsigned request and a stale signature', async () => {
    expect((await app.request('/api/user/candidate-profile')).status).toBe(401);
    const headers = ctx.signed(
      { kind: 'candidate', userId: 'c1', role: 'SDR' },
      'GET',
      '/api/user/candidate-profile',
    );
    headers[IDENTITY_HEADERS.timestamp] = String(Date.now() - 120_000);
    const stale = await app.request('/api/user/candidate-profile', { headers });
    expect(stale.status).toBe(401);
    expect(ZApiError.parse(await stale.json()).code).toBe('IDENTITY_INVALID');
  });

  it('answers a signed request for a route it does not serve yet with 404 in the error shape', async () => {
    const headers = ctx.signed({ kind: 'admin', userId: 'a1', role: null }, 'GET', '/api/candidate-profiles');
    const response = await app.request('/api/candidate-profiles', { headers });
    expect(response.status).toBe(404);
    expect(ZApiError.parse(await response.json()).code).toBe('NOT_FOUND');
  });

  it('runs its (still empty) demo seed without writing', async () => {
    await expect(runDemoSeed(CANDIDATES_DEMO_SEEDERS, ctx.log)).resolves.toBeUndefined();
    const collections = (await ctx.mongo.db?.listCollections().toArray()) ?? [];
    for (const { name } of collections) {
      expect(await ctx.mongo.db?.collection(name).countDocuments()).toBe(0);
    }
  });
});
