import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { request as undiciRequest } from 'undici';
import { createLogger } from '@gtm/service-kit/logger';
import { closeRedis, createCommandRedis, waitForRedis } from '@gtm/service-kit/redis';
import type { THttpServer } from '@gtm/service-kit/serve';
import { GATEWAY_ERROR_HEADER, openTestUpstreams, startGatewayTestApp } from '../gateway/src/test-app.ts';
import type { TUpstream } from '../gateway/src/test-app.ts';

/**
 * The gateway in front of three replicas of svc-auth (plain HTTP servers standing in for them, so each can be
 * stopped, crash mid-request or hang on cue): balanced round-robin, a replica that is gone taken out of service
 * and brought back, requests retried on another replica only when that cannot do anything twice. The third
 * replica is reached over a Unix domain socket, as `npm start` runs the services.
 */
const PUBLIC_ORIGIN = 'http://portal.test';
const HEADERS_TIMEOUT_MS = 1_000;
type TBehaviour = 'answer' | 'crash' | 'hang';
type TReplica = { server: Server; port: number; socketPath?: string; hits: number; behaviour: TBehaviour };

const log = createLogger({ name: 'gateway-replicas-test', level: 'silent' });
const replicas: TReplica[] = [];
let gateway: THttpServer;
let upstreams: Record<string, TUpstream>;
let redis: ReturnType<typeof createCommandRedis>;
let socketDir: string;

const handler = (replica: TReplica) => (incoming: IncomingMessage, outgoing: ServerResponse) => {
  replica.hits += 1;
  if (replica.behaviour === 'crash') {
    incoming.socket.destroy();
    return;
  }
  if (replica.behaviour === 'hang') return;
  incoming.resume();
  incoming.on('end', () => {
    outgoing.writeHead(200, { 'content-type': 'application/json' });
    outgoing.end(JSON.stringify({ replica: replicas.indexOf(replica) + 1 }));
  });
};

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const listenOnSocket = (server: Server, path: string) =>
  new Promise<void>((resolve) => server.listen(path, resolve));

const stopReplica = async (replica: TReplica) => {
  replica.server.closeAllConnections();
  await new Promise((resolve) => replica.server.close(resolve));
};
const startReplica = async (replica: TReplica) => {
  replica.server = createServer(handler(replica));
  if (replica.socketPath) await listenOnSocket(replica.server, replica.socketPath);
  else await listen(replica.server, replica.port);
};

const send = async (method: 'GET' | 'POST') => {
  const path = method === 'GET' ? '/api/version' : '/api/auth/login-request';
  const response = await undiciRequest(`http://127.0.0.1:${gateway.port}${path}`, {
    method,
    headers: { origin: PUBLIC_ORIGIN, 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify({ email: 'someone@example.com' }) } : {}),
  });
  const text = await response.body.text();
  return {
    status: response.statusCode,
    replica: response.statusCode === 200 ? (JSON.parse(text) as { replica: number }).replica : null,
    gatewayError: response.headers[GATEWAY_ERROR_HEADER],
  };
};

const hits = () => replicas.map((replica) => replica.hits);
const resetHits = () => replicas.forEach((replica) => (replica.hits = 0));

beforeAll(async () => {
  socketDir = await mkdtemp(join(tmpdir(), 'gtm-replicas-'));
  for (let index = 0; index < 3; index += 1) {
    const replica: TReplica = { server: createServer(), port: 0, hits: 0, behaviour: 'answer' };
    if (index === 2) replica.socketPath = join(socketDir, 'svc-auth-3.sock');
    await startReplica(replica);
    if (!replica.socketPath) replica.port = (replica.server.address() as AddressInfo).port;
    replicas.push(replica);
  }
  upstreams = openTestUpstreams(
    {
      'svc-auth': replicas.map((replica) =>
        replica.socketPath ? `unix:${replica.socketPath}` : `http://127.0.0.1:${replica.port}`,
      ),
      'svc-candidates': 'http://127.0.0.1:1',
      'svc-clients': 'http://127.0.0.1:1',
    },
    HEADERS_TIMEOUT_MS,
  );
  redis = createCommandRedis(process.env.REDIS_URL as string, { name: 'gateway', log });
  await waitForRedis(redis);
  gateway = await startGatewayTestApp({
    log,
    redis,
    upstreams: upstreams as never,
    publicOrigin: PUBLIC_ORIGIN,
  });
});

afterAll(async () => {
  await gateway.stop(1_000);
  await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
  await Promise.all(replicas.map((replica) => stopReplica(replica).catch(() => undefined)));
  await closeRedis(redis);
  await rm(socketDir, { recursive: true, force: true });
});

beforeEach(async () => {
  for (const replica of replicas) {
    replica.behaviour = 'answer';
    if (!replica.server.listening) await startReplica(replica);
  }
  // Every replica back in service before each test.
  for (const instance of upstreams['svc-auth']!.instances.all()) {
    instance.failures = 0;
    instance.downUntil = 0;
  }
  resetHits();
});

describe('the gateway over three svc-auth replicas', () => {
  it('balances requests evenly', async () => {
    for (let index = 0; index < 30; index += 1) expect((await send('GET')).status).toBe(200);
    expect(hits()).toEqual([10, 10, 10]);
  });

  it('routes around a replica that is gone, whatever the method, and brings it back once it answers', async () => {
    await stopReplica(replicas[1]!);
    const answers = [];
    for (let index = 0; index < 20; index += 1) answers.push(await send(index % 2 === 0 ? 'GET' : 'POST'));
    // Connection refused: the request never reached it, so even a POST goes to the next replica.
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.replica))).toEqual(new Set([1, 3]));

    await startReplica(replicas[1]!);
    // Its cool-down (1 s, doubling while it kept failing) over, the next request that finds it puts it back.
    const deadline = Date.now() + 12_000;
    while (replicas[1]!.hits === 0 && Date.now() < deadline) {
      expect((await send('GET')).status).toBe(200);
      await delay(50);
    }
    expect(replicas[1]!.hits).toBeGreaterThan(0);
    resetHits();
    for (let index = 0; index < 9; index += 1) await send('GET');
    expect(hits()).toEqual([3, 3, 3]);
  });

  it('routes around a replica whose Unix socket is gone, and brings it back once it listens again', async () => {
    await stopReplica(replicas[2]!);
    const answers = [];
    for (let index = 0; index < 12; index += 1) answers.push(await send(index % 2 === 0 ? 'GET' : 'POST'));
    // No socket file: the request never reached it, so even a POST goes to the next replica.
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.replica))).toEqual(new Set([1, 2]));

    await startReplica(replicas[2]!);
    const deadline = Date.now() + 12_000;
    while (replicas[2]!.hits === 0 && Date.now() < deadline) {
      expect((await send('GET')).status).toBe(200);
      await delay(50);
    }
    expect(replicas[2]!.hits).toBeGreaterThan(0);
  });

  it('retries a GET that a replica dropped mid-request, but never sends a POST twice', async () => {
    replicas[0]!.behaviour = 'crash';
    const get = await send('GET');
    expect(get.status).toBe(200);
    expect(get.replica).not.toBe(1);

    // The crashed replica is cooling down: point the next request at it again.
    for (const instance of upstreams['svc-auth']!.instances.all()) instance.downUntil = 0;
    resetHits();
    let post = await send('POST');
    while (replicas[0]!.hits === 0) post = await send('POST');
    // It may have been processed before the connection dropped: the user gets the gateway's 502, once.
    expect(post).toMatchObject({ status: 502, gatewayError: 'BAD_GATEWAY' });
    expect(replicas[0]!.hits).toBe(1);
  });

  it('answers a GET from another replica when one hangs, and leaves the hung one out', async () => {
    replicas[2]!.behaviour = 'hang';
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await send('GET'));
    expect(answers.every((answer) => answer.status === 200 && answer.replica !== 3)).toBe(true);
    // Asked once, it did not answer within the limit: out of service for its cool-down.
    expect(replicas[2]!.hits).toBe(1);
  });
});
