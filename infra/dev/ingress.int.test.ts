import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { SESSION_COOKIE, sessionKey } from '@gtm/contracts/identity';
import { UPLOAD_BODY_LIMIT } from '@gtm/contracts/operation';
import type { TSessionRecord } from '@gtm/contracts/identity';
import { createIdentitySigner } from '@gtm/service-kit/identity';
import { createLogger } from '@gtm/service-kit/logger';
import { closeRedis, createCommandRedis, waitForRedis } from '@gtm/service-kit/redis';
import { startHttpServer } from '@gtm/service-kit/serve';
import type { THttpServer } from '@gtm/service-kit/serve';
import { createServiceApp } from '@gtm/service-kit/service-app';
import { TEST_IDENTITY_SECRET } from '@gtm/service-kit/test-context';
import { hashSessionId, openTestUpstreams, startGatewayTestApp } from '@gtm/gateway/test-app';
import { createIngress } from './ingress.ts';

/**
 * `npm start`'s edge as it runs: the ingress in front of the real gateway, in front of a service built as the real
 * ones are (the signed identity checked on every /api route), sessions in the integration suite's Redis.
 */
const log = createLogger({ name: 'ingress-test', level: 'silent' });
const redis = createCommandRedis(process.env.REDIS_URL as string, { name: 'ingress-test', log });
let service: THttpServer;
let gateway: Awaited<ReturnType<typeof startGatewayTestApp>>;
let upstreams: ReturnType<typeof openTestUpstreams>;
let ingress: Server;
let portal: string;
let port: number;

beforeAll(async () => {
  await waitForRedis(redis);
  const app = createServiceApp(
    { log, signer: createIdentitySigner(TEST_IDENTITY_SECRET), readinessChecks: {}, isDraining: () => false },
    [],
  );
  app.get('/api/version', (c) => c.json({ name: 'ingress-test', version: '1' }));
  app.get('/api/admin/client-users', (c) => c.json({ items: [{ kind: c.get('identity').kind }] }));
  service = await startHttpServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  const origin = `http://127.0.0.1:${service.port}`;
  // Four connections to each service: 24 requests holding one each would drain them many times over.
  upstreams = openTestUpstreams(
    { 'svc-auth': origin, 'svc-candidates': origin, 'svc-clients': origin },
    2_000,
  );
  gateway = await startGatewayTestApp({ log, redis, upstreams, publicOrigin: 'http://localhost' });
  ingress = createIngress({
    gateway: new URL(`http://127.0.0.1:${gateway.port}`),
    shell: new URL(origin),
  });
  await new Promise<void>((resolve) => ingress.listen(0, '127.0.0.1', resolve));
  port = (ingress.address() as AddressInfo).port;
  portal = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => {
    ingress.close(resolve);
    ingress.closeAllConnections();
  });
  await gateway.stop(500);
  await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
  await service.stop(500);
  await closeRedis(redis);
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

describe('the ingress in front of the gateway', () => {
  it('24 GETs announcing a body they never send leave the version and an admin list answering at once, each its own answer', async () => {
    const cookie = await adminCookie();
    const held = Array.from({ length: 24 }, (_, index) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      const path = index % 2 === 0 ? '/api/version' : '/api/admin/client-users';
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Length: 64\r\n\r\n`,
      );
      return socket;
    });
    try {
      await delay(200);
      // Keep-alive connections through the ingress's pool, as a browser's: a desync would answer one of these with
      // another request's answer, a 400, or a 401.
      for (let round = 0; round < 10; round += 1) {
        const started = performance.now();
        const [version, list] = await Promise.all([
          fetch(`${portal}/api/version`, { signal: AbortSignal.timeout(5_000) }),
          fetch(`${portal}/api/admin/client-users`, {
            headers: { cookie },
            signal: AbortSignal.timeout(5_000),
          }),
        ]);
        expect([version.status, await version.json()]).toEqual([200, { name: 'ingress-test', version: '1' }]);
        expect([list.status, await list.json()]).toEqual([200, { items: [{ kind: 'admin' }] }]);
        expect(performance.now() - started).toBeLessThan(2_000);
      }
    } finally {
      for (const socket of held) socket.destroy();
    }
  }, 30_000);

  it('refuses an upload declared larger than the gateway takes (a 12 MB resume) with 413, before its body', async () => {
    expect(12_000_000).toBeGreaterThan(UPLOAD_BODY_LIMIT);
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    try {
      // The headers only: were the body awaited (read whole, then sent on), no answer would come.
      socket.write(
        'POST /api/candidate/onboarding/sdr HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 12000000\r\n\r\n',
      );
      const answer = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no answer within 5 s')), 5_000);
        socket.once('data', (chunk: Buffer) => {
          clearTimeout(timer);
          resolve(chunk.toString('latin1'));
        });
      });
      expect(answer.slice(0, 12)).toBe('HTTP/1.1 413');
    } finally {
      socket.destroy();
    }
  });
});
