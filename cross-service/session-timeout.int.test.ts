import { request as undiciRequest } from 'undici';
import { SESSION_COOKIE, sessionKey, ZSessionRecord } from '@gtm/contracts/identity';
import { pathOf } from '@gtm/contracts/operation';
import { getCurrentUser, updateSecuritySettings } from '@gtm/contracts/operations/users';
import { closeRedis, createCommandRedis, waitForRedis } from '@gtm/service-kit/redis';
import { startHttpServer } from '@gtm/service-kit/serve';
import type { THttpServer } from '@gtm/service-kit/serve';
import { hashSessionId, openTestUpstreams, startGatewayTestApp } from '../gateway/src/test-app.ts';
import type { TUpstream } from '../gateway/src/test-app.ts';
import { openAuthTestApp } from '../svc-auth/src/test-app.ts';
import type { TAuthTestApp } from '../svc-auth/src/test-app.ts';

/**
 * The admin's session timeout (account settings, Security) is what the gateway enforces: svc-auth writes it
 * into the admin's live session records, and the gateway refuses a session idle for longer than that.
 * Idleness is simulated by moving the record's `lastSeenAt` back, as the gateway's own clock would see it.
 */
const PUBLIC_ORIGIN = 'http://portal.test';
let auth: TAuthTestApp;
let service: THttpServer;
let gateway: THttpServer;
let upstreams: Record<string, TUpstream>;
let gatewayRedis: ReturnType<typeof createCommandRedis>;
let adminId: string;

beforeAll(async () => {
  auth = await openAuthTestApp();
  service = await startHttpServer({ fetch: auth.app.fetch, port: 0 });
  // Only svc-auth answers in this suite; the other services are never called.
  upstreams = openTestUpstreams(
    {
      'svc-auth': `http://127.0.0.1:${service.port}`,
      'svc-candidates': 'http://127.0.0.1:1',
      'svc-clients': 'http://127.0.0.1:1',
    },
    2_000,
  );
  gatewayRedis = createCommandRedis(auth.ctx.redisUrl, { name: 'gateway', log: auth.ctx.log });
  await waitForRedis(gatewayRedis);
  gateway = await startGatewayTestApp({
    log: auth.ctx.log,
    redis: gatewayRedis,
    upstreams: upstreams as never,
    publicOrigin: PUBLIC_ORIGIN,
  });
  const email = `timeout-admin-${Date.now()}@example.test`;
  await auth.users.ensureAccount(email, 'admin', 'Tim Eout');
  adminId = (await auth.users.findByEmail(email))!._id.toString();
});

afterAll(async () => {
  await gateway.stop(1_000);
  await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
  await service.stop(1_000);
  await closeRedis(gatewayRedis);
  await auth.close();
});

const call = async (method: string, path: string, sessionId: string, body?: unknown) => {
  const response = await undiciRequest(`http://127.0.0.1:${gateway.port}${path}`, {
    method: method as 'GET',
    headers: {
      cookie: `${SESSION_COOKIE}=${sessionId}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json', origin: PUBLIC_ORIGIN }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.body.text();
  return response.statusCode;
};

const newSession = () =>
  auth.deps.sessions.create({ userId: adminId, kind: 'admin', role: null, idleMinutes: 30 });

/** Makes a session look idle for `minutes`, keeping everything else of its record. */
const idleFor = async (sessionId: string, minutes: number) => {
  const key = sessionKey(hashSessionId(sessionId));
  const record = ZSessionRecord.parse(JSON.parse((await gatewayRedis.get(key)) as string));
  await gatewayRedis.set(
    key,
    JSON.stringify({ ...record, lastSeenAt: Date.now() - minutes * 60_000 }),
    'KEEPTTL',
  );
};

const setTimeoutTo = async (sessionId: string, minutes: number) =>
  call('PATCH', pathOf(updateSecuritySettings), sessionId, {
    twoFactorEnabled: false,
    sessionTimeout: String(minutes),
  });

describe("the admin's session timeout", () => {
  it('refuses a session idle past a shortened timeout that the default would have kept', async () => {
    const current = await newSession();
    const otherDevice = await newSession();
    // With the default 30 minutes, 6 idle minutes keep a session signed in.
    const control = await newSession();
    await idleFor(control, 6);
    expect(await call('GET', pathOf(getCurrentUser), control)).toBe(200);

    expect(await setTimeoutTo(current, 5)).toBe(200);
    await idleFor(current, 6);
    await idleFor(otherDevice, 6);
    expect(await call('GET', pathOf(getCurrentUser), current)).toBe(401);
    expect(await call('GET', pathOf(getCurrentUser), otherDevice)).toBe(401);
    // Idle for less than the new timeout: still signed in.
    const fresh = await newSession();
    await setTimeoutTo(fresh, 5);
    await idleFor(fresh, 4);
    expect(await call('GET', pathOf(getCurrentUser), fresh)).toBe(200);
  });

  it('keeps a session idle past the default once the timeout is raised, until the new timeout passes', async () => {
    const current = await newSession();
    expect(await setTimeoutTo(current, 120)).toBe(200);
    await idleFor(current, 90);
    expect(await call('GET', pathOf(getCurrentUser), current)).toBe(200);
    await idleFor(current, 121);
    expect(await call('GET', pathOf(getCurrentUser), current)).toBe(401);
  });

  it('refuses a timeout outside 5-480 minutes and leaves the session as it was', async () => {
    const current = await newSession();
    expect(await setTimeoutTo(current, 4)).toBe(400);
    expect(await setTimeoutTo(current, 481)).toBe(400);
    const record = ZSessionRecord.parse(
      JSON.parse((await gatewayRedis.get(sessionKey(hashSessionId(current)))) as string),
    );
    expect(record.idleMinutes).toBe(30);
  });
});
