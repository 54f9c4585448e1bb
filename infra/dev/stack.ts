import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { DEFAULT_PORTS, localOrigin } from '@gtm/contracts/ports';
import type { TRemoteName } from '@gtm/contracts/remotes';
import { SERVICES } from '@gtm/contracts/services';
import type { TServiceName } from '@gtm/contracts/services';
import { buildStaleApps, FRONT_END_APPS } from './app-builds.ts';
import type { TFrontEndApp } from './app-builds.ts';
import type { TManagedProcess } from './child-process.ts';
import { redactUrl } from './components/component.ts';
import type { TComponent } from './components/component.ts';
import { resolveMongoDb } from './components/mongodb.ts';
import { resolveRedis } from './components/redis.ts';
import { resolveS3 } from './components/s3.ts';
import { resolveSes } from './components/ses.ts';
import { createIngress } from './ingress.ts';
import { uploadsOriginOf } from './page-security-headers.ts';
import { assertPortFree, freePort } from './ports.ts';
import { createRemoteApp, createShellApp, isBuilt } from './static-apps.ts';
import { superviseProcess } from './supervisor.ts';
import type { TSupervisedProcess } from './supervisor.ts';

/** A port `npm start` binds: the portal, each app and service, and the embedded S3 and SES servers. */
export type TPortName = keyof typeof DEFAULT_PORTS;

/** The environment variable that overrides each default port. */
export const PORT_VARIABLES: Record<TPortName, string> = {
  portal: 'PORT',
  shell: 'SHELL_PORT',
  'mfe-marketing': 'MFE_MARKETING_PORT',
  'mfe-candidate': 'MFE_CANDIDATE_PORT',
  'mfe-admin': 'MFE_ADMIN_PORT',
  'mfe-employer': 'MFE_EMPLOYER_PORT',
  gateway: 'GATEWAY_PORT',
  'svc-auth': 'SVC_AUTH_PORT',
  'svc-candidates': 'SVC_CANDIDATES_PORT',
  'svc-clients': 'SVC_CLIENTS_PORT',
  s3: 'S3_PORT',
  ses: 'SES_PORT',
};

/** The file in the data folder that names the running portal's MongoDB, Redis and S3. */
export const COMPONENTS_FILE = 'components.json';

/** Every port on 0: a stack that binds only free ports (tests and benches beside a running `npm start`). */
export const ANY_FREE_PORTS = Object.fromEntries(
  Object.keys(DEFAULT_PORTS).map((name) => [name, 0]),
) as Record<TPortName, number>;

type TRemoteApp = Exclude<TFrontEndApp, 'shell'>;

/** The environment variable that tells the shell where a remote lives, and the remote's name in the manifest. */
const REMOTE_URL_VARIABLES: Record<TRemoteApp, { variable: string; name: TRemoteName }> = {
  'mfe-marketing': { variable: 'MFE_MARKETING_URL', name: 'marketing' },
  'mfe-candidate': { variable: 'MFE_CANDIDATE_URL', name: 'candidate' },
  'mfe-admin': { variable: 'MFE_ADMIN_URL', name: 'admin' },
  'mfe-employer': { variable: 'MFE_EMPLOYER_URL', name: 'employer' },
};

/** Where every server of `npm start` but none of the ingress' clients listens: this machine only. */
const LOOPBACK = '127.0.0.1';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MIN_SECRET_LENGTH = 32;

/** How to start the stack; every field has the default `npm start` uses. */
export type TStackOptions = {
  /** The repository root (default: this checkout). */
  rootDir?: string;
  /** Where data survives restarts (default DATA_DIR, else `<root>/.data`); null keeps everything in memory. */
  dataDir?: string | null;
  /** Start with an empty data folder (`npm start -- --fresh`). */
  fresh?: boolean;
  /** The environment to read overrides from and pass on to the services (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Ports to bind, above the environment and the defaults; 0 picks a free port. */
  ports?: Partial<Record<TPortName, number>>;
  /** Build the front-end apps whose dist is missing or stale (default true); false requires them built. */
  build?: boolean;
  /** Receives every log line with its source (a component, service, worker or app name). */
  log?: (source: string, line: string) => void;
  /** How long the services may take to become ready (default 180 s). */
  readyTimeoutMs?: number;
  /** Where an app's production build is served from, instead of `<root>/<app>/dist` (a release folder). */
  distDirs?: Partial<Record<TFrontEndApp, string>>;
  /**
   * HTTP processes per service (default 1; `npm start -- --replicas svc-auth=3`, or SVC_AUTH_REPLICAS...): the
   * first on the service's port, the others on free ports, all behind the gateway. One worker per service.
   */
  replicas?: Partial<Record<TServiceName, number>>;
};

/** The variable that sets a service's replica count under `npm start` (SVC_AUTH_REPLICAS...). */
export const replicasVariable = (service: TServiceName) =>
  `${service.toUpperCase().replace(/-/g, '_')}_REPLICAS`;

/** The name a service's replica runs and logs under: `svc-auth`, then `svc-auth#2`, `svc-auth#3`... */
export const replicaName = (service: TServiceName, index: number) =>
  index === 0 ? service : `${service}#${index + 1}`;

/** Where everything of a running stack answers. */
export type TStackUrls = {
  portal: string;
  /** The embedded SES mailbox page (its JSON store is at `${mailbox}/store`); null when e-mail goes elsewhere. */
  mailbox: string | null;
  shell: string;
  gateway: string;
  remotes: Record<TRemoteApp, string>;
  services: Record<TServiceName, string>;
  /** Every replica of each service (the first is `services`' URL). */
  replicas: Record<TServiceName, string[]>;
};

/** A running stack. */
export type TStack = {
  urls: TStackUrls;
  ports: Record<TPortName, number>;
  components: { mongodb: TComponent; redis: TComponent; s3: TComponent; ses: TComponent };
  dataDir: string | null;
  /** Apps built during this start (the others were up to date). */
  built: string[];
  /** Milliseconds from the call to everything answering ready. */
  startedInMs: number;
  /** Stops one front-end app's static server (to test how the portal copes with a remote that is down). */
  stopApp: (app: TFrontEndApp) => Promise<void>;
  /** Starts a stopped front-end app's static server again, on the same port. */
  startApp: (app: TFrontEndApp) => Promise<void>;
  /** Stops one service's HTTP process (its worker keeps running), to test how the portal copes with it down. */
  stopService: (service: TServiceName) => Promise<void>;
  /** Starts a stopped service again on the same port and resolves once it answers ready. */
  startService: (service: TServiceName) => Promise<void>;
  /** The pid of a child process now (a service, `<service>-worker` or `gateway`); null when it is not running. */
  pidOf: (name: string) => number | null;
  /** Stops everything, children first, and waits until they have exited. */
  stop: () => Promise<void>;
};

/** Thrown when the stack cannot start; the message says what is missing or which variable to set. */
export class StackStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StackStartError';
  }
}

/** `--replicas svc-auth=3` (repeatable) as counts by service, or what is wrong with it. */
export function parseReplicas(given: readonly string[]): Partial<Record<TServiceName, number>> | string {
  const replicas: Partial<Record<TServiceName, number>> = {};
  for (const entry of given) {
    const match = /^([a-z-]+)=(\d+)$/.exec(entry.trim());
    const service = match?.[1] as TServiceName | undefined;
    const count = Number(match?.[2]);
    if (service === undefined || !SERVICES.includes(service) || count < 1 || count > 16) {
      return `--replicas ${entry}: expected <service>=<1-16> with a service of ${SERVICES.join(', ')}`;
    }
    replicas[service] = count;
  }
  return replicas;
}

/** How many HTTP processes a service runs: the option, else its variable (SVC_AUTH_REPLICAS), else 1. */
const replicaCount = (
  service: TServiceName,
  given: Partial<Record<TServiceName, number>> | undefined,
  env: NodeJS.ProcessEnv,
): number => {
  const variable = replicasVariable(service);
  const count = given?.[service] ?? (env[variable] ? Number(env[variable]) : 1);
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    throw new StackStartError(`${variable} (replicas of ${service}) must be a whole number from 1 to 16`);
  }
  return count;
};

async function resolvePorts(
  env: NodeJS.ProcessEnv,
  given: Partial<Record<TPortName, number>>,
): Promise<Record<TPortName, number>> {
  const ports = {} as Record<TPortName, number>;
  for (const name of Object.keys(DEFAULT_PORTS) as TPortName[]) {
    const variable = PORT_VARIABLES[name];
    const raw = given[name] ?? (env[variable] ? Number(env[variable]) : DEFAULT_PORTS[name]);
    if (!Number.isInteger(raw) || raw < 0 || raw > 65535) {
      throw new StackStartError(`${variable} must be a TCP port number, got "${env[variable]}"`);
    }
    if (raw === 0) {
      ports[name] = await freePort();
      continue;
    }
    const external = (name === 's3' && env.S3_ENDPOINT) || (name === 'ses' && env.SES_ENDPOINT);
    if (!external) {
      // Checked up front: a service that finds its port taken would only die with EADDRINUSE in its own log.
      await assertPortFree(raw).catch((error: Error) => {
        throw new StackStartError(`${error.message} (${name}): set ${variable} to a free port, or 0 for any`);
      });
    }
    ports[name] = raw;
  }
  return ports;
}

function hasBuildScript(manifest: string): boolean {
  try {
    const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> };
    return typeof parsed.scripts?.build === 'string';
  } catch {
    return false;
  }
}

/** What must exist before anything starts; each missing piece is named with what would provide it. */
function missingPieces(rootDir: string, build: boolean): string[] {
  const missing: string[] = [];
  for (const entry of [...SERVICES, 'gateway']) {
    if (!existsSync(join(rootDir, entry, 'src', 'main.ts')))
      missing.push(`${entry}/src/main.ts (its HTTP server)`);
  }
  for (const app of FRONT_END_APPS) {
    if (isBuilt(app, join(rootDir, app, 'dist'))) continue;
    if (!build) missing.push(`${app}/dist (run npm run build -w ${app})`);
    else if (!hasBuildScript(join(rootDir, app, 'package.json')))
      missing.push(`${app}/package.json build script`);
  }
  return missing;
}

/** The HMAC secret shared by the gateway and the services: IDENTITY_SECRET, else one kept in the data folder. */
async function identitySecret(env: NodeJS.ProcessEnv, dataDir: string | null): Promise<string> {
  if (env.IDENTITY_SECRET) {
    if (env.IDENTITY_SECRET.length < MIN_SECRET_LENGTH) {
      throw new StackStartError(`IDENTITY_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return env.IDENTITY_SECRET;
  }
  if (dataDir === null) return randomBytes(48).toString('base64url');
  const file = join(dataDir, 'identity-secret');
  const kept = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (kept.length >= MIN_SECRET_LENGTH) return kept;
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function listen(server: Server, port: number, variable: string): Promise<void> {
  return new Promise((resolveListen, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        new StackStartError(
          error.code === 'EADDRINUSE'
            ? `port ${port} is already in use: set ${variable} to another port`
            : `cannot listen on port ${port} (${error.message}); set ${variable}`,
        ),
      );
    };
    server.once('error', onError);
    server.listen(port, LOOPBACK, () => {
      server.off('error', onError);
      resolveListen();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolveClose) => {
    if (!server.listening) {
      resolveClose();
      return;
    }
    server.close(() => resolveClose());
    server.closeAllConnections();
  });
}

const PINO_LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const PINO_NOISE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'service', 'name']);

const PROBE_PATHS = new Set(['/healthz', '/readyz', '/api/healthz', '/api/readyz']);

/** Whether a line is a successful health or readiness probe's access log (the orchestrator polls them). */
export function isProbeLog(line: string): boolean {
  if (!line.startsWith('{') || !line.includes('"path"')) return false;
  try {
    const record = JSON.parse(line) as { path?: unknown; status?: unknown; level?: unknown };
    return PROBE_PATHS.has(String(record.path)) && (record.level as number) <= 30;
  } catch {
    return false;
  }
}

/** Makes a pino JSON line readable (`warn message {extra}`); other lines pass through unchanged. */
export function readableLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const record = JSON.parse(line) as Record<string, unknown>;
    const level = PINO_LEVELS[record.level as number] ?? String(record.level ?? '');
    const extra = Object.fromEntries(Object.entries(record).filter(([key]) => !PINO_NOISE.has(key)));
    const rest = Object.keys(extra).length > 0 ? ` ${JSON.stringify(extra)}` : '';
    return `${level.padEnd(5)} ${String(record.msg ?? '')}${rest}`;
  } catch {
    return line;
  }
}

async function waitUntilReady(proc: TManagedProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void proc.exited.then(() => {
    exited = true;
  });
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) {
      throw new StackStartError(`${proc.name} exited before it was ready:\n${proc.recentOutput()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `${response.status} ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new StackStartError(`${proc.name} was not ready within ${timeoutMs / 1000} s (${url}: ${last})`);
}

/**
 * Starts the whole portal: MongoDB, Redis, S3 and SES (embedded unless the environment names real ones), the
 * front-end builds when stale, every service, worker and the gateway as child processes, a static server per
 * app, and the ingress at one URL. On failure everything already started is stopped before the error is thrown.
 */
export async function startStack(options: TStackOptions = {}): Promise<TStack> {
  const started = Date.now();
  const rootDir = options.rootDir ?? REPO_ROOT;
  const env = options.env ?? process.env;
  const log = options.log ?? (() => {});
  const build = options.build ?? true;
  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  const dataDir =
    options.dataDir === null ? null : resolve(rootDir, options.dataDir ?? (env.DATA_DIR || '.data'));

  const missing = missingPieces(rootDir, build);
  if (missing.length > 0) {
    throw new StackStartError(`the portal cannot start yet; missing:\n  - ${missing.join('\n  - ')}`);
  }

  // What is running, stopped in reverse order of dependence: the edge first, the data stores last.
  let ingress: Server | null = null;
  const appServers = new Map<TFrontEndApp, Server>();
  // The Node processes, each started again by its supervisor when it exits on its own once the stack is up.
  let gateway: TSupervisedProcess | null = null;
  const backends: TSupervisedProcess[] = [];
  // Each service's HTTP process and where it answers ready (stopService / startService).
  const services = new Map<TServiceName, { proc: TSupervisedProcess; readyUrl: string }>();
  const components: TComponent[] = [];
  const buildAbort = new AbortController();
  let builds: Promise<{ built: string[]; error: Error | null }> = Promise.resolve({ built: [], error: null });
  let stopping: Promise<void> | null = null;
  // The services' Unix domain sockets (the gateway reaches them there): a short path under the system's
  // temporary folder, as a socket path may not pass ~100 bytes wherever the repository is.
  let socketDir: string | null = null;
  const stopAll = () => {
    stopping ??= (async () => {
      buildAbort.abort();
      await builds;
      if (ingress !== null) await close(ingress);
      await Promise.all([...appServers.values()].map(close));
      await gateway?.stop();
      await Promise.all(backends.map((proc) => proc.stop()));
      await Promise.all(components.map((component) => component.stop()));
      if (socketDir !== null) await rm(socketDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  try {
    if (dataDir !== null) {
      if (options.fresh) await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
    }
    const ports = await resolvePorts(env, options.ports ?? {});
    const componentEnv = { ...env, S3_PORT: String(ports.s3), SES_PORT: String(ports.ses) };
    const componentOptions = (name: string) => ({
      dataDir,
      env: componentEnv,
      log: (line: string) => log(name, line),
    });

    // The apps build while the components and then the services start: the builds want the CPU, the others
    // mostly wait on I/O. Settled here so a failure is reported where it is awaited, not as an unhandled rejection.
    builds = (
      build ? buildStaleApps(rootDir, FRONT_END_APPS, log, buildAbort.signal) : Promise.resolve([])
    ).then(
      (built) => ({ built, error: null }),
      (error: unknown) => ({ built: [] as string[], error: error as Error }),
    );
    const resolved = await Promise.allSettled([
      resolveMongoDb(componentOptions('mongodb')),
      resolveRedis(componentOptions('redis')),
      resolveS3(componentOptions('s3')),
      resolveSes(componentOptions('ses')),
    ]);
    for (const result of resolved) if (result.status === 'fulfilled') components.push(result.value);
    const failures = resolved.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as Error).message] : [],
    );
    if (failures.length > 0) throw new StackStartError(failures.join('\n'));
    const [mongodb, redis, s3, ses] = components as [TComponent, TComponent, TComponent, TComponent];
    for (const [name, component] of Object.entries({ mongodb, redis, s3, ses })) {
      log(name, `using ${component.kind} at ${redactUrl(component.url)}`);
    }
    // Where this run's components are, for tools that write into the running portal (npm run seed:scale).
    if (dataDir !== null) {
      await writeFile(
        join(dataDir, COMPONENTS_FILE),
        `${JSON.stringify({ mongodb: mongodb.url, redis: redis.url, s3: s3.url }, null, 2)}\n`,
        { mode: 0o600 },
      );
    }

    const secret = await identitySecret(env, dataDir);
    const localUrl = (port: number) => `http://${LOOPBACK}:${port}`;
    const nodeDir = dirname(process.execPath);
    const baseEnv: NodeJS.ProcessEnv = { ...env, PATH: `${nodeDir}:${env.PATH ?? ''}` };
    const serviceEnv: NodeJS.ProcessEnv = {
      ...baseEnv,
      ...mongodb.env,
      ...redis.env,
      ...s3.env,
      ...ses.env,
      IDENTITY_SECRET: secret,
      SEED_DEMO: env.SEED_DEMO || 'true',
      // Links in e-mails (invitations, reminders) point at the portal.
      PUBLIC_ORIGIN: env.PUBLIC_ORIGIN || localOrigin(ports.portal),
      // The ingress is the one proxy in front of the gateway: per-IP limits read the client IP past it.
      TRUSTED_PROXIES: env.TRUSTED_PROXIES || '1',
      // Services and their /metrics answer this machine only: the ingress is the one door.
      HOST: LOOPBACK,
      LOG_LEVEL: env.LOG_LEVEL || 'info',
      // Cross-service reads (an employer's company, a company an admin shares with) are internal calls.
      SVC_CLIENTS_URL: localUrl(ports['svc-clients']),
      SVC_AUTH_URL: localUrl(ports['svc-auth']),
      NODE_ENV: env.NODE_ENV || 'production',
    };

    const readiness: Promise<void>[] = [];
    const spawnNode = (
      name: string,
      script: string,
      childEnv: NodeJS.ProcessEnv,
      readyUrl: string | null,
    ) => {
      const proc = superviseProcess({
        name,
        command: process.execPath,
        args: [script],
        cwd: rootDir,
        env: childEnv,
        onLine: (line) => {
          if (!isProbeLog(line)) log(name, readableLogLine(line));
        },
        log: (line) => log(name, line),
      });
      const ready = readyUrl === null ? null : waitUntilReady(proc.current(), readyUrl, readyTimeoutMs);
      if (ready !== null) {
        // Awaited below with the others; handled now so an early failure is not an unhandled rejection meanwhile.
        ready.catch(() => {});
        readiness.push(ready);
      }
      return { proc, ready };
    };

    // On one host the gateway reaches each service replica over its Unix domain socket (no TCP stack on that
    // hop: measured in infra/bench's gateway bench); health checks, internal calls and tests use its port.
    socketDir = process.platform === 'win32' ? null : await mkdtemp(join(tmpdir(), 'gtm-'));
    const replicaPorts = {} as Record<TServiceName, number[]>;
    const replicaOrigins = {} as Record<TServiceName, string[]>;
    for (const service of SERVICES) {
      const count = replicaCount(service, options.replicas, env);
      replicaPorts[service] = [ports[service]];
      for (let index = 1; index < count; index += 1) replicaPorts[service].push(await freePort());
      const sockets = replicaPorts[service].map((_port, index) =>
        socketDir === null ? null : join(socketDir, `${service}-${index + 1}.sock`),
      );
      replicaOrigins[service] = replicaPorts[service].map((port, index) => {
        const socket = sockets[index];
        return socket ? `unix:${socket}` : localUrl(port);
      });
      const spawnReplica = (index: number) => {
        const port = replicaPorts[service][index] as number;
        const readyUrl = `${localUrl(port)}/readyz`;
        const socket = sockets[index] ?? null;
        const spawned = spawnNode(
          replicaName(service, index),
          join(service, 'src', 'main.ts'),
          {
            ...serviceEnv,
            PORT: String(port),
            ...(socket === null ? {} : { HTTP_SOCKET: socket }),
            // The demo data is written once, by the first replica.
            ...(index > 0 ? { SEED_DEMO: 'false' } : {}),
          },
          readyUrl,
        );
        backends.push(spawned.proc);
        if (index === 0) services.set(service, { proc: spawned.proc, readyUrl });
        return spawned;
      };
      const first = spawnReplica(0);
      // The other replicas start once the first is ready, as a rolling start would: the first creates the
      // collections and indexes, which replicas racing it at start could trip over.
      for (let index = 1; index < replicaPorts[service].length; index += 1) {
        const later = (first.ready as Promise<void>).then(() =>
          stopping === null ? (spawnReplica(index).ready ?? undefined) : undefined,
        );
        later.catch(() => {});
        readiness.push(later);
      }
      if (existsSync(join(rootDir, service, 'src', 'worker.ts'))) {
        // A worker serves no HTTP: it must not inherit a PORT meant for something else. It starts once the
        // first replica is ready, as the other replicas do: both create the same collections at start, and the
        // MongoDB stand-in answers two creations of one collection at once with an error instead of NamespaceExists.
        const { PORT: _port, ...workerEnv } = serviceEnv;
        const worker = (first.ready as Promise<void>).then(() => {
          if (stopping !== null) return;
          backends.push(
            spawnNode(`${service}-worker`, join(service, 'src', 'worker.ts'), workerEnv, null).proc,
          );
        });
        worker.catch(() => {});
      }
    }
    const portalUrl = localOrigin(ports.portal);
    gateway = spawnNode(
      'gateway',
      join('gateway', 'src', 'main.ts'),
      {
        ...baseEnv,
        ...redis.env,
        PORT: String(ports.gateway),
        // Reached through the ingress only; it passes on what the ingress appended to X-Forwarded-For.
        HOST: LOOPBACK,
        TRUSTED_PROXIES: env.TRUSTED_PROXIES || '1',
        IDENTITY_SECRET: secret,
        SVC_AUTH_URL: replicaOrigins['svc-auth'].join(','),
        SVC_CANDIDATES_URL: replicaOrigins['svc-candidates'].join(','),
        SVC_CLIENTS_URL: replicaOrigins['svc-clients'].join(','),
        PUBLIC_ORIGIN: env.PUBLIC_ORIGIN || portalUrl,
        COOKIE_SECURE: env.COOKIE_SECURE || 'false',
        LOG_LEVEL: env.LOG_LEVEL || 'info',
        NODE_ENV: env.NODE_ENV || 'production',
      },
      `${localUrl(ports.gateway)}/api/readyz`,
    ).proc;

    const { built, error: buildError } = await builds;
    if (buildError !== null) throw buildError;

    const remotesManifest = Object.fromEntries(
      (Object.keys(REMOTE_URL_VARIABLES) as TRemoteApp[]).map((app) => {
        const { variable, name } = REMOTE_URL_VARIABLES[app];
        const origin = (env[variable] || localOrigin(ports[app])).replace(/\/$/, '');
        return [name, `${origin}/remoteEntry.js`];
      }),
    ) as Record<TRemoteName, string>;
    const appFor = (app: TFrontEndApp): Hono => {
      const distDir = options.distDirs?.[app] ?? join(rootDir, app, 'dist');
      return app === 'shell'
        ? createShellApp({
            distDir,
            remotes: remotesManifest,
            // Pages show uploaded headshots from the store's signed links (Content-Security-Policy img-src).
            uploadsOrigin: uploadsOriginOf({ ...env, ...s3.env }),
          })
        : createRemoteApp({ distDir });
    };
    const startApp = async (app: TFrontEndApp) => {
      if (appServers.get(app)?.listening) return;
      const server = createAdaptorServer({ fetch: appFor(app).fetch }) as Server;
      await listen(server, ports[app], PORT_VARIABLES[app]);
      appServers.set(app, server);
    };
    const stopApp = async (app: TFrontEndApp) => {
      const server = appServers.get(app);
      if (server !== undefined) await close(server);
    };
    await Promise.all(FRONT_END_APPS.map(startApp));

    ingress = createIngress({
      gateway: new URL(localUrl(ports.gateway)),
      shell: new URL(localUrl(ports.shell)),
    });
    await listen(ingress, ports.portal, PORT_VARIABLES.portal);

    await Promise.all(readiness);
    for (const proc of [...backends, gateway]) proc.superviseRestarts();

    return {
      urls: {
        portal: portalUrl,
        mailbox: ses.kind.startsWith('aws-ses-v2-local') ? ses.url : null,
        shell: localOrigin(ports.shell),
        gateway: localOrigin(ports.gateway),
        remotes: {
          'mfe-marketing': localOrigin(ports['mfe-marketing']),
          'mfe-candidate': localOrigin(ports['mfe-candidate']),
          'mfe-admin': localOrigin(ports['mfe-admin']),
          'mfe-employer': localOrigin(ports['mfe-employer']),
        },
        services: {
          'svc-auth': localOrigin(ports['svc-auth']),
          'svc-candidates': localOrigin(ports['svc-candidates']),
          'svc-clients': localOrigin(ports['svc-clients']),
        },
        replicas: Object.fromEntries(
          SERVICES.map((service) => [service, replicaPorts[service].map(localOrigin)]),
        ) as Record<TServiceName, string[]>,
      },
      ports,
      components: { mongodb, redis, s3, ses },
      dataDir,
      built,
      startedInMs: Date.now() - started,
      stopApp,
      startApp,
      async stopService(service) {
        await services.get(service)?.proc.stop();
      },
      async startService(service) {
        const entry = services.get(service);
        if (entry !== undefined) await waitUntilReady(entry.proc.start(), entry.readyUrl, readyTimeoutMs);
      },
      pidOf(name) {
        const child = [...backends, gateway].find((proc) => proc?.name === name)?.current().child;
        return child?.exitCode === null && child.signalCode === null ? (child.pid ?? null) : null;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
