import { operationsOf } from '@gtm/contracts/api-routes';
import type { TApiRoute } from '@gtm/contracts/api-routes';
import { ZApiError } from '@gtm/contracts/api-errors';
import { IDENTITY_HEADERS } from '@gtm/contracts/identity';
import type { TIdentity } from '@gtm/contracts/identity';
import { pathOf, pathParamNames } from '@gtm/contracts/operation';
import { USER_KINDS } from '@gtm/contracts/user-kinds';
import type { TUserKind } from '@gtm/contracts/user-kinds';
import { mountedOperations } from '@gtm/service-kit/operations';
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

  it('answers a signed request for a route it does not serve yet with 404 in the error shape', async () => {
    const response = await client.request('GET', '/api/candidate-profiles', {
      identity: { kind: 'admin', userId: 'a1', role: null },
    });
    expect(response.status).toBe(404);
    expect(ZApiError.parse(await response.json()).code).toBe('NOT_FOUND');
  });
});

const IDENTITIES: Record<TUserKind, TIdentity> = {
  anonymous: { kind: 'anonymous' },
  candidate: { kind: 'candidate', userId: '665f1c0ffee0000000000002', role: 'SDR' },
  employer: { kind: 'employer', userId: '665f1c0ffee0000000000003', role: null },
  admin: { kind: 'admin', userId: '665f1c0ffee0000000000001', role: null },
};
const OPERATIONS = operationsOf('svc-candidates');

/** One request to an operation as `kind`: an id that names nothing in each path parameter, `{}` as a body. */
const send = (operation: TApiRoute, kind: TUserKind) => {
  const params = Object.fromEntries(pathParamNames(operation.path).map((name) => [name, '0'.repeat(24)]));
  return client.request(operation.method, pathOf(operation, params), {
    identity: IDENTITIES[kind],
    ...(operation.request?.body ? { body: {} } : {}),
  });
};

describe('svc-candidates mounting', () => {
  it('serves exactly its built operations', () => {
    expect([...mountedOperations(app)].sort()).toEqual(OPERATIONS.map((operation) => operation.id).sort());
  });

  // An empty body is refused by the schema (a documented 400) before the contact form spends any budget.
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
