import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { Context } from 'hono';
import { SESSION_COOKIE, sessionKey } from '@gtm/contracts/identity';
import type { TSessionRecord } from '@gtm/contracts/identity';
import type { TServiceName } from '@gtm/contracts/services';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { createIdentitySigner } from '@gtm/service-kit/identity';
import { createLogger } from '@gtm/service-kit/logger';
import { closeRedis, createCommandRedis, waitForRedis } from '@gtm/service-kit/redis';
import { listenHttp, startHttpServer } from '@gtm/service-kit/serve';
import type { THttpServer } from '@gtm/service-kit/serve';
import { createServiceApp } from '@gtm/service-kit/service-app';
import { hashSessionId } from '@gtm/service-kit/session-id';
import { TEST_IDENTITY_SECRET } from '@gtm/service-kit/test-context';
import { API_DOCS_SCRIPT_PATH } from './api-docs.ts';
import { BODY_ON_READ, createGateway } from './app.ts';
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
  // ?delayMs= makes it slow, ?pad= long (that many bytes more).
  app.get('/api/version', async (c) => {
    await delay(Number(c.req.query('delayMs') ?? 0));
    const pad = 'x'.repeat(Number(c.req.query('pad') ?? 0));
    return c.json({ name: 'edge-test', version: '1', seen: seen(c), pad });
  });
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
      // Four connections per service: a handful of held requests would drain them.
      createUpstream(name, origin, { connections: 4, headersTimeoutMs: 2_000, ...options.upstream }),
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
  const http = await listenHttp(createServer(listener), {
    port: 0,
    hostname: '127.0.0.1',
    // A body that does not come within 3 s is answered 408 (1 s for headers).
    timeouts: { headersMs: 1_000, requestMs: 3_000, checkEveryMs: 100 },
  });
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

/** A raw connection that sends `head` (and nothing of the body it may announce) and collects what comes back. */
const hold = (port: number, head: string) => {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const done = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  void done.then(() => (closed = true));
  socket.write(head);
  return {
    socket,
    done,
    received: () => received,
    closed: () => closed,
  };
};
const held: Socket[] = [];
afterEach(() => {
  for (const socket of held.splice(0)) socket.destroy();
});

const adminCookie = async () => {
  const sessionId = randomBytes(32).toString('base64url');
  const record: TSessionRecord = {
    userId: '665f1c0ffee0000000000001',
    kind: 'admin',
    role: null,
    createdAt: Date.now(),
    lastSeenAt: Date.now(),
    idleMinutes: 30,
  };
  await redis.set(sessionKey(hashSessionId(sessionId)), JSON.stringify(record), 'EX', 600);
  return `${SESSION_COOKIE}=${sessionId}`;
};

/** A request, and how long its answer took (the tests want well under the 3 s a held body may take). */
const prompt = async (url: string, init: RequestInit = {}) => {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, ms: performance.now() - started };
};

describe('requests that announce a body they never send', () => {
  it('refuses a GET or HEAD with a body at once and closes the connection', async () => {
    const edge = await startEdge();
    for (const method of ['GET', 'HEAD']) {
      const started = performance.now();
      const probe = hold(
        edge.port,
        `${method} /api/version HTTP/1.1\r\nHost: portal.test\r\nContent-Length: 64\r\n\r\n`,
      );
      held.push(probe.socket);
      await probe.done;
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(probe.received()).toMatch(/^HTTP\/1\.1 400 /);
      expect(probe.received()).toMatch(/\r\nconnection: close\r\n/i);
      if (method === 'GET') expect(probe.received()).toContain(BODY_ON_READ);
    }
    // A method the path does not answer is a 405 first, as without a body (the contract fuzzer's check).
    const undeclared = hold(
      edge.port,
      'GET /api/candidate/auth/verify-code HTTP/1.1\r\nHost: portal.test\r\nContent-Length: 64\r\n\r\n',
    );
    held.push(undeclared.socket);
    await undeclared.done;
    expect(undeclared.received()).toMatch(/^HTTP\/1\.1 405 /);
    expect(undeclared.received()).toMatch(/\r\nallow: POST\r\n/i);
    expect(undeclared.received()).toMatch(/\r\nconnection: close\r\n/i);
    // Chunked the same.
    const chunked = hold(
      edge.port,
      'GET /api/version HTTP/1.1\r\nHost: portal.test\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    held.push(chunked.socket);
    await chunked.done;
    expect(chunked.received()).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('24 held GETs and 24 held POSTs leave the version and an admin list answering at once, and every answer its own', async () => {
    const edge = await startEdge();
    const cookie = await adminCookie();
    const probes = [
      ...Array.from({ length: 24 }, () =>
        hold(edge.port, 'GET /api/version HTTP/1.1\r\nHost: portal.test\r\nContent-Length: 64\r\n\r\n'),
      ),
      ...Array.from({ length: 24 }, () =>
        hold(
          edge.port,
          'POST /api/contact-submissions HTTP/1.1\r\nHost: portal.test\r\nOrigin: http://portal.test\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n',
        ),
      ),
    ];
    held.push(...probes.map((probe) => probe.socket));
    await delay(200);
    for (let round = 0; round < 3; round += 1) {
      const [version, list, posted] = await Promise.all([
        prompt(`${edge.url}/api/version`),
        prompt(`${edge.url}/api/admin/client-users`, { headers: { cookie } }),
        prompt(`${edge.url}/api/contact-submissions`, {
          method: 'POST',
          headers: { origin: 'http://portal.test', 'content-type': 'application/json' },
          body: JSON.stringify({ round }),
        }),
      ]);
      expect([version.status, version.body.name, (version.body.seen as TSeen).path]).toEqual([
        200,
        'edge-test',
        '/api/version',
      ]);
      expect([list.status, (list.body.seen as TSeen).path]).toEqual([200, '/api/admin/client-users']);
      expect([posted.status, posted.body.bytes]).toEqual([201, JSON.stringify({ round }).length]);
      for (const answer of [version, list, posted]) expect(answer.ms).toBeLessThan(1_000);
    }
    // The POSTs whose bodies never came are answered 408 by the server's request timeout and closed.
    await Promise.all(probes.slice(24).map((probe) => probe.done));
    for (const probe of probes.slice(24)) expect(probe.received()).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);

  it('sends a body on only once it has all arrived: a slow sender holds no connection to the service', async () => {
    const edge = await startEdge({ upstream: { connections: 1 } });
    const body = JSON.stringify({ note: 'sent slowly' });
    const slow = hold(
      edge.port,
      `POST /api/contact-submissions HTTP/1.1\r\nHost: portal.test\r\nOrigin: http://portal.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    held.push(slow.socket);
    await delay(200);
    // The service's one connection is free meanwhile.
    const other = await prompt(`${edge.url}/api/contact-submissions`, {
      method: 'POST',
      headers: { origin: 'http://portal.test', 'content-type': 'application/json' },
      body: '{}',
    });
    expect([other.status, other.body.bytes]).toEqual([201, 2]);
    expect(other.ms).toBeLessThan(1_000);
    slow.socket.write(body.slice(5));
    await delay(300);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 201 /);
    expect(slow.received()).toContain(`"bytes":${body.length}`);
  });

  it("reads a slow reader's answer off the service at once: the connection goes back to the pool", async () => {
    // Held for the reader up to 64 MiB here; a 16 MiB answer is more than the kernel's buffers take unread.
    const edge = await startEdge({ upstream: { connections: 1, responseBufferBytes: 64 * 1024 * 1024 } });
    const reader = hold(
      edge.port,
      `GET /api/version?pad=${16 * 1024 * 1024} HTTP/1.1\r\nHost: portal.test\r\n\r\n`,
    );
    held.push(reader.socket);
    reader.socket.pause();
    await delay(500);
    const version = await prompt(`${edge.url}/api/version`);
    expect(version.status).toBe(200);
    expect(version.ms).toBeLessThan(1_000);
  });
});

describe('a burst of slow requests to one service', () => {
  it('costs the others a bounded wait, answered 503, never a stale identity (401)', async () => {
    const edge = await startEdge({
      upstream: { connections: 2, queueTimeoutMs: 300, headersTimeoutMs: 5_000 },
    });
    const slow = [1, 2].map(() => fetch(`${edge.url}/api/version?delayMs=1500`));
    await delay(100);
    const queued = await prompt(`${edge.url}/api/version`);
    expect(queued.status).toBe(503);
    expect(queued.body.code).toBe('UNAVAILABLE');
    expect(queued.ms).toBeLessThan(1_000);
    // Another service's pool is not touched.
    const cookie = await adminCookie();
    const list = await prompt(`${edge.url}/api/admin/client-users`, { headers: { cookie } });
    expect(list.status).toBe(200);
    await Promise.all((await Promise.all(slow)).map((response) => response.text()));
    // Once the burst is over the pool serves again; the expired request was dropped, not sent late.
    expect((await prompt(`${edge.url}/api/version`)).status).toBe(200);
  });
});

describe('the API reference through the gateway', () => {
  it('serves the page and the bundle it loads from the portal itself, with no HSTS over plain HTTP', async () => {
    const edge = await startEdge();
    const page = await fetch(`${edge.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const html = await page.text();
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] as string);
    expect(sources).toEqual([API_DOCS_SCRIPT_PATH]);
    const script = await fetch(`${edge.url}${sources[0]}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('strict-transport-security')).toBeNull();
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000);
  });
});
