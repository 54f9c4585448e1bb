import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import { DEFAULT_PUBLIC_ORIGIN } from '@gtm/contracts/ports';
import { startProcess } from '../dev/child-process.ts';
import type { TBench } from './bench.ts';
import { compareTargets } from './bench.ts';
import { startBenchStack } from './bench-stack.ts';
import { waitForCode } from './mailbox.ts';
import { BENCH_AUTH_ENV } from './bench-inputs.ts';

type TSesLocal = (config: { host: string; port: number }) => Promise<Server>;

// aws-ses-v2-local is CommonJS with its server factory as `exports.default`.
const startSesLocal = (createRequire(import.meta.url)('aws-ses-v2-local') as { default: TSesLocal }).default;

const POLL_MS = 2;
const DELIVERY_TIMEOUT_MS = 30_000;

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] as number;
};

/**
 * Sign-in: how long a code takes from `login-request` (through the gateway) to the message in the mailbox
 * (svc-auth enqueues, its worker renders and sends through the SES API to aws-ses-v2-local), over
 * BENCH_SIGN_INS sequential sign-ins of distinct accounts; then `GET /api/user` with a live session through
 * the gateway (one Redis session read, signing, svc-auth's kept view of the account) against the gateway's
 * trivial route (`GET /api/version`, the baseline: issue 15 asks for at least 80%) and svc-auth called directly.
 */
export const signInBench: TBench = {
  name: 'sign-in',
  summary: 'code delivery latency (login-request to mailbox) and GET /api/user with a session',
  byDefault: true,
  async run(context) {
    const signIns = Number(process.env.BENCH_SIGN_INS ?? 200);
    const emails = Array.from({ length: signIns + 1 }, (_, index) => `bench-${index}@bench.test`);
    const ses = await startSesLocal({ host: '127.0.0.1', port: 0 });
    const sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
    // Accounts to sign in: ensured as admins at svc-auth's start, the way operators add admins.
    const stack = await startBenchStack(context.log, {
      svcAuthEnv: { ...BENCH_AUTH_ENV, ADMIN_EMAILS: emails.join(',') },
    }).catch(async (error: unknown) => {
      ses.close();
      throw error;
    });
    const worker = startProcess({
      name: 'svc-auth-worker',
      command: process.execPath,
      args: [join(process.cwd(), 'svc-auth', 'src', 'worker.ts')],
      env: {
        ...process.env,
        MONGODB_URI: stack.mongoUrl,
        REDIS_URL: stack.redisUrl,
        IDENTITY_SECRET: stack.secret,
        SES_ENDPOINT: sesUrl,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      onLine: (line, stream) => {
        if (stream === 'stderr') context.log(`svc-auth-worker: ${line}`);
      },
    });
    try {
      const post = (path: string, body: unknown) =>
        fetch(`${stack.gateway.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: DEFAULT_PUBLIC_ORIGIN },
          body: JSON.stringify(body),
        });
      const delivered = (email: string) =>
        waitForCode(sesUrl, email, { pollMs: POLL_MS, timeoutMs: DELIVERY_TIMEOUT_MS });
      const requestCode = async (email: string) => {
        const startedAt = performance.now();
        const response = await post('/api/auth/login-request', { email });
        if (response.status !== 200) throw new Error(`login-request answered ${response.status}`);
        const code = await delivered(email);
        return { code, ms: performance.now() - startedAt };
      };

      context.log('warming up sign-in (first delivery starts the worker)');
      await requestCode(emails[0] as string);
      const latencies: number[] = [];
      let last = { email: '', code: '' };
      for (const email of emails.slice(1)) {
        const { code, ms } = await requestCode(email);
        latencies.push(ms);
        last = { email, code };
      }
      const p50 = percentile(latencies, 0.5);
      const p95 = percentile(latencies, 0.95);
      context.log(
        `code delivery over ${signIns} sign-ins: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
      );

      const verified = await post('/api/auth/verify-code', last);
      const sessionId = /gtm_sid=([^;]+)/.exec(verified.headers.get('set-cookie') ?? '')?.[1];
      const user = ((await verified.json()) as { user?: { id: string } }).user;
      if (!sessionId || !user) throw new Error(`verify-code answered ${verified.status} without a session`);

      // svc-auth as three replicas (issue 15): two more processes and a gateway balancing over the three.
      const replicas = [
        stack.svcAuth,
        await stack.startSvcAuthReplica('svc-auth#2'),
        await stack.startSvcAuthReplica('svc-auth#3'),
      ];
      const balancing = await stack.startGateway(
        'gateway-3-replicas',
        replicas.map((replica) => replica.url).join(','),
      );

      const rows = await compareTargets(
        [
          {
            label: 'GET /api/version, gateway',
            url: `${stack.gateway.url}/api/version`,
            watch: { gateway: stack.gateway.pid, 'svc-auth': stack.svcAuth.pid },
          },
          {
            label: 'GET /api/user, svc-auth direct',
            url: `${stack.svcAuth.url}/api/user`,
            headers: () => stack.signedHeaders({ kind: 'admin', userId: user.id }, 'GET', '/api/user'),
            watch: { 'svc-auth': stack.svcAuth.pid },
          },
          {
            label: 'GET /api/user, gateway + session',
            url: `${stack.gateway.url}/api/user`,
            headers: () => ({ cookie: `${SESSION_COOKIE}=${sessionId}` }),
            watch: { gateway: stack.gateway.pid, 'svc-auth': stack.svcAuth.pid },
          },
          {
            label: 'GET /api/user, gateway + session, svc-auth x3',
            url: `${balancing.url}/api/user`,
            headers: () => ({ cookie: `${SESSION_COOKIE}=${sessionId}` }),
            watch: {
              gateway: balancing.pid,
              ...Object.fromEntries(replicas.map((replica, index) => [`svc-auth#${index + 1}`, replica.pid])),
            },
          },
        ],
        context,
      );
      return {
        title: `sign-in: ${signIns} code deliveries, then GET /api/user with ${context.load.connections} connections, ${context.rounds} x ${context.load.durationSec} s (medians)`,
        rows,
        notes: [
          `GET /api/user through the gateway with a session / GET /api/version through the gateway: ${((rows[2]?.ratio ?? 0) * 100).toFixed(1)}% (per round: ${rows[2]?.rounds
            .map((run, round) => `${((run.rps / (rows[0]?.rounds[round]?.rps ?? 1)) * 100).toFixed(1)}%`)
            .join(', ')})`,
          `GET /api/user with a session, svc-auth as three replicas behind the balancing gateway / one: ${(((rows[3]?.rps ?? 0) / (rows[2]?.rps ?? 1)) * 100).toFixed(1)}% (the three share this machine's ${availableParallelism()} cores with the rest: this measures the balancing's cost, not scale-out)`,
          `code delivery, login-request through the gateway to the message in aws-ses-v2-local's store, ${signIns} sequential sign-ins: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (store polled every ${POLL_MS} ms)`,
          `bench sign-in limits: ${Object.entries(BENCH_AUTH_ENV)
            .map(([name, value]) => `${name}=${value}`)
            .join(', ')}`,
          'All processes share this machine: autocannon, the gateway, svc-auth, its worker, MongoDB and Redis.',
        ],
      };
    } finally {
      await worker.stop(5_000);
      await stack.stop();
      ses.closeAllConnections();
      ses.close();
    }
  },
};
