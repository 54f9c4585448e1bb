import { describeOperationMounting } from '@gtm/infra/test/mounting-suite.ts';
import { ZApiError } from '@gtm/contracts/api-errors';
import { openClientsTestApp, TEST_ADMIN } from './test-app.ts';
import type { TClientsTestApp } from './test-app.ts';

const admin = TEST_ADMIN;
let ctx: TClientsTestApp['ctx'];
let app: TClientsTestApp['app'];
let client: TClientsTestApp['client'];
let close: TClientsTestApp['close'];

beforeAll(async () => {
  ({ ctx, app, client, close } = await openClientsTestApp());
});
afterAll(() => close());

describe('svc-clients health and identity', () => {
  it('answers liveness and readiness', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    expect(await (await app.request('/readyz')).json()).toEqual({
      status: 'ready',
      checks: { mongodb: 'ok', redis: 'ok' },
    });
  });

  it('refuses unsigned and forged identities before any route', async () => {
    expect((await client.request('GET', '/api/admin/client-companies')).status).toBe(401);
    const signedForUsers = ctx.signed(admin, 'GET', '/api/admin/client-users');
    const replayed = await app.request('/api/admin/client-companies', { headers: signedForUsers });
    expect(replayed.status).toBe(401);
    expect(ZApiError.parse(await replayed.json()).code).toBe('IDENTITY_INVALID');
  });
});

describeOperationMounting('svc-clients', () => ({ app, client }));
