import { describeOperationMounting } from '@gtm/infra/test/mounting-suite.ts';
import { IDENTITY_HEADERS } from '@gtm/contracts/identity';
import { ZApiError } from '@gtm/contracts/api-errors';
import { ZVersionInfo } from '@gtm/contracts/version';
import { createCommandRedis, closeRedis, pingRedis } from '@gtm/service-kit/redis';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { AUTH_VERSION, createAuthApp } from './app.ts';
import { openAuthTestApp } from './test-app.ts';
import type { TAuthTestApp } from './test-app.ts';
import type { TUsersRepository } from './routes/users/users.repository.ts';

let ctx: TTestContext;
let users: TUsersRepository;
let app: ReturnType<typeof createAuthApp>;
let auth: TAuthTestApp;

beforeAll(async () => {
  auth = await openAuthTestApp();
  ({ ctx, app, users } = auth);
});
afterAll(() => auth.close());

describe('svc-auth health', () => {
  it('answers liveness and readiness with MongoDB and Redis up', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { mongodb: 'ok', redis: 'ok' } });
  });

  it('answers 503 naming Redis when it is unreachable, without waiting for it', async () => {
    const deadRedis = createCommandRedis('redis://127.0.0.1:1', { name: 'dead', log: ctx.log });
    const broken = createAuthApp({
      ...auth.deps,
      readinessChecks: { ...ctx.readinessChecks, redis: () => pingRedis(deadRedis) },
    });
    const startedAt = Date.now();
    const response = await broken.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      checks: { mongodb: 'ok', redis: 'fail' },
    });
    expect(Date.now() - startedAt).toBeLessThan(2_500);
    await closeRedis(deadRedis);
  });
});

describe('svc-auth identity verification', () => {
  it('serves GET /api/version to a gateway-signed anonymous caller', async () => {
    const response = await app.request('/api/version', {
      headers: ctx.signed({ kind: 'anonymous' }, 'GET', '/api/version'),
    });
    expect(response.status).toBe(200);
    expect(ZVersionInfo.parse(await response.json())).toEqual(AUTH_VERSION);
  });

  it('refuses a request without identity headers', async () => {
    const response = await app.request('/api/version');
    expect(response.status).toBe(401);
    expect(ZApiError.parse(await response.json()).code).toBe('IDENTITY_INVALID');
  });

  it('refuses identity headers signed for another path or with another secret', async () => {
    const forOtherPath = ctx.signed({ kind: 'admin', userId: 'u1' }, 'GET', '/api/user');
    expect((await app.request('/api/version', { headers: forOtherPath })).status).toBe(401);
    const forged = { ...ctx.signed({ kind: 'anonymous' }, 'GET', '/api/version') };
    forged[IDENTITY_HEADERS.signature] = Buffer.alloc(32, 7).toString('base64url');
    expect((await app.request('/api/version', { headers: forged })).status).toBe(401);
  });

  it('answers unknown API paths 404 in the error shape, with the caller request id', async () => {
    const headers = ctx.signed({ kind: 'anonymous' }, 'GET', '/api/nothing-here', 'req-svc-auth-404');
    const response = await app.request('/api/nothing-here', { headers });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('req-svc-auth-404');
    expect(ZApiError.parse(await response.json())).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Not found.',
      requestId: 'req-svc-auth-404',
    });
  });
});

describe('GET /api/user', () => {
  const get = (identity: Parameters<TTestContext['signed']>[0]) =>
    app.request('/api/user', { headers: ctx.signed(identity, 'GET', '/api/user') });

  it('answers the signed-in user in both naming styles the screens read', async () => {
    await users.ensureAccount('pat.lee@example.com', 'candidate', 'Pat Lee', 'AE');
    const stored = await users.findByEmail('pat.lee@example.com');
    const response = await get({ kind: 'candidate', userId: stored!._id.toString(), role: 'AE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: stored!._id.toString(),
      name: 'Pat Lee',
      fullName: 'Pat Lee',
      email: 'pat.lee@example.com',
      user_type: 'candidate',
      isAdmin: false,
      isCandidate: true,
      role: 'AE',
      company: null,
    });
  });

  it('answers 401 to an anonymous caller and to a session whose account is gone', async () => {
    expect((await get({ kind: 'anonymous' })).status).toBe(401);
    expect((await get({ kind: 'admin', userId: '65a000000000000000000000' })).status).toBe(401);
    expect((await get({ kind: 'admin', userId: 'not-an-object-id' })).status).toBe(401);
  });
});

describeOperationMounting('svc-auth', () => ({ app, client: auth.client }));
