import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import type { TIdentity } from '@gtm/contracts/identity';
import type { TServiceName } from '@gtm/contracts/services';
import { createIdentitySigner, identityHeaders } from '@gtm/service-kit/identity';
import { FRONT_END_APPS } from '../dev/app-builds.ts';
import { resolveSes } from '../dev/components/ses.ts';
import { isBuilt } from '../dev/static-apps.ts';
import { ANY_FREE_PORTS, startStack } from '../dev/stack.ts';
import type { TStack, TStackOptions } from '../dev/stack.ts';
import { startSesFaultProxy } from './ses-fault-proxy.ts';
import type { TSesFaultProxy } from './ses-fault-proxy.ts';

/** What the portal answered one request with, and how long it took. */
export type TAnswer = { status: number; body: unknown; ms: number; setCookies: string[] };

type TStoredEmail = { destination: { to: string[] }; subject: string; body: { text?: string } };

/** The whole portal as `npm start` runs it, on free ports, with its data in a folder of its own. */
export type TFaultStack = {
  stack: TStack;
  /** Every log line of the stack, as `source | line`. */
  lines: string[];
  /** The SES endpoint the services send through, with its fault switch. */
  ses: TSesFaultProxy;
  /** Calls the portal's API as a browser would (same origin), with an optional session cookie. */
  api: (method: string, path: string, options?: { body?: unknown; session?: string }) => Promise<TAnswer>;
  /**
   * Calls a service directly as the gateway would after resolving a session to `identity` (signed with the
   * stack's identity secret): a request that passed the gateway, for a fault the gateway itself cannot pass
   * (with Redis stopped it resolves no session).
   */
  serviceCall: (
    service: TServiceName,
    method: string,
    path: string,
    options: { identity: TIdentity; body?: unknown },
  ) => Promise<TAnswer>;
  /** Every message the real SES accepted for an address. */
  messagesTo: (address: string) => Promise<TStoredEmail[]>;
  /** Waits until `count` messages reached an address and answers the code of each, oldest first. */
  codesFor: (address: string, count: number, timeoutMs?: number) => Promise<string[]>;
  /** Registers a candidate through the API, reading the code from the mailbox; answers the session id. */
  registerCandidate: (email: string) => Promise<string>;
  /** The pid of every Node child process now, by name. */
  pids: () => Record<string, number | null>;
  /**
   * Whether every service and worker finished starting since it last connected: a process still starting when
   * a fault hits exits and is restarted by design (crash-only start-up), which a fault that expects no restart
   * must not be confused by.
   */
  startedUp: () => boolean;
  /** Resolves once a log line matches; throws after `timeoutMs`. */
  waitForLine: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  stop: () => Promise<void>;
};

/** The Node processes of the stack, by the names `npm start` logs them under. */
export const PROCESS_NAMES = [
  'gateway',
  'svc-auth',
  'svc-auth-worker',
  'svc-candidates',
  'svc-candidates-worker',
  'svc-clients',
  'svc-clients-worker',
] as const;

const REQUEST_TIMEOUT_MS = 30_000;
const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The session id a response set, if any. */
export const sessionOf = (setCookies: string[]) =>
  setCookies
    .map((cookie) => cookie.match(new RegExp(`^${SESSION_COOKIE}=([^;]+)`))?.[1])
    .find((value) => value !== undefined && value !== '');

/**
 * Polls `check` until it answers a value; throws `message` after `timeoutMs`, with what `explain` says of the
 * last try (a CI log then shows why, not only that it timed out).
 */
export const eventually = async <T>(
  check: () => Promise<T | undefined | null | false>,
  message: string,
  timeoutMs = 30_000,
  explain?: () => string,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) {
      throw new Error(`${message} (within ${timeoutMs / 1000} s)${explain ? `\n${explain()}` : ''}`);
    }
    await delay(250);
  }
};

/**
 * Starts the portal for a fault: every service, worker, app, the ingress, a redis-server with its AOF and the
 * MongoDB `npm start` would pick, with data in a fresh folder (so Redis and the stand-in keep what they hold
 * across their own restarts), and the services' SES endpoint behind a fault switch in front of a real local SES.
 * Sign-in limits per IP are off: the suite's traffic all comes from one address.
 */
export async function startFaultStack(options: Pick<TStackOptions, 'replicas'> = {}): Promise<TFaultStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gtm-faults-'));
  const lines: string[] = [];
  const log = (source: string, line: string) => lines.push(`${source} | ${line}`);
  const realSes = await resolveSes({
    dataDir: null,
    log: (line) => log('ses', line),
    env: { SES_PORT: '0' },
  });
  const ses = await startSesFaultProxy(realSes.env.SES_ENDPOINT as string);
  // jest's NODE_ENV=test left out: the processes run as `npm start` runs them.
  const { NODE_ENV: _jest, ...env } = process.env;
  // The gateway's and the services' shared secret, known here so `serviceCall` signs as the gateway does.
  const identitySecret = randomBytes(32).toString('hex');
  let stack: TStack;
  try {
    stack = await startStack({
      dataDir,
      ports: ANY_FREE_PORTS,
      // Workers give up a killed worker's job after 3 s instead of 30 (a test waits for its retry).
      env: {
        ...env,
        DATA_DIR: '',
        SES_ENDPOINT: ses.url,
        AUTH_IP_LIMIT: '0',
        QUEUE_JOB_LOCK_MS: '3000',
        IDENTITY_SECRET: identitySecret,
      },
      log,
      // The faults are the API's: a front-end build older than its sources serves them as well as a new one, so
      // the apps are built only where one has no build at all (a stale build costs minutes on a busy machine).
      build: FRONT_END_APPS.some((app) => !isBuilt(app, join(REPO_ROOT, app, 'dist'))),
      ...options,
    });
  } catch (error) {
    await Promise.all([ses.close(), realSes.stop()]);
    await rm(dataDir, { recursive: true, force: true });
    process.stderr.write(`${lines.slice(-60).join('\n')}\n`);
    throw error;
  }
  const portal = stack.urls.portal;

  const answerOf = async (
    url: string,
    init: RequestInit & { headers: Record<string, string> },
    body: unknown,
  ) => {
    const startedAt = performance.now();
    const response = await fetch(url, {
      ...init,
      headers: {
        ...init.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text, which a test asserting the JSON error shape reports.
    }
    return {
      status: response.status,
      body: parsed,
      ms: performance.now() - startedAt,
      setCookies: response.headers.getSetCookie(),
    };
  };

  const api: TFaultStack['api'] = (method, path, options = {}) =>
    answerOf(
      `${portal}${path}`,
      {
        method,
        headers: {
          origin: portal,
          ...(options.session ? { cookie: `${SESSION_COOKIE}=${options.session}` } : {}),
        },
      },
      options.body,
    );

  const signer = createIdentitySigner(identitySecret);
  const serviceCall: TFaultStack['serviceCall'] = (service, method, path, { identity, body }) =>
    answerOf(
      `${stack.urls.services[service].replace('localhost', '127.0.0.1')}${path}`,
      {
        method,
        headers: identityHeaders(signer, identity, {
          method,
          path: path.split('?')[0] as string,
          requestId: `fault-${randomBytes(6).toString('hex')}`,
        }),
      },
      body,
    );

  const messagesTo = async (address: string) => {
    const response = await fetch(`${realSes.env.SES_ENDPOINT}/store`);
    const { emails } = (await response.json()) as { emails: TStoredEmail[] };
    return emails.filter((email) => email.destination.to.includes(address));
  };

  const codesFor = (address: string, count: number, timeoutMs = 30_000) =>
    eventually(
      async () => {
        const messages = await messagesTo(address);
        if (messages.length < count) return undefined;
        return messages.map((message) => message.body.text?.match(/\b(\d{6})\b/)?.[1] ?? '');
      },
      `${count} e-mail(s) to ${address}`,
      timeoutMs,
    );

  const registerCandidate = async (email: string) => {
    const requested = await api('POST', '/api/candidate/auth/register', {
      body: { name: 'Fault Suite', email },
    });
    if (requested.status !== 200) throw new Error(`register ${email}: ${requested.status}`);
    const [code] = await codesFor(email, 1);
    const verified = await api('POST', '/api/candidate/auth/verify-registration', { body: { email, code } });
    const session = sessionOf(verified.setCookies);
    if (verified.status !== 200 || session === undefined) {
      throw new Error(`verify ${email}: ${verified.status} ${JSON.stringify(verified.body)}`);
    }
    return session;
  };

  const waitForLine = (pattern: RegExp, timeoutMs = 30_000) =>
    eventually(async () => lines.find((line) => pattern.test(line)), `a log line ${pattern}`, timeoutMs);

  return {
    stack,
    lines,
    ses,
    api,
    serviceCall,
    messagesTo,
    codesFor,
    registerCandidate,
    pids: () => Object.fromEntries(PROCESS_NAMES.map((name) => [name, stack.pidOf(name)])),
    startedUp: () =>
      PROCESS_NAMES.filter((name) => name !== 'gateway').every((name) => {
        const own = lines.filter((line) => line.startsWith(`${name} | `));
        const connected = own.findLastIndex((line) => line.includes('connected to MongoDB and Redis'));
        return own.slice(connected + 1).some((line) => / (listening|worker started)\b/.test(line));
      }),
    waitForLine,
    async stop() {
      await stack.stop();
      await Promise.all([ses.close(), realSes.stop()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
