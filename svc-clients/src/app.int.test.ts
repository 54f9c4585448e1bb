import { operationsOf } from '@gtm/contracts/api-routes';
import type { TApiRoute } from '@gtm/contracts/api-routes';
import { ZApiError } from '@gtm/contracts/api-errors';
import type { TIdentity } from '@gtm/contracts/identity';
import { pathOf, pathParamNames } from '@gtm/contracts/operation';
import { USER_KINDS } from '@gtm/contracts/user-kinds';
import type { TUserKind } from '@gtm/contracts/user-kinds';
import { mountedOperations } from '@gtm/service-kit/operations';
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

const IDENTITIES: Record<TUserKind, TIdentity> = {
  anonymous: { kind: 'anonymous' },
  candidate: { kind: 'candidate', userId: '665f1c0ffee0000000000002', role: 'SDR' },
  employer: { kind: 'employer', userId: '665f1c0ffee0000000000003', role: null },
  admin,
};
const OPERATIONS = operationsOf('svc-clients');

/** One request to an operation as `kind`: an id that names nothing in each path parameter, `{}` as a body. */
const send = (operation: TApiRoute, kind: TUserKind) => {
  const params = Object.fromEntries(pathParamNames(operation.path).map((name) => [name, '0'.repeat(24)]));
  return client.request(operation.method, pathOf(operation, params), {
    identity: IDENTITIES[kind],
    ...(operation.request?.body ? { body: {} } : {}),
  });
};

describe('svc-clients mounting', () => {
  it('serves exactly its built operations', () => {
    expect([...mountedOperations(app)].sort()).toEqual(OPERATIONS.map((operation) => operation.id).sort());
  });

  it.each(OPERATIONS.map((operation) => [operation.id, operation] as const))(
    '%s: refuses the kinds its access excludes, answers the others as documented',
    async (_, operation) => {
      for (const kind of USER_KINDS) {
        const { status } = await send(operation, kind);
        if (operation.access.includes(kind))
          expect(Object.keys(operation.responses)).toContain(String(status));
        else expect(status).toBe(kind === 'anonymous' ? 401 : 403);
      }
    },
  );
});
