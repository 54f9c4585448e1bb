import { createServer } from 'node:http';
import type { Context } from 'hono';
import type { TServiceName } from '@gtm/contracts/services';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { createIdentitySigner } from '@gtm/service-kit/identity';
import { createLogger } from '@gtm/service-kit/logger';
import { closeRedis, createCommandRedis, waitForRedis } from '@gtm/service-kit/redis';
import { listenHttp, startHttpServer } from '@gtm/service-kit/serve';
import type { THttpServer } from '@gtm/service-kit/serve';
import { createServiceApp } from '@gtm/service-kit/service-app';
import { TEST_IDENTITY_SECRET } from '@gtm/service-kit/test-context';
import { createGateway } from './app.ts';
import { createUpstream } from './proxy.ts';
import type { TUpstream, TUpstreamOptions } from './proxy.ts';

/**
 * The gateway at its edges, over real sockets: in front of services built as the real ones are (createServiceApp:
 * the signed identity checked on every /api route), with sessions in the real Redis of the integration suite.
 */
const log = createLogger({ name: 'edge-test', level: 'silent' });
const signer = createIdentitySigner(TEST_IDENTITY_SECRET);
const redis = createCommandRedis(process.env.REDIS_URL as string, { name: 'edge-test', log });

/** What a service saw of a request. */
type TSeen = { path: string; headers: Record<string, string>; identity: unknown };

const serviceApp = () => {
  const app = createServiceApp({ log, signer, readinessChecks: {}, isDraining: () => false }, []);
  const seen = (c: Context<TAppEnv>): TSeen => ({
    path: c.req.path,
    headers: Object.fromEntries(c.req.raw.headers),
    identity: c.get('identity'),
  });
  app.get('/api/version', (c) => c.json({ name: 'edge-test', version: '1', seen: seen(c) }));
  app.get('/api/admin/client-users', (c) => c.json({ items: [], seen: seen(c) }));
  app.post('/api/contact-submissions', async (c) => {
    const body = await c.req.text();
    return c.json({ bytes: body.length, seen: seen(c) }, 201);
  });
  return app;
};

let service: THttpServer;
const opened: { stop: () => Promise<void> }[] = [];

beforeAll(async () => {
  await waitForRedis(redis);
  service = await startHttpServer({ fetch: serviceApp().fetch, port: 0, hostname: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(opened.map((edge) => edge.stop()));
  await service.stop(1_000);
  await closeRedis(redis);
});

/** A gateway on a free loopback port in front of the test service (every service name on it). */
const startEdge = async (options: { trustedProxies?: number; upstream?: TUpstreamOptions } = {}) => {
  const origin = `http://127.0.0.1:${service.port}`;
  const upstreams = Object.fromEntries(
    (['svc-auth', 'svc-candidates', 'svc-clients'] as const).map((name) => [
      name,
      createUpstream(name, origin, { headersTimeoutMs: 2_000, ...options.upstream }),
    ]),
  ) as Record<TServiceName, TUpstream>;
  const listener = await createGateway({
    log,
    redis,
    signer,
    upstreams,
    publicOrigin: 'http://portal.test',
    hsts: false,
    isDraining: () => false,
    ...(options.trustedProxies === undefined ? {} : { trustedProxies: options.trustedProxies }),
  });
  const http = await listenHttp(createServer(listener), { port: 0, hostname: '127.0.0.1' });
  const edge = {
    url: `http://127.0.0.1:${http.port}`,
    port: http.port,
    async stop() {
      await http.stop(500);
      await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
    },
  };
  opened.push(edge);
  return edge;
};

const seenBy = async (response: Response) => ((await response.json()) as { seen: TSeen }).seen;

describe('X-Forwarded-For through the gateway', () => {
  it('passes on only what the trusted proxies appended, then its own peer', async () => {
    const behindIngress = await startEdge({ trustedProxies: 1 });
    // What the ingress sends: the address it saw, appended to nothing a client wrote (it drops theirs).
    const seen = await seenBy(
      await fetch(`${behindIngress.url}/api/version`, {
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-real-ip': '6.6.6.6' },
      }),
    );
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(seen.headers['x-real-ip']).toBeUndefined();
  });

  it('drops a spoofed X-Forwarded-For when no proxy is trusted: a fresh sign-in limit is not one header away', async () => {
    const exposed = await startEdge();
    for (const spoofed of ['198.51.100.1', '198.51.100.2']) {
      const seen = await seenBy(
        await fetch(`${exposed.url}/api/version`, { headers: { 'x-forwarded-for': spoofed } }),
      );
      expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    }
  });
});
