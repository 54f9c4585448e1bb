import { createServer } from 'node:http';
import type { Redis } from 'ioredis';
import type { TServiceName } from '@gtm/contracts/services';
import { createIdentitySigner } from '@gtm/service-kit/identity';
import type { TLogger } from '@gtm/service-kit/logger';
import { listenHttp } from '@gtm/service-kit/serve';
import { TEST_IDENTITY_SECRET } from '@gtm/service-kit/test-context';
import { createGateway } from './app.ts';
import { createUpstream } from './proxy.ts';
import { openSessionRecords } from './session-records.ts';
import type { TUpstream } from './proxy.ts';

export { GATEWAY_ERROR_HEADER } from './gateway-errors.ts';
export { hashSessionId } from './session.ts';
export type { TUpstream };

/** Pools to running services (one origin, or a list of replicas), with the short timeouts a test can wait out. */
export const openTestUpstreams = (
  origins: Record<TServiceName, string | readonly string[]>,
  headersTimeoutMs: number,
  uploadHeadersTimeoutMs = headersTimeoutMs,
) =>
  Object.fromEntries(
    Object.entries(origins).map(([name, origin]) => [
      name,
      createUpstream(name as TServiceName, origin as string | readonly string[], {
        connections: 4,
        connectTimeoutMs: 500,
        headersTimeoutMs,
        uploadHeadersTimeoutMs,
      }),
    ]),
  ) as Record<TServiceName, TUpstream>;

/**
 * The gateway as `main.ts` assembles it, in front of `upstreams`, on a free port: sessions in `redis`, the
 * services' test identity secret, no HSTS (plain HTTP). For the cross-service suite.
 */
export const startGatewayTestApp = async (deps: {
  log: TLogger;
  redis: Redis;
  upstreams: Record<TServiceName, TUpstream>;
  publicOrigin: string;
}) => {
  const sessionRecords = openSessionRecords(deps.redis, deps.log);
  const listener = await createGateway({
    ...deps,
    sessionRecords,
    signer: createIdentitySigner(TEST_IDENTITY_SECRET),
    hsts: false,
    isDraining: () => false,
    readinessTimeoutMs: 1_000,
  });
  const server = await listenHttp(createServer(listener), { port: 0 });
  return {
    ...server,
    async stop(deadlineMs: number) {
      await server.stop(deadlineMs);
      await sessionRecords.close();
    },
  };
};
