import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

// `docker compose config` needs the compose plugin, which this machine does not have: this test checks the
// file's structure instead, and that everything it builds from exists.
const ROOT = resolve(import.meta.dirname, '..', '..');

type TService = {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  restart?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string | number>;
  ports?: string[];
  volumes?: string[];
  deploy?: { replicas?: string | number };
  container_name?: string;
};

const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, TService>;
};
const services = Object.entries(compose.services);
const built = services.filter(([, service]) => service.build !== undefined);
const dockerfileOf = (service: TService) => join(ROOT, service.build!.context, service.build!.dockerfile);

const WORKSPACES = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;

const DEPLOYABLES = [
  'shell',
  'mfe-marketing',
  'mfe-candidate',
  'mfe-admin',
  'mfe-employer',
  'gateway',
  'svc-auth',
  'svc-auth-worker',
  'svc-candidates',
  'svc-candidates-worker',
  'svc-clients',
  'svc-clients-worker',
];

describe('docker-compose.yml', () => {
  it.each(DEPLOYABLES)('builds %s from a Dockerfile under infra/docker', (name) => {
    const service = compose.services[name];
    expect(service?.build?.dockerfile).toMatch(/^infra\/docker\/[a-z-]+\.Dockerfile$/);
  });

  it.each(built.map(([name, service]) => [name, service]))('%s: its Dockerfile exists', (_name, service) => {
    expect(existsSync(dockerfileOf(service))).toBe(true);
  });

  it.each(
    services.filter(([, service]) => service.restart !== 'no').map(([name, service]) => [name, service]),
  )('%s: a long-running service has a health check', (_name, service) => {
    const inImage =
      service.build !== undefined && /^HEALTHCHECK /m.test(readFileSync(dockerfileOf(service), 'utf8'));
    expect(service.healthcheck !== undefined || inImage).toBe(true);
  });

  it('names only services that exist in depends_on', () => {
    const names = new Set(compose.services ? Object.keys(compose.services) : []);
    for (const [, service] of services) {
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(names).toContain(dependency);
    }
  });

  it('runs each worker from its service image with the worker entry point', () => {
    for (const name of ['svc-auth', 'svc-candidates', 'svc-clients']) {
      const worker = compose.services[`${name}-worker`]!;
      expect(worker.image).toBe(compose.services[name]!.image);
      expect(worker.command).toEqual(['node', `${name}/src/worker.ts`]);
    }
  });

  it('runs MongoDB as a single-node replica set and Redis with an append-only file, both on volumes', () => {
    const { mongodb, redis } = compose.services;
    expect(mongodb?.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    expect(mongodb?.healthcheck?.test.join(' ')).toContain('rs.initiate');
    expect(compose.services['svc-auth']?.environment?.MONGODB_URI).toContain('replicaSet=rs0');
    expect(redis?.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
    expect(mongodb?.volumes?.[0]).toMatch(/:\/data\/db$/);
    expect(redis?.volumes?.[0]).toMatch(/:\/data$/);
  });

  it('creates the uploads bucket once MinIO is healthy, before the services start', () => {
    const init = compose.services['minio-init']!;
    expect(init.depends_on?.minio?.condition).toBe('service_healthy');
    expect(JSON.stringify(init)).toContain('mc mb --ignore-existing');
    expect(compose.services['svc-candidates']?.depends_on?.['minio-init']?.condition).toBe(
      'service_completed_successfully',
    );
  });

  it("publishes MinIO's S3 API on this machine only, the origin svc-candidates signs links for", () => {
    expect(compose.services.minio?.ports).toContain('127.0.0.1:9000:9000');
    for (const name of ['svc-candidates', 'svc-candidates-worker']) {
      expect(compose.services[name]?.environment).toMatchObject({
        S3_ENDPOINT: 'http://minio:9000',
        S3_PUBLIC_ENDPOINT: 'http://localhost:9000',
      });
    }
  });

  it('exposes the portal at 8080 through the nginx ingress: /api to the gateway, the rest to the shell', () => {
    const ingress = compose.services.ingress!;
    expect(ingress.ports).toEqual(['${PORT:-8080}:8080']);
    const [config] = (ingress.volumes ?? [])[0]!.split(':');
    const nginx = readFileSync(join(ROOT, config!), 'utf8');
    expect(nginx).toMatch(/location ~ \^\/api\(\/\|\$\) \{[^}]*http:\/\/gateway:4000/);
    expect(nginx).toMatch(/location \/ \{[^}]*http:\/\/shell:3000/);
  });

  it('runs svc-auth as replicas the gateway discovers behind its one name', () => {
    const auth = compose.services['svc-auth']!;
    expect(auth.deploy?.replicas).toBe('${SVC_AUTH_REPLICAS:-3}');
    // Replicas share the name: no fixed container name and no published port to collide on.
    expect(auth.container_name).toBeUndefined();
    expect(auth.ports).toBeUndefined();
    expect(compose.services.gateway?.environment).toMatchObject({
      SVC_AUTH_URL: 'http://svc-auth:4001',
      UPSTREAM_DISCOVERY_MS: 5000,
    });
  });

  it("points the shell's runtime manifest at the remotes' public URLs", () => {
    expect(compose.services.shell?.environment).toMatchObject({
      MFE_MARKETING_URL: '${MFE_MARKETING_URL:-http://localhost:3001}',
      MFE_CANDIDATE_URL: '${MFE_CANDIDATE_URL:-http://localhost:3002}',
      MFE_ADMIN_URL: '${MFE_ADMIN_URL:-http://localhost:3003}',
      MFE_EMPLOYER_URL: '${MFE_EMPLOYER_URL:-http://localhost:3004}',
    });
    for (const [remote, port] of [
      ['mfe-marketing', 3001],
      ['mfe-candidate', 3002],
      ['mfe-admin', 3003],
      ['mfe-employer', 3004],
    ] as const) {
      expect(compose.services[remote]?.ports).toEqual([`${port}:${port}`]);
    }
  });
});

describe.each(built.map(([name, service]) => [name, dockerfileOf(service)]))(
  '%s Dockerfile',
  (_name, file) => {
    const text = readFileSync(file, 'utf8');

    it('is multi-stage on Node 24 and runs as a non-root user', () => {
      expect(text).toMatch(/^ARG NODE_IMAGE=node:24-/m);
      expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
      expect(text).toMatch(/^USER node$/m);
    });

    it("copies every workspace's package.json before npm ci, so the lockfile's workspace tree is whole", () => {
      if (!/npm ci/.test(text)) return;
      for (const workspace of WORKSPACES) {
        expect([workspace, text.includes(`COPY ${workspace}/package.json ${workspace}/`)]).toEqual([
          workspace,
          true,
        ]);
      }
    });

    it('copies only paths that exist in the repository', () => {
      const sources = [...text.matchAll(/^COPY (?!--from)(?:--\S+ )*(.+) \S+$/gm)].flatMap((match) =>
        match[1]!.split(' '),
      );
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect([source, existsSync(join(ROOT, source))]).toEqual([source, true]);
    });
  },
);

describe('.dockerignore', () => {
  const patterns = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  /** Whether a path of the build context is left out (the patterns this file uses: `**` prefixes, folders, files). */
  const ignored = (path: string) =>
    patterns.some((pattern) => {
      const body = pattern.replace(/^\*\*\//, '');
      const glob = new RegExp(
        `^${pattern.startsWith('**/') ? '(?:.*/)?' : ''}${body.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(?:/.*)?$`,
      );
      return glob.test(path);
    });

  it('keeps every test, the end-to-end suite and the test helpers out of every image', () => {
    for (const path of [
      'svc-auth/src/routes/sign-in/sign-in.int.test.ts',
      'mfe-admin/src/features/one-pagers/lib/one-pager-form.test.ts',
      'packages/web-kit/src/format-date.test.tsx',
      'e2e/sign-in.spec.ts',
      'cross-service/employer-stack.ts',
      'svc-candidates/src/test-app.ts',
      'svc-auth/src/test-mail.ts',
      'packages/service-kit/src/test-context.ts',
      'packages/web-kit/src/test-fixtures/combine-day.ts',
      'infra/test/global-setup.ts',
    ]) {
      expect([path, ignored(path)]).toEqual([path, true]);
    }
  });

  it('leaves in everything a Dockerfile copies', () => {
    for (const [, service] of built) {
      const text = readFileSync(dockerfileOf(service), 'utf8');
      for (const match of text.matchAll(/^COPY (?!--from)(?:--\S+ )*(.+) \S+$/gm)) {
        for (const source of match[1]!.split(' ')) {
          expect([source, ignored(source.replace(/\/$/, ''))]).toEqual([source, false]);
        }
      }
      for (const runtime of ['svc-candidates/src/main.ts', 'svc-auth/src/worker.ts', 'gateway/src/main.ts']) {
        expect([runtime, ignored(runtime)]).toEqual([runtime, false]);
      }
    }
  });
});
