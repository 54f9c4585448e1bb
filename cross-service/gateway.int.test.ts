import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import type { Context } from 'hono';
import { Agent, request as undiciRequest } from 'undici';
import type { Dispatcher } from 'undici';
import { API_ROUTES } from '@gtm/contracts/api-routes';
import type { TApiRoute } from '@gtm/contracts/api-routes';
import { DEFAULT_BODY_LIMIT, documentedStatuses, UPLOAD_BODY_LIMIT } from '@gtm/contracts/operation';
import { ZApiError } from '@gtm/contracts/api-errors';
import { ZCandidateProfileAnswer, ZOnboardingAnswer } from '@gtm/contracts/candidate-profile';
import { IDENTITY_HEADERS, SESSION_COOKIE, sessionKey } from '@gtm/contracts/identity';
import type { TIdentity, TSessionRecord } from '@gtm/contracts/identity';
import { ZReadiness } from '@gtm/contracts/readiness';
import type { TServiceName } from '@gtm/contracts/services';
import type { TUserKind } from '@gtm/contracts/user-kinds';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TLogger } from '@gtm/service-kit/logger';
import { NO_ROUTE_MESSAGE } from '@gtm/infra/test/mounting-suite.ts';
import { createServiceApp } from '@gtm/service-kit/service-app';
import { closeRedis, createCommandRedis, waitForRedis } from '@gtm/service-kit/redis';
import { startHttpServer } from '@gtm/service-kit/serve';
import type { THttpServer } from '@gtm/service-kit/serve';
import type { TTestContext } from '@gtm/service-kit/test-context';
import {
  GATEWAY_ERROR_HEADER,
  hashSessionId,
  openTestUpstreams,
  startGatewayTestApp,
} from '../gateway/src/test-app.ts';
import type { TUpstream } from '../gateway/src/test-app.ts';
import { openAuthTestApp } from '../svc-auth/src/test-app.ts';
import { openCandidatesTestApp } from '../svc-candidates/src/test-app.ts';
import { openClientsTestApp } from '../svc-clients/src/test-app.ts';

const PUBLIC_ORIGIN = 'http://portal.test';
const HEADERS_TIMEOUT_MS = 800;
const UPLOAD_HEADERS_TIMEOUT_MS = HEADERS_TIMEOUT_MS * 4;

type TStack = {
  contexts: Record<TServiceName, TTestContext>;
  close: (() => Promise<void>)[];
  services: Record<TServiceName, THttpServer>;
  upstreams: Record<TServiceName, TUpstream>;
  gateway: THttpServer;
  gatewayRedis: ReturnType<typeof createCommandRedis>;
};
let stack: TStack;
let base: string;
const cookies: Record<Exclude<TUserKind, 'anonymous'>, string> = { candidate: '', employer: '', admin: '' };
const userIds: Record<Exclude<TUserKind, 'anonymous'>, string> = { candidate: '', employer: '', admin: '' };
/** The test client's own connections, closed at the end so no socket outlives the run. */
const client = new Agent({ keepAliveTimeout: 1_000 });
const request = (
  url: string,
  options: Omit<Dispatcher.RequestOptions, 'origin' | 'path' | 'method'> & { method?: string } = {},
) => undiciRequest(url, { ...options, dispatcher: client } as Parameters<typeof undiciRequest>[1]);

/** What the probe routes of svc-candidates saw: the verified identity and the request as it arrived. */
type TEcho = { identity: TIdentity; headers: Record<string, string>; bodyBytes: number };

/** A request carrying this header (passed through by the gateway like any other) reaches the probes. */
const PROBE_HEADER = 'x-test-probe';
const PROBE = { [PROBE_HEADER]: 'echo' };

/**
 * Real svc-candidates with probe routes in front, so tests can see what a service receives through the gateway
 * (the identity it verified, the headers, the body) and make it slow. A probe answers only requests that carry
 * {@link PROBE_HEADER}: every other request (the authorization matrix above all) reaches the real routes.
 * The probes sit behind the same identity check as the service's routes (createServiceApp without routers).
 */
const withProbes = (candidates: Awaited<ReturnType<typeof openCandidatesTestApp>>) => {
  const probes = createServiceApp(candidates.deps, []);
  const echo = async (c: Context<TAppEnv>) => {
    const body = c.req.method === 'GET' ? new ArrayBuffer(0) : await c.req.arrayBuffer();
    // A service that takes its time once it has the body (storing the files of an upload).
    await delay(Number(c.req.query('delayMs') ?? 0));
    return c.json({
      identity: c.get('identity'),
      headers: Object.fromEntries(c.req.raw.headers),
      bodyBytes: body.byteLength,
    } satisfies TEcho);
  };
  probes.get('/api/user/candidate-profile', echo);
  probes.post('/api/candidate/onboarding/sdr', echo);
  probes.get('/api/user/one-pagers', async (c) => {
    // Aborted with the request: the gateway drops the upstream socket when it gives up waiting.
    await delay(Number(c.req.query('delayMs') ?? 0), undefined, { signal: c.req.raw.signal }).catch(
      () => undefined,
    );
    return c.json([]);
  });
  return {
    fetch: (request: Request) =>
      request.headers.has(PROBE_HEADER) ? probes.fetch(request) : candidates.app.fetch(request),
  };
};

const startGateway = (
  log: TLogger,
  redis: ReturnType<typeof createCommandRedis>,
  upstreams: Record<TServiceName, TUpstream>,
) => startGatewayTestApp({ log, redis, upstreams, publicOrigin: PUBLIC_ORIGIN });

const writeSession = async (kind: Exclude<TUserKind, 'anonymous'>, record: Partial<TSessionRecord> = {}) => {
  const sessionId = randomBytes(32).toString('base64url');
  const now = Date.now();
  const full: TSessionRecord = {
    userId: userIds[kind] || `665f1c0ffee00000000000${kind.length.toString().padStart(2, '0')}`,
    kind,
    role: kind === 'candidate' ? 'SDR' : null,
    createdAt: now,
    lastSeenAt: now,
    idleMinutes: 30,
    ...record,
  };
  await stack.gatewayRedis.set(sessionKey(hashSessionId(sessionId)), JSON.stringify(full), 'EX', 3600);
  return {
    cookie: `${SESSION_COOKIE}=${sessionId}`,
    key: sessionKey(hashSessionId(sessionId)),
    record: full,
  };
};

const call = async (
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer | Readable; origin?: string } = {},
) => {
  const headers: Record<string, string> = { ...options.headers };
  if (method !== 'GET' && method !== 'HEAD' && options.origin !== undefined) headers.origin = options.origin;
  const response = await request(`${base}${path}`, {
    method: method as 'GET',
    headers,
    body: options.body,
  });
  const text = await response.body.text();
  return {
    status: response.statusCode,
    headers: response.headers as Record<string, string | undefined>,
    text,
    json: () => JSON.parse(text) as unknown,
  };
};

beforeAll(async () => {
  const [auth, candidates, clients] = await Promise.all([
    openAuthTestApp(),
    openCandidatesTestApp(),
    openClientsTestApp(),
  ]);
  await clients.seedDemo();
  const apps = {
    'svc-auth': auth.app,
    'svc-candidates': withProbes(candidates),
    'svc-clients': clients.app,
  };
  const services = {} as Record<TServiceName, THttpServer>;
  for (const name of Object.keys(apps) as TServiceName[]) {
    services[name] = await startHttpServer({ fetch: apps[name].fetch, port: 0 });
  }
  // svc-candidates asks svc-clients who an employer is and svc-auth the admins' names (internal calls).
  candidates.usePeers({
    clients: `http://127.0.0.1:${services['svc-clients'].port}`,
    auth: `http://127.0.0.1:${services['svc-auth'].port}`,
  });
  const upstreams = openTestUpstreams(
    Object.fromEntries(
      Object.entries(services).map(([name, service]) => [name, `http://127.0.0.1:${service.port}`]),
    ) as Record<TServiceName, string>,
    HEADERS_TIMEOUT_MS,
    UPLOAD_HEADERS_TIMEOUT_MS,
  );
  const gatewayRedis = createCommandRedis(auth.ctx.redisUrl, { name: 'gateway', log: auth.ctx.log });
  await waitForRedis(gatewayRedis);
  stack = {
    contexts: { 'svc-auth': auth.ctx, 'svc-candidates': candidates.ctx, 'svc-clients': clients.ctx },
    close: [auth.close, candidates.close, clients.close],
    services,
    upstreams,
    gatewayRedis,
    gateway: await startGateway(auth.ctx.log, gatewayRedis, upstreams),
  };
  base = `http://127.0.0.1:${stack.gateway.port}`;
  // Sessions of real accounts, so operations that read the account answer as they would for a user.
  for (const kind of ['candidate', 'employer', 'admin'] as const) {
    const email = `matrix-${kind}@example.com`;
    await auth.users.ensureAccount(email, kind, `Matrix ${kind}`, kind === 'candidate' ? 'SDR' : null);
    userIds[kind] = String((await auth.users.findByEmail(email))?._id);
    cookies[kind] = (await writeSession(kind)).cookie;
  }
  // The employer is a client user of a (demo) company, so the employer operations answer as for a user: their
  // dashboard, and their handler's own 404 for the sample ids (no share of their company has them).
  const companyId = (await clients.companies.idsByName(['Acme Analytics'])).get('Acme Analytics') ?? null;
  await clients.users.registered({
    userId: userIds.employer,
    email: 'matrix-employer@example.com',
    name: 'Matrix employer',
    clientCompanyId: companyId,
    explicitCompany: true,
    at: new Date(),
  });
  // The candidate has a profile, so the candidate's own operations answer 200 in the matrix (404 means unmounted).
  await candidates.deps.profiles.saveOnboarding(userIds.candidate, {
    role: 'SDR',
    form: {
      workPreference: ['Remote'],
      expectedSalary: '40k-60k',
      salesCareerReason: 'I like people and numbers.',
      education: { school: 'State University', graduationDate: '2025-05', major: 'History' },
      passions: ['Chess'],
      moduleSeen: false,
    },
    common: {},
  });
});

afterAll(async () => {
  await stack.gateway.stop(1_000);
  await Promise.all(Object.values(stack.upstreams).map((upstream) => upstream.close()));
  await Promise.all(Object.values(stack.services).map((service) => service.stop(1_000)));
  await closeRedis(stack.gatewayRedis);
  await Promise.all(stack.close.map((close) => close()));
  await client.close();
});

const SAMPLE_ID = '665f1c0ffee0000000000abc';
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, SAMPLE_ID);
const KINDS: TUserKind[] = ['anonymous', 'candidate', 'employer', 'admin'];
const MATRIX = API_ROUTES.flatMap((route) =>
  KINDS.map((kind) => [route.method, route.path, kind, route] as const),
);

describe('authorization matrix: every operation x every kind', () => {
  it.each(MATRIX)('%s %s as %s', async (method, path, kind, route: TApiRoute) => {
    const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
    const response = await call(method, concrete(path), {
      headers: {
        ...(kind === 'anonymous' ? {} : { cookie: cookies[kind] }),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      body: hasBody ? '{}' : undefined,
      origin: PUBLIC_ORIGIN,
    });
    if (route.access.includes(kind)) {
      // Answered by its owner (the service, or the gateway for its own rows) with a status the descriptor
      // documents: an unmounted operation (404), a wrong guard (401/403) or a crash (500) fails here.
      if (route.service !== 'gateway') expect(response.headers[GATEWAY_ERROR_HEADER]).toBeUndefined();
      expect(documentedStatuses(route)).toContain(response.status);
      expect([401, 403, 500]).not.toContain(response.status);
      // A 404 is the handler's own (the sample id names nothing), never the service's "no such route".
      if (response.status === 404)
        expect(ZApiError.parse(response.json()).message).not.toBe(NO_ROUTE_MESSAGE);
    } else {
      const code = kind === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      expect(response.status).toBe(kind === 'anonymous' ? 401 : 403);
      expect(response.headers[GATEWAY_ERROR_HEADER]).toBe(code);
      expect(ZApiError.parse(response.json())).toMatchObject({ success: false, code });
    }
    // Logout really ends the session: the later tests need a live one of that kind again.
    if (path === '/api/auth/logout' && kind !== 'anonymous')
      cookies[kind] = (await writeSession(kind)).cookie;
  });

  it('reaches the real routes of this issue for their callers', async () => {
    expect((await call('GET', '/api/version')).json()).toMatchObject({ name: 'svc-auth' });
    const companies = await call('GET', '/api/admin/client-companies', {
      headers: { cookie: cookies.admin },
    });
    expect(companies.status).toBe(200);
    expect(companies.json()).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    const users = await call('GET', '/api/admin/client-users', { headers: { cookie: cookies.admin } });
    expect(users.status).toBe(200);
    // svc-candidates reached svc-clients for the employer (the matrix's employer rows are real answers).
    const dashboard = await call('GET', '/api/employer/combines', { headers: { cookie: cookies.employer } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.json()).toMatchObject({ company: { name: 'Acme Analytics' }, combines: [] });
    const share = await call('GET', `/api/employer/combines/${SAMPLE_ID}`, {
      headers: { cookie: cookies.employer },
    });
    expect(share.status).toBe(404);
  });
});

describe('sign-in through the gateway', () => {
  const setCookies = (headers: Record<string, string | string[] | undefined>) =>
    ([] as string[]).concat(headers['set-cookie'] ?? []);

  it('passes the Set-Cookie of svc-auth through to the browser', async () => {
    const response = await call('POST', '/api/candidate/auth/login-request', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'gateway-visitor@example.com' }),
      origin: PUBLIC_ORIGIN,
    });
    expect(response.status).toBe(200);
    expect(setCookies(response.headers).join('\n')).toMatch(/^gtm_pending=[^;]+;.*HttpOnly/im);
  });

  it('ends the session at logout: the cookie is cleared and the next request is anonymous', async () => {
    const session = await writeSession('candidate');
    const before = await call('GET', '/api/user/candidate-profile', { headers: { cookie: session.cookie } });
    expect(before.headers[GATEWAY_ERROR_HEADER]).toBeUndefined();
    const out = await call('POST', '/api/auth/logout', {
      headers: { cookie: session.cookie },
      origin: PUBLIC_ORIGIN,
    });
    expect(out.status).toBe(200);
    expect(setCookies(out.headers).join('\n')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`, 'im'));
    expect(await stack.gatewayRedis.exists(session.key)).toBe(0);
    const after = await call('GET', '/api/user/candidate-profile', { headers: { cookie: session.cookie } });
    expect(after.status).toBe(401);
    expect(after.headers[GATEWAY_ERROR_HEADER]).toBe('UNAUTHENTICATED');
  });
});

describe('identity forwarding', () => {
  it('signs the session identity for the service and never forwards the session cookie', async () => {
    const response = await call('GET', '/api/user/candidate-profile', {
      headers: { ...PROBE, cookie: `theme=dark; ${cookies.candidate}` },
    });
    expect(response.status).toBe(200);
    const echo = response.json() as TEcho;
    expect(echo.identity).toMatchObject({ kind: 'candidate', role: 'SDR', userId: expect.any(String) });
    expect(echo.identity.sessionId).toMatch(/^[0-9a-f]{64}$/);
    expect(echo.headers.cookie).toBe('theme=dark');
  });

  it('strips identity headers a client sends and signs its own', async () => {
    const forged = Buffer.from(JSON.stringify({ kind: 'admin', userId: 'attacker' })).toString('base64url');
    const spoofing = {
      [IDENTITY_HEADERS.identity]: forged,
      [IDENTITY_HEADERS.timestamp]: String(Date.now()),
      [IDENTITY_HEADERS.signature]: 'forged',
    };
    const asCandidate = await call('GET', '/api/user/candidate-profile', {
      headers: { ...PROBE, ...spoofing, cookie: cookies.candidate },
    });
    expect((asCandidate.json() as TEcho).identity.kind).toBe('candidate');
    const asAnonymous = await call('GET', '/api/admin/client-companies', { headers: spoofing });
    expect(asAnonymous.status).toBe(401);
    expect(asAnonymous.headers[GATEWAY_ERROR_HEADER]).toBe('UNAUTHENTICATED');
    expect((await call('GET', '/api/version', { headers: spoofing })).status).toBe(200);
  });

  it('propagates the request id to the service and back', async () => {
    const response = await call('GET', '/api/user/candidate-profile', {
      headers: { ...PROBE, cookie: cookies.candidate, 'x-request-id': 'req-gateway-test-0001' },
    });
    expect(response.headers['x-request-id']).toBe('req-gateway-test-0001');
    expect((response.json() as TEcho).headers['x-request-id']).toBe('req-gateway-test-0001');
    const minted = await call('GET', '/api/user/candidate-profile', {
      headers: { ...PROBE, cookie: cookies.candidate, 'x-request-id': 'bad id with spaces' },
    });
    expect(minted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((minted.json() as TEcho).headers['x-request-id']).toBe(minted.headers['x-request-id']);
  });

  it('authorises the path the service will route, not the one the client spelled', async () => {
    const dotted = await call('GET', '/api/version/../admin/client-companies');
    expect(dotted.status).toBe(401);
    const encoded = await call('GET', '/api/%61dmin/client-companies');
    expect(encoded.status).toBe(401);
    const encodedAsAdmin = await call('GET', '/api/%61dmin/client-companies', {
      headers: { cookie: cookies.admin },
    });
    expect(encodedAsAdmin.status).toBe(200);
  });
});

describe('sessions', () => {
  it('treats an idle-expired session as anonymous', async () => {
    const idle = await writeSession('candidate', { lastSeenAt: Date.now() - 31 * 60_000, idleMinutes: 30 });
    expect(
      (await call('GET', '/api/user/candidate-profile', { headers: { cookie: idle.cookie } })).status,
    ).toBe(401);
  });

  it('treats unknown and malformed sessions as anonymous', async () => {
    const unknown = `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`;
    expect((await call('GET', '/api/user/candidate-profile', { headers: { cookie: unknown } })).status).toBe(
      401,
    );
    const malformed = await writeSession('candidate');
    await stack.gatewayRedis.set(malformed.key, '{"kind":"admin"}', 'KEEPTTL');
    expect(
      (await call('GET', '/api/admin/client-users', { headers: { cookie: malformed.cookie } })).status,
    ).toBe(401);
  });

  it('slides the idle timeout at most once a minute, keeping the record TTL', async () => {
    const fresh = await writeSession('employer');
    await call('GET', '/api/version', { headers: { cookie: fresh.cookie } });
    expect(JSON.parse((await stack.gatewayRedis.get(fresh.key)) as string).lastSeenAt).toBe(
      fresh.record.lastSeenAt,
    );

    const stale = await writeSession('employer', { lastSeenAt: Date.now() - 10 * 60_000 });
    await call('GET', '/api/version', { headers: { cookie: stale.cookie } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const touched = JSON.parse((await stack.gatewayRedis.get(stale.key)) as string) as TSessionRecord;
    expect(touched.lastSeenAt).toBeGreaterThan(Date.now() - 5_000);
    expect(await stack.gatewayRedis.ttl(stale.key)).toBeGreaterThan(3_000);
  });

  it('answers 503 to a signed-in request when the session store is down, and serves anonymous ones', async () => {
    const deadRedis = createCommandRedis('redis://127.0.0.1:1', {
      name: 'dead',
      log: stack.contexts['svc-auth'].log,
    });
    const degraded = await startGateway(stack.contexts['svc-auth'].log, deadRedis, stack.upstreams);
    try {
      const degradedBase = `http://127.0.0.1:${degraded.port}`;
      const signedIn = await request(`${degradedBase}/api/user/candidate-profile`, {
        headers: { cookie: cookies.candidate },
      });
      expect(signedIn.statusCode).toBe(503);
      expect(signedIn.headers[GATEWAY_ERROR_HEADER]).toBe('UNAVAILABLE');
      await signedIn.body.dump();
      const anonymous = await request(`${degradedBase}/api/version`);
      expect(anonymous.statusCode).toBe(200);
      await anonymous.body.dump();
      const readiness = await request(`${degradedBase}/api/readyz`);
      expect(readiness.statusCode).toBe(503);
      expect(ZReadiness.parse(await readiness.body.json()).checks.redis).toBe('fail');
    } finally {
      await degraded.stop(1_000);
      await closeRedis(deadRedis);
    }
  });
});

describe('request bodies', () => {
  it('refuses a declared length over the row limit with 413, before the service', async () => {
    const response = await call('POST', '/api/contact-submissions', {
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(DEFAULT_BODY_LIMIT + 1, 'a'),
      origin: PUBLIC_ORIGIN,
    });
    expect(response.status).toBe(413);
    expect(response.headers[GATEWAY_ERROR_HEADER]).toBe('PAYLOAD_TOO_LARGE');
    expect(response.headers.connection).toBe('close');
  });

  it('counts a streamed (chunked) body and refuses it with 413 once it passes the limit', async () => {
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(4 * 1024, 'b'));
    const response = await call('POST', '/api/contact-submissions', {
      body: Readable.from(chunks),
      origin: PUBLIC_ORIGIN,
    });
    expect(response.status).toBe(413);
    expect(ZApiError.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('forwards a streamed body under the limit whole', async () => {
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(4 * 1024, 'c'));
    // An echo probe: the real contact-submissions route would refuse these bytes as JSON.
    const response = await call('POST', '/api/candidate/onboarding/sdr', {
      headers: { ...PROBE, cookie: cookies.candidate, 'content-type': 'application/octet-stream' },
      body: Readable.from(chunks),
      origin: PUBLIC_ORIGIN,
    });
    expect(response.status).toBe(200);
    expect((response.json() as TEcho).bodyBytes).toBe(40 * 1024);
  });

  it('refuses an upload declared larger than any valid one (a 12 MB resume) with 413 before its body', async () => {
    expect(12_000_000).toBeGreaterThan(UPLOAD_BODY_LIMIT);
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    try {
      await once(socket, 'connect');
      // The headers only: were the body awaited, no answer would come.
      socket.write(
        [
          'POST /api/candidate/onboarding/sdr HTTP/1.1',
          'host: 127.0.0.1',
          `origin: ${PUBLIC_ORIGIN}`,
          `cookie: ${cookies.candidate}`,
          'content-type: multipart/form-data; boundary=gtm-test-boundary',
          'content-length: 12000000',
          '',
          '',
        ].join('\r\n'),
      );
      const [head] = (await Promise.race([
        once(socket, 'data'),
        delay(5_000).then(() => {
          throw new Error('no answer within 5 s');
        }),
      ])) as [Buffer];
      const text = head.toString('latin1');
      expect(text.slice(0, 12)).toBe('HTTP/1.1 413');
      expect(text.toLowerCase()).toContain(`${GATEWAY_ERROR_HEADER}: payload_too_large`);
    } finally {
      socket.destroy();
    }
  });

  it('lets an upload row take a body well over the default limit', async () => {
    const size = 2 * 1024 * 1024;
    expect(size).toBeLessThan(UPLOAD_BODY_LIMIT);
    const response = await call('POST', '/api/candidate/onboarding/sdr', {
      headers: { ...PROBE, cookie: cookies.candidate, 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(size, 'd'),
      origin: PUBLIC_ORIGIN,
    });
    expect(response.status).toBe(200);
    expect((response.json() as TEcho).bodyBytes).toBe(size);
  });
});

describe('answers without a body', () => {
  it("carries svc-candidates' 204 for a candidate without a profile through as it is: no body, no media type", async () => {
    const newcomer = await writeSession('candidate', { userId: '665f1c0ffee0000000000def' });
    const response = await call('GET', '/api/user/candidate-profile', {
      headers: { cookie: newcomer.cookie },
    });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(response.headers['content-type']).toBeUndefined();
    expect(response.headers[GATEWAY_ERROR_HEADER]).toBeUndefined();
  });
});

describe('uploads through the gateway', () => {
  it('carries a real multipart onboarding submit to svc-candidates, and the signed link reads the file', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024, 0x20)]);
    const form = new FormData();
    form.append(
      'data',
      JSON.stringify({
        workPreference: ['Hybrid'],
        expectedSalary: '60k-80k',
        salesCareerReason: 'Sales rewards curiosity and grit.',
        education: { school: 'State University', graduationDate: '2025-05', major: 'History' },
        passions: ['Climbing'],
      }),
    );
    form.append('resume', new Blob([new Uint8Array(pdf)]), 'cv.pdf');
    const encoded = new Response(form);
    const response = await call('POST', '/api/candidate/onboarding/sdr', {
      headers: {
        cookie: cookies.candidate,
        'content-type': encoded.headers.get('content-type') as string,
      },
      body: Buffer.from(await encoded.arrayBuffer()),
      origin: PUBLIC_ORIGIN,
    });
    expect(response.status).toBe(200);
    expect(ZOnboardingAnswer.parse(response.json())).toMatchObject({
      created: false,
      profile: { userId: userIds.candidate, passions: ['Climbing'], resume: { bytes: pdf.length } },
    });
    const read = await call('GET', '/api/user/candidate-profile', { headers: { cookie: cookies.candidate } });
    expect(read.status).toBe(200);
    const { resume } = ZCandidateProfileAnswer.parse(read.json());
    const download = await fetch(resume?.url as string);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin with 403', async () => {
    const response = await call('POST', '/api/contact-submissions', {
      body: '{}',
      origin: 'http://evil.test',
    });
    expect(response.status).toBe(403);
    expect(response.headers[GATEWAY_ERROR_HEADER]).toBe('CSRF_REJECTED');
    const bySite = await call('POST', '/api/auth/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(bySite.status).toBe(403);
  });

  it('lets the portal origin through', async () => {
    const response = await call('POST', '/api/auth/logout', {
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: '{}',
      origin: PUBLIC_ORIGIN,
    });
    expect(response.status).toBe(200);
  });
});

describe("the gateway's own answers", () => {
  it('sets the security headers on proxied and own answers, without HSTS over HTTP', async () => {
    for (const response of [await call('GET', '/api/version'), await call('GET', '/api/healthz')]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers unknown API paths 404 and known paths with another method 405, in the error shape', async () => {
    const unknown = await call('GET', '/api/does-not-exist');
    expect(unknown.status).toBe(404);
    expect(ZApiError.parse(unknown.json()).code).toBe('NOT_FOUND');
    expect(unknown.headers[GATEWAY_ERROR_HEADER]).toBe('NOT_FOUND');
    const wrongMethod = await call('DELETE', '/api/version', { origin: PUBLIC_ORIGIN });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET');
  });

  it('reports every service and its dependencies ready', async () => {
    expect((await call('GET', '/api/healthz')).json()).toEqual({ status: 'ok' });
    const response = await call('GET', '/api/readyz');
    expect(response.status).toBe(200);
    expect(ZReadiness.parse(response.json())).toEqual({
      status: 'ready',
      checks: {
        redis: 'ok',
        'svc-auth': 'ok',
        'svc-auth.mongodb': 'ok',
        'svc-auth.redis': 'ok',
        'svc-candidates': 'ok',
        'svc-candidates.mongodb': 'ok',
        'svc-candidates.redis': 'ok',
        'svc-clients': 'ok',
        'svc-clients.mongodb': 'ok',
        'svc-clients.redis': 'ok',
      },
    });
  });

  it('answers 504 when a service does not start answering in time', async () => {
    const startedAt = Date.now();
    const response = await call('GET', `/api/user/one-pagers?delayMs=${HEADERS_TIMEOUT_MS * 3}`, {
      headers: { ...PROBE, cookie: cookies.candidate },
    });
    expect(response.status).toBe(504);
    expect(response.headers[GATEWAY_ERROR_HEADER]).toBe('GATEWAY_TIMEOUT');
    expect(Date.now() - startedAt).toBeLessThan(HEADERS_TIMEOUT_MS * 3);
  });

  it('gives an upload row its longer limit, counted from the end of a slowly sent body', async () => {
    const uploadHeaders = { ...PROBE, cookie: cookies.candidate, 'content-type': 'application/octet-stream' };
    // The service takes twice the default limit once it has the body: within an upload's own limit.
    const slowService = await call(
      'POST',
      `/api/candidate/onboarding/sdr?delayMs=${HEADERS_TIMEOUT_MS * 2}`,
      {
        headers: uploadHeaders,
        body: Buffer.alloc(1024, 'e'),
        origin: PUBLIC_ORIGIN,
      },
    );
    expect(slowService.status).toBe(200);
    // A client sending its body for longer than the upload limit, then a prompt service: the wait for the
    // answer starts when the body is sent.
    async function* trickle() {
      for (let chunk = 0; chunk < 10; chunk += 1) {
        await delay(UPLOAD_HEADERS_TIMEOUT_MS / 8);
        yield Buffer.alloc(1024, 'f');
      }
    }
    const startedAt = Date.now();
    const slowClient = await call('POST', '/api/candidate/onboarding/sdr', {
      headers: uploadHeaders,
      body: Readable.from(trickle()),
      origin: PUBLIC_ORIGIN,
    });
    expect(Date.now() - startedAt).toBeGreaterThan(UPLOAD_HEADERS_TIMEOUT_MS);
    expect(slowClient.status).toBe(200);
    expect((slowClient.json() as TEcho).bodyBytes).toBe(10 * 1024);
  }, 20_000);

  it('answers 502 fast and turns unready when a service is down', async () => {
    await stack.services['svc-clients'].stop(500);
    const startedAt = Date.now();
    const response = await call('GET', '/api/admin/client-users', { headers: { cookie: cookies.admin } });
    expect(response.status).toBe(502);
    expect(ZApiError.parse(response.json()).code).toBe('BAD_GATEWAY');
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    const readiness = await call('GET', '/api/readyz');
    expect(readiness.status).toBe(503);
    expect(ZReadiness.parse(readiness.json()).checks).toMatchObject({
      'svc-auth': 'ok',
      'svc-candidates': 'ok',
      'svc-clients': 'fail',
    });
  });
});
