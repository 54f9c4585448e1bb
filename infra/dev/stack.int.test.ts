import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANY_FREE_PORTS, startStack, StackStartError } from './stack.ts';
import type { TStack } from './stack.ts';

// The orchestrator runs a miniature repository (fixtures/stack-root) whose services report what they were given.
const FIXTURE = join(import.meta.dirname, 'fixtures', 'stack-root');

type TReport = { pid: number; env: Record<string, string>; headers?: Record<string, string> };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// With --runInBand the MongoDB and Redis of global-setup are children of this process too: they are not counted.
const before = new Set<number>();

/** Child processes of this test process that `ps` sees (ps itself and those of global-setup left out). */
function childPids(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, command]) => Number(pid) > 0 && command !== 'ps' && !before.has(Number(pid)))
    .map(([pid]) => Number(pid));
}

describe('startStack', () => {
  let root: string;
  let dataDir: string;
  let stack: TStack;
  const lines: string[] = [];
  // The MongoDB and Redis of global-setup, given as overrides (the fallback order has its own test); jest's
  // NODE_ENV=test left out so the stack's own default shows.
  const env = () => {
    const { NODE_ENV: _jest, ...rest } = process.env;
    return { ...rest, DATA_DIR: '' };
  };

  beforeAll(async () => {
    for (const pid of childPids()) before.add(pid);
    root = await mkdtemp(join(tmpdir(), 'gtm-stack-'));
    await cp(FIXTURE, root, { recursive: true });
    dataDir = join(root, '.data');
    stack = await startStack({
      rootDir: root,
      dataDir,
      env: env(),
      ports: ANY_FREE_PORTS,
      log: (source, line) => lines.push(`${source} | ${line}`),
      readyTimeoutMs: 30_000,
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('builds every app that was never built and records its source hash', async () => {
    expect([...stack.built].sort()).toEqual([
      'mfe-admin',
      'mfe-candidate',
      'mfe-employer',
      'mfe-marketing',
      'shell',
    ]);
    await expect(readFile(join(root, 'shell', 'dist', '.build-hash'), 'utf8')).resolves.toMatch(
      /^[0-9a-f]{64}\n$/,
    );
  });

  it('serves the shell at the portal, with the remotes manifest pointing at each remote origin', async () => {
    const page = await fetch(`${stack.urls.portal}/candidate/profile`);
    expect(page.status).toBe(200);
    await expect(page.text()).resolves.toContain('<title>shell</title>');
    const manifest = await (await fetch(`${stack.urls.portal}/remotes.json`)).json();
    expect(manifest).toEqual({
      marketing: `${stack.urls.remotes['mfe-marketing']}/remoteEntry.js`,
      candidate: `${stack.urls.remotes['mfe-candidate']}/remoteEntry.js`,
      admin: `${stack.urls.remotes['mfe-admin']}/remoteEntry.js`,
      employer: `${stack.urls.remotes['mfe-employer']}/remoteEntry.js`,
    });
    const remote = await fetch(manifest.admin, { headers: { origin: stack.urls.portal } });
    expect(remote.headers.get('access-control-allow-origin')).toBe('*');
    await expect(remote.text()).resolves.toContain('"name":"mfe-admin"');
    const employer = await fetch(manifest.employer, { headers: { origin: stack.urls.portal } });
    expect(employer.status).toBe(200);
    await expect(employer.text()).resolves.toContain('"name":"mfe-employer"');
  });

  it('routes /api to the gateway with the portal Host, both cookies, and the gateway environment', async () => {
    const response = await fetch(`${stack.urls.portal}/api/anything`);
    expect(response.headers.getSetCookie()).toEqual(['gtm_session=s1; HttpOnly; Path=/', 'other=2; Path=/']);
    const report = (await response.json()) as TReport;
    expect(report.headers?.host).toBe(new URL(stack.urls.portal).host);
    expect(report.env).toMatchObject({
      PORT: String(stack.ports.gateway),
      PUBLIC_ORIGIN: stack.urls.portal,
      COOKIE_SECURE: 'false',
      REDIS_URL: process.env.REDIS_URL,
      // Loopback only (the ingress is the one door), passing on the one X-Forwarded-For entry the ingress adds.
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: '1',
    });
    // Each service by its Unix domain socket (one folder for the run, the service's HTTP_SOCKET).
    for (const service of ['svc-auth', 'svc-candidates', 'svc-clients'] as const) {
      const variable = `SVC_${service.slice(4).toUpperCase()}_URL`;
      expect(report.env[variable]).toMatch(new RegExp(`^unix:/.+/${service}-1\\.sock$`));
    }
    expect(report.env.IDENTITY_SECRET?.length).toBeGreaterThanOrEqual(32);
  });

  it('gives every service the environment contract, the same identity secret and the demo seed', async () => {
    const gateway = (await (await fetch(`${stack.urls.portal}/api/x`)).json()) as TReport;
    for (const [name, url] of Object.entries(stack.urls.services)) {
      const report = (await (await fetch(`${url}/env`)).json()) as TReport;
      const variable = `SVC_${name.slice(4).toUpperCase()}_URL`;
      expect(`unix:${report.env.HTTP_SOCKET}`).toBe(gateway.env[variable]);
      expect(report.env).toMatchObject({
        PORT: String(stack.ports[name as keyof typeof stack.ports]),
        MONGODB_URI: process.env.MONGODB_URI,
        REDIS_URL: process.env.REDIS_URL,
        IDENTITY_SECRET: gateway.env.IDENTITY_SECRET,
        SEED_DEMO: 'true',
        S3_BUCKET: 'gtm-uploads',
        S3_ENDPOINT: stack.components.s3.url,
        S3_FORCE_PATH_STYLE: 'true',
        SES_ENDPOINT: stack.components.ses.env.SES_ENDPOINT,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
      });
    }
    expect(stack.urls.mailbox).toBe(stack.components.ses.url);
    expect((await fetch(`${stack.components.ses.env.SES_ENDPOINT}/store`)).status).toBe(200);
  });

  it('starts the workers without a PORT and logs each child under its name', () => {
    expect(lines.some((line) => /^svc-auth-worker \| worker pid=\d+ port=none$/.test(line))).toBe(true);
    expect(lines).toContain(`svc-auth | info  svc-auth listening {"port":${stack.ports['svc-auth']}}`);
  });

  it('stops and restarts one remote while the rest keeps serving', async () => {
    const admin = `${stack.urls.remotes['mfe-admin']}/remoteEntry.js`;
    await stack.stopApp('mfe-admin');
    await expect(fetch(admin)).rejects.toThrow();
    expect((await fetch(`${stack.urls.remotes['mfe-candidate']}/remoteEntry.js`)).status).toBe(200);
    expect((await fetch(stack.urls.portal)).status).toBe(200);
    await stack.startApp('mfe-admin');
    expect((await fetch(admin)).status).toBe(200);
  });

  it('starts a process that died again after a backoff and says so, but not one stopped on purpose', async () => {
    const killed = stack.pidOf('svc-auth-worker') as number;
    process.kill(killed, 'SIGKILL');
    const deadline = Date.now() + 20_000;
    while ((stack.pidOf('svc-auth-worker') ?? killed) === killed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stack.pidOf('svc-auth-worker')).not.toBe(killed);
    expect(lines).toContain('svc-auth-worker | exited (SIGKILL); restarting in 1 s (attempt 2)');

    await stack.stopService('svc-clients');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(stack.pidOf('svc-clients')).toBeNull();
    await stack.startService('svc-clients');
    expect((await fetch(`${stack.urls.services['svc-clients']}/readyz`)).status).toBe(200);
  });

  it('stops every child process and server, leaving no orphans', async () => {
    const pids = childPids();
    expect(pids.length).toBeGreaterThanOrEqual(5);
    const workerPid = Number(lines.findLast((line) => line.includes('worker pid='))?.match(/pid=(\d+)/)?.[1]);
    expect(pids).toContain(workerPid);

    await stack.stop();

    expect(pids.filter(alive)).toEqual([]);
    expect(childPids()).toEqual([]);
    await expect(fetch(stack.urls.portal)).rejects.toThrow();
  });

  it('restarts without rebuilding, keeps the identity secret, and --fresh empties the data folder', async () => {
    const secret = await readFile(join(dataDir, 'identity-secret'), 'utf8');
    const options = { rootDir: root, dataDir, env: env(), ports: ANY_FREE_PORTS, readyTimeoutMs: 30_000 };

    const again = await startStack(options);
    try {
      expect(again.built).toEqual([]);
      await expect(readFile(join(dataDir, 'identity-secret'), 'utf8')).resolves.toBe(secret);
    } finally {
      await again.stop();
    }

    await writeFile(
      join(root, 'mfe-admin', 'package.json'),
      (await readFile(join(root, 'mfe-admin', 'package.json'), 'utf8')) + '\n',
    );
    const fresh = await startStack({ ...options, fresh: true });
    try {
      expect(fresh.built).toEqual(['mfe-admin']);
      await expect(readFile(join(dataDir, 'identity-secret'), 'utf8')).resolves.not.toBe(secret);
    } finally {
      await fresh.stop();
    }
  }, 120_000);
});

describe('startStack on a taken port', () => {
  it('names the port variable to set and starts nothing', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    try {
      const attempt = startStack({
        rootDir: FIXTURE,
        dataDir: null,
        ports: { ...ANY_FREE_PORTS, 'svc-clients': taken },
      });
      await expect(attempt).rejects.toThrow(
        `port ${taken} is already in use (svc-clients): set SVC_CLIENTS_PORT`,
      );
    } finally {
      blocker.close();
    }
  });
});

describe('startStack before the apps and services exist', () => {
  it('names every missing piece and starts nothing', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'gtm-empty-'));
    try {
      const attempt = startStack({ rootDir: empty, dataDir: null, ports: ANY_FREE_PORTS });
      await expect(attempt).rejects.toBeInstanceOf(StackStartError);
      await expect(attempt).rejects.toThrow(
        /svc-auth\/src\/main\.ts[\s\S]*gateway\/src\/main\.ts[\s\S]*shell\/package\.json/,
      );
      expect(childPids()).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
