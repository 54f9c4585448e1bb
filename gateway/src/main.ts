import { createServer } from 'node:http';
import { SERVICES } from '@gtm/contracts/services';
import type { TServiceName } from '@gtm/contracts/services';
import { loadEnv } from '@gtm/service-kit/env';
import { createIdentitySigner } from '@gtm/service-kit/identity';
import { createLogger } from '@gtm/service-kit/logger';
import { closeRedis, createCommandRedis, waitForRedis } from '@gtm/service-kit/redis';
import { createShutdown, listenHttp } from '@gtm/service-kit/serve';
import { startTracing } from '@gtm/service-kit/tracing';
import { createGateway } from './app.ts';
import { ZGatewayEnv } from './env.ts';
import { createUpstream } from './proxy.ts';
import { openSessionRecords } from './session-records.ts';

const env = loadEnv(ZGatewayEnv);
const log = createLogger({ name: 'gateway', level: env.LOG_LEVEL });
const shutdown = createShutdown({ log });
shutdown.trapSignals();
// Traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (nothing is loaded otherwise).
const tracing = await startTracing('gateway');

const origins: Record<TServiceName, readonly string[]> = {
  'svc-auth': env.SVC_AUTH_URL,
  'svc-candidates': env.SVC_CANDIDATES_URL,
  'svc-clients': env.SVC_CLIENTS_URL,
};

try {
  const redis = createCommandRedis(env.REDIS_URL, { name: 'gateway', log, autoPipelining: true });
  await waitForRedis(redis);
  const upstreams = Object.fromEntries(
    SERVICES.map((service) => [
      service,
      createUpstream(service, origins[service], {
        headersTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
        uploadHeadersTimeoutMs: env.UPLOAD_UPSTREAM_TIMEOUT_MS,
        discoverEvery: env.UPSTREAM_DISCOVERY_MS,
        log,
      }),
    ]),
  ) as Record<TServiceName, ReturnType<typeof createUpstream>>;
  // Session records in memory, dropped the moment Redis says a session changed (client-side caching).
  const sessionRecords = openSessionRecords(redis, log);
  shutdown.add('session records', () => sessionRecords.close());
  const listener = await createGateway({
    log,
    redis,
    sessionRecords,
    signer: createIdentitySigner(env.IDENTITY_SECRET),
    upstreams,
    publicOrigin: env.PUBLIC_ORIGIN,
    hsts: env.COOKIE_SECURE,
    trustedProxies: env.TRUSTED_PROXIES,
    isDraining: shutdown.isDraining,
  });
  const http = await listenHttp(createServer(listener), { port: env.PORT, hostname: env.HOST });
  shutdown.add('http', () => http.stop(10_000));
  shutdown.add('upstream pools', () =>
    Promise.all(Object.values(upstreams).map((upstream) => upstream.close())),
  );
  shutdown.add('redis', () => closeRedis(redis));
  if (tracing) shutdown.add('traces', tracing.shutdown);
  log.info({ host: env.HOST, port: http.port, services: origins }, 'listening');
} catch (error) {
  log.fatal({ err: error }, 'start-up failed');
  process.exit(1);
}
