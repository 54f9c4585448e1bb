import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { SESSION_COOKIE, sessionKey } from '@gtm/contracts/identity';
import type { TSessionRecord } from '@gtm/contracts/identity';
import { startProcess } from '../infra/dev/child-process.ts';
import type { TManagedProcess } from '../infra/dev/child-process.ts';
import { createIngress } from '../infra/dev/ingress.ts';
import { freePort } from '../infra/dev/ports.ts';
import { uniqueDatabaseName } from '../infra/test/databases.ts';
import { hashSessionId } from '../gateway/src/test-app.ts';

const ROOT = join(import.meta.dirname, '..');
const START_TIMEOUT_MS = 30_000;
const PUBLIC_ORIGIN = 'http://portal.test';
const SHELL_ANSWER = 'the shell answered';

/**
 * Prometheus metrics of the real processes as deployed: the gateway, svc-clients and svc-clients' worker each
 * started with `node <entry>.ts`, the dev ingress in front of the gateway. Each process has its own registry,
 * so what one of them reports is its own.
 */
const processes: TManagedProcess[] = [];
let ingress: Server;
let shell: Server;
let redis: Redis;
const urls = { gateway: '', svcClients: '', worker: '', ingress: '' };

const start = async (name: string, script: string, env: Record<string, string>, ready: RegExp) => {
  const proc = startProcess({
    name,
    command: process.execPath,
    args: [join(ROOT, script)],
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
  });
  processes.push(proc);
  await proc.waitForLine(ready, START_TIMEOUT_MS);
};

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }),
  );

const scrape = async (url: string) => {
  const response = await fetch(`${url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

/** The `_count` of `http_request_duration_seconds` for exactly these labels (0 when absent). */
const countOf = (text: string, labels: { method: string; route: string; status: string }) => {
  const series = `http_request_duration_seconds_count{method="${labels.method}",route="${labels.route}",status="${labels.status}"} `;
  const line = text.split('\n').find((sample) => sample.startsWith(series));
  return line === undefined ? 0 : Number(line.slice(series.length));
};

const PROCESS_METRICS = [
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
  'nodejs_eventloop_lag_p50_seconds',
  'nodejs_eventloop_lag_p99_seconds',
];

beforeAll(async () => {
  const secret = randomBytes(32).toString('base64url');
  const [svcClientsPort, workerMetricsPort, gatewayPort, unusedPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const serviceEnv = {
    MONGODB_URI: process.env.MONGODB_URI as string,
    MONGODB_DB: uniqueDatabaseName('metrics_clients'),
    REDIS_URL: process.env.REDIS_URL as string,
    IDENTITY_SECRET: secret,
  };
  urls.svcClients = `http://127.0.0.1:${svcClientsPort}`;
  urls.worker = `http://127.0.0.1:${workerMetricsPort}`;
  urls.gateway = `http://127.0.0.1:${gatewayPort}`;
  const unused = `http://127.0.0.1:${unusedPort}`;
  await Promise.all([
    start(
      'svc-clients',
      'svc-clients/src/main.ts',
      { ...serviceEnv, PORT: String(svcClientsPort) },
      /"msg":"listening"/,
    ),
    start(
      'svc-clients-worker',
      'svc-clients/src/worker.ts',
      { ...serviceEnv, METRICS_PORT: String(workerMetricsPort) },
      /"msg":"worker started"/,
    ),
    start(
      'gateway',
      'gateway/src/main.ts',
      {
        PORT: String(gatewayPort),
        REDIS_URL: serviceEnv.REDIS_URL,
        IDENTITY_SECRET: secret,
        SVC_AUTH_URL: unused,
        SVC_CANDIDATES_URL: unused,
        SVC_CLIENTS_URL: urls.svcClients,
        PUBLIC_ORIGIN,
      },
      /"msg":"listening"/,
    ),
  ]);
  shell = createServer((_request, response) => response.end(SHELL_ANSWER));
  const shellUrl = await listen(shell);
  ingress = createIngress({ gateway: new URL(urls.gateway), shell: new URL(shellUrl) });
  urls.ingress = await listen(ingress);
  redis = new Redis(serviceEnv.REDIS_URL);
}, 4 * START_TIMEOUT_MS);

afterAll(async () => {
  redis?.disconnect();
  for (const server of [ingress, shell]) {
    if (server?.listening) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }
  await Promise.all(processes.map((proc) => proc.stop(5_000)));
});

describe('GET /metrics of each process', () => {
  it('the gateway, the service and the worker each report their memory, heap and event-loop delay', async () => {
    for (const url of [urls.gateway, urls.svcClients, urls.worker]) {
      const text = await scrape(url);
      for (const name of PROCESS_METRICS) expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
      expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    }
  });

  it('the worker serves nothing else on its metrics port', async () => {
    expect((await fetch(`${urls.worker}/healthz`)).status).toBe(404);
  });

  it('requests through the gateway are timed by route pattern, in the gateway and in the service, and no label carries a user id, e-mail, session or path id', async () => {
    const companyId = '665f1c0ffee0000000c0ffee';
    const userId = `665f${randomBytes(10).toString('hex')}`;
    const email = `metrics.private.${randomBytes(3).toString('hex')}@example.com`;
    const sessionId = randomBytes(32).toString('base64url');
    const record: TSessionRecord = {
      userId,
      kind: 'admin',
      role: null,
      createdAt: Date.now(),
      lastSeenAt: Date.now(),
      idleMinutes: 30,
    };
    await redis.set(sessionKey(hashSessionId(sessionId)), JSON.stringify(record), 'EX', 600);
    const route = '/api/admin/client-companies/:id';
    const before = { gateway: await scrape(urls.gateway), service: await scrape(urls.svcClients) };

    // Refused by the gateway itself (no session): the service never sees it.
    const anonymous = await fetch(`${urls.gateway}/api/admin/client-companies/${companyId}`);
    expect(anonymous.status).toBe(401);
    // Passed through with the admin's identity: svc-clients answers that no such company exists.
    const admin = await fetch(`${urls.gateway}/api/admin/client-companies/${companyId}?q=${email}`, {
      headers: { cookie: `${SESSION_COOKIE}=${sessionId}` },
    });
    expect(admin.status).toBe(404);
    // No route at all: counted as unmatched, not under its path.
    expect((await fetch(`${urls.gateway}/api/users/${email}`)).status).toBe(404);

    const after = { gateway: await scrape(urls.gateway), service: await scrape(urls.svcClients) };
    const grew = (side: keyof typeof before, labels: { method: string; route: string; status: string }) =>
      countOf(after[side], labels) - countOf(before[side], labels);
    expect(grew('gateway', { method: 'GET', route, status: '401' })).toBe(1);
    expect(grew('gateway', { method: 'GET', route, status: '404' })).toBe(1);
    expect(grew('gateway', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(grew('service', { method: 'GET', route, status: '404' })).toBe(1);
    expect(grew('service', { method: 'GET', route, status: '401' })).toBe(0);
    for (const text of Object.values(after)) {
      for (const secret of [companyId, userId, email, 'example.com', sessionId]) {
        expect(text).not.toContain(secret);
      }
    }
  });
});

describe('the ingress', () => {
  it("sends /metrics to the shell, never to the gateway, and the gateway's /api has no metrics", async () => {
    const root = await fetch(`${urls.ingress}/metrics`);
    expect(await root.text()).toBe(SHELL_ANSWER);
    const underApi = await fetch(`${urls.ingress}/api/metrics`);
    expect(underApi.status).toBe(404);
    expect(await underApi.text()).not.toContain('process_resident_memory_bytes');
  });
});
