import { describeOperationMounting } from '@gtm/infra/test/mounting-suite.ts';
import { ZApiError } from '@gtm/contracts/api-errors';
import { IDENTITY_HEADERS } from '@gtm/contracts/identity';
import { openCandidatesTestApp } from './test-app.ts';
import type { TCandidatesTestApp } from './test-app.ts';

let ctx: TCandidatesTestApp['ctx'];
let app: TCandidatesTestApp['app'];
let client: TCandidatesTestApp['client'];
let close: TCandidatesTestApp['close'];

beforeAll(async () => {
  ({ ctx, app, client, close } = await openCandidatesTestApp());
});
afterAll(() => close());

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

  it('answers a signed request for a route it does not serve with 404 in the error shape', async () => {
    const response = await client.request('GET', '/api/no-such-resource', {
      identity: { kind: 'admin', userId: 'a1', role: null },
    });
    expect(response.status).toBe(404);
    expect(ZApiError.parse(await response.json()).code).toBe('NOT_FOUND');
  });
});

describeOperationMounting('svc-candidates', () => ({ app, client }));
