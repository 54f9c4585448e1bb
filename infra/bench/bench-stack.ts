import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TIdentity } from '@gtm/contracts/identity';
import { DEFAULT_PUBLIC_ORIGIN } from '@gtm/contracts/ports';
import { createIdentitySigner, identityHeaders } from '@gtm/service-kit/identity';
import { startProcess } from '../dev/child-process.ts';
import type { TManagedProcess } from '../dev/child-process.ts';
import { resolveMongoDb } from '../dev/components/mongodb.ts';
import { resolveRedis } from '../dev/components/redis.ts';
import { resolveS3 } from '../dev/components/s3.ts';
import { freePort } from '../dev/ports.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const READY_TIMEOUT_MS = 60_000;
// Services log one JSON line per request at info; the benches measure the pass-through, not logging.
const LOG_LEVEL = 'warn';

/** A Node process of the repository, started on a free port. */
export type TNodeProcess = { url: string; pid: number; stop: () => Promise<void> };

/** Polls `url` until it answers 200; fails when the process exits first or time runs out. */
const waitUntilUp = async (url: string, proc: TManagedProcess) => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  void proc.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    const status = await fetch(url)
      .then(async (response) => {
        await response.body?.cancel();
        return response.status;
      })
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${proc.name} did not come up at ${url}:\n${proc.recentOutput()}`);
};

const startNode = async (
  name: string,
  script: string,
  env: Record<string, string>,
  readyPath: string,
  log: (line: string) => void,
): Promise<TNodeProcess> => {
  const port = await freePort();
  const proc: TManagedProcess = startProcess({
    name,
    command: process.execPath,
    args: [join(ROOT, script)],
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL, NODE_ENV: 'production' },
    onLine: (line, stream) => {
      if (stream === 'stderr') log(`${name}: ${line}`);
    },
  });
  await waitUntilUp(`http://127.0.0.1:${port}${readyPath}`, proc);
  return { url: `http://127.0.0.1:${port}`, pid: proc.child.pid as number, stop: () => proc.stop(5_000) };
};

/**
 * What the benches run against: the MongoDB and Redis `npm start` would pick (in memory), svc-auth, and
 * the gateway in front of it, each its own process, as deployed. With `candidates`, also an embedded S3 store
 * (s3rver, throw-away folder, free port) and svc-candidates behind the gateway.
 */
export const startBenchStack = async (
  log: (line: string) => void,
  options: { svcAuthEnv?: Record<string, string>; candidates?: boolean } = {},
) => {
  const started: { stop: () => Promise<void> }[] = [];
  const stop = async () => {
    for (const item of started.reverse()) await item.stop().catch(() => undefined);
  };
  try {
    const componentLog = (line: string) => log(`infra: ${line}`);
    const [mongo, redis] = await Promise.all([
      resolveMongoDb({ dataDir: null, log: componentLog }),
      resolveRedis({ dataDir: null, log: componentLog }),
    ]);
    started.push(mongo, redis);
    log(`MongoDB: ${mongo.kind}, Redis: ${redis.kind}`);
    const secret = randomBytes(32).toString('base64url');
    // svc-auth also answers on a Unix domain socket, for the gateway row that reaches it there.
    const socketDir = await mkdtemp(join(tmpdir(), 'gtm-bench-'));
    started.push({ stop: () => rm(socketDir, { recursive: true, force: true }) });
    const svcAuthSocket = join(socketDir, 'svc-auth.sock');
    const svcAuthEnv = {
      MONGODB_URI: mongo.url,
      REDIS_URL: redis.url,
      IDENTITY_SECRET: secret,
      SEED_DEMO: 'false',
      ...options.svcAuthEnv,
    };
    const svcAuth = await startNode(
      'svc-auth',
      'svc-auth/src/main.ts',
      { ...svcAuthEnv, HTTP_SOCKET: svcAuthSocket },
      '/readyz',
      log,
    );
    started.push(svcAuth);
    let svcCandidates: TNodeProcess | null = null;
    let s3Env: Record<string, string> = {};
    if (options.candidates) {
      const s3 = await resolveS3({ dataDir: null, env: { ...process.env, S3_PORT: '0' }, log: componentLog });
      started.push(s3);
      s3Env = s3.env;
      svcCandidates = await startNode(
        'svc-candidates',
        'svc-candidates/src/main.ts',
        {
          MONGODB_URI: mongo.url,
          REDIS_URL: redis.url,
          IDENTITY_SECRET: secret,
          SEED_DEMO: 'false',
          ...s3Env,
        },
        '/readyz',
        log,
      );
      started.push(svcCandidates);
    }
    // Services a bench does not start are never called: the gateway points at a port nothing listens on.
    const unused = `http://127.0.0.1:${await freePort()}`;
    const startGateway = async (name: string, svcAuthOrigin: string) => {
      const gateway = await startNode(
        name,
        'gateway/src/main.ts',
        {
          REDIS_URL: redis.url,
          IDENTITY_SECRET: secret,
          SVC_AUTH_URL: svcAuthOrigin,
          SVC_CANDIDATES_URL: svcCandidates?.url ?? unused,
          SVC_CLIENTS_URL: unused,
          PUBLIC_ORIGIN: DEFAULT_PUBLIC_ORIGIN,
        },
        '/api/healthz',
        log,
      );
      started.push(gateway);
      return gateway;
    };
    const gateway = await startGateway('gateway', svcAuth.url);
    const signer = createIdentitySigner(secret);
    return {
      svcAuth,
      gateway,
      /** svc-candidates, when started with `candidates`. */
      svcCandidates,
      /** The S3 variables svc-candidates runs with (empty without `candidates`). */
      s3Env,
      secret,
      mongoUrl: mongo.url,
      redisUrl: redis.url,
      /** Identity headers the gateway would have set, so svc-auth accepts a direct call. */
      signedHeaders: (identity: TIdentity, method: string, path: string) =>
        identityHeaders(signer, identity, {
          method,
          path,
          requestId: `bench-${randomBytes(6).toString('hex')}`,
        }),
      /** svc-auth's Unix domain socket, as a gateway's SVC_AUTH_URL entry. */
      svcAuthSocketOrigin: `unix:${svcAuthSocket}`,
      /** Starts another gateway, in front of svc-auth at `svcAuthOrigin` (a URL or a `unix:` socket). */
      startGateway,
      /** Starts another svc-auth replica, with svc-auth's settings and stores, on a TCP port of its own. */
      startSvcAuthReplica: async (name: string) => {
        const proc = await startNode(name, 'svc-auth/src/main.ts', svcAuthEnv, '/readyz', log);
        started.push(proc);
        return proc;
      },
      /** Starts another Node script of the repository against svc-auth (a pass-through variant). */
      startNode: async (name: string, script: string, env: Record<string, string>, readyPath: string) => {
        const proc = await startNode(name, script, env, readyPath, log);
        started.push(proc);
        return proc;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
