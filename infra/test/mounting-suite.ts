import { describe, expect, it } from '@jest/globals';
import { ZApiError } from '@gtm/contracts/api-errors';
import { operationsOf } from '@gtm/contracts/api-routes';
import type { TIdentity } from '@gtm/contracts/identity';
import { pathOf, pathParamNames } from '@gtm/contracts/operation';
import type { TServiceName } from '@gtm/contracts/services';
import { USER_KINDS } from '@gtm/contracts/user-kinds';
import type { TUserKind } from '@gtm/contracts/user-kinds';
import { AppError, toApiErrorBody } from '@gtm/service-kit/app-error';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { mountedOperations } from '@gtm/service-kit/operations';
import type { testClient } from '@gtm/service-kit/test-context';
import type { Hono } from 'hono';

/** What an unmatched route answers (service-kit's `createApp`): a 404 with this message means "not mounted". */
export const NO_ROUTE_MESSAGE = toApiErrorBody(new AppError('NOT_FOUND'), 'x').message;

/** An identity of `kind` as the gateway signs it, naming an account that does not exist. */
const identityOf = (kind: TUserKind): TIdentity =>
  kind === 'anonymous'
    ? { kind }
    : { kind, userId: '65a000000000000000000000', role: kind === 'candidate' ? 'SDR' : null };

/**
 * The mounting test every service runs on its test app: it serves exactly its operations (the
 * descriptors `operationsOf` gives it), each refuses unsigned requests and the kinds its access excludes,
 * and answers every allowed kind (an id that names nothing in each path parameter, `{}` as a body) with a
 * status its descriptor documents, never the "no such route" 404. A test helper: it lives in infra/test,
 * which only tests import.
 */
export const describeOperationMounting = (
  service: TServiceName,
  subject: () => { app: Hono<TAppEnv>; client: ReturnType<typeof testClient> },
) => {
  const operations = operationsOf(service);
  describe(`${service} mounts its operations from their descriptors`, () => {
    it('serves exactly its operations', () => {
      expect([...mountedOperations(subject().app)].sort()).toEqual(
        operations.map((operation) => operation.id).sort(),
      );
    });

    it.each(operations.map((operation) => [operation.id, operation] as const))(
      '%s: refuses the callers its access excludes, answers the others as documented',
      async (_id, operation) => {
        const { app, client } = subject();
        const params = Object.fromEntries(
          pathParamNames(operation.path).map((name) => [name, '0'.repeat(24)]),
        );
        const path = pathOf(operation, params);
        expect((await app.request(path, { method: operation.method })).status).toBe(401);
        for (const kind of USER_KINDS) {
          const response = await client.request(operation.method, path, {
            identity: identityOf(kind),
            ...(operation.request?.body ? { body: {} } : {}),
          });
          if (!operation.access.includes(kind)) {
            expect(response.status).toBe(kind === 'anonymous' ? 401 : 403);
            continue;
          }
          expect(Object.keys(operation.responses)).toContain(String(response.status));
          if (response.status === 404) {
            expect(ZApiError.parse(await response.json()).message).not.toBe(NO_ROUTE_MESSAGE);
          }
        }
      },
    );
  });
};
