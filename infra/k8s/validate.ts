import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';
import { checkManifests } from './manifest-policy.ts';
import type { TManifest } from './manifest-policy.ts';

/**
 * `npm run test:k8s`: renders every kustomization under infra/k8s (the base and each overlay) with kustomize and
 * validates the result against the Kubernetes schemas with kubeconform (strict: unknown fields fail), then checks the
 * portal's own rules (manifest-policy.ts). The tools are Go modules (`go install`, from the Go module proxy) and the
 * schemas come from the kubernetes-validate wheel (PyPI); both are fetched once into a cache folder.
 */
const KUSTOMIZE = { name: 'kustomize', module: 'sigs.k8s.io/kustomize/kustomize/v5@v5.7.1' };
const KUBECONFORM = { name: 'kubeconform', module: 'github.com/yannh/kubeconform/cmd/kubeconform@v0.7.0' };
const SCHEMAS_WHEEL = 'kubernetes-validate==1.37.0';
const KUBERNETES_VERSION = '1.34.0';

const here = dirname(fileURLToPath(import.meta.url));
const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'gtm-k8s');
const run = promisify(execFile);
const MAX_BUFFER = 64 * 1024 * 1024;

const log = (line: string) => process.stdout.write(`[k8s] ${line}\n`);

/** Installs a Go tool at a pinned version into the cache (once per version), and returns its path. */
async function goTool({ name, module }: { name: string; module: string }): Promise<string> {
  const bin = join(cache, 'bin', module.replaceAll('/', '_'));
  const tool = join(bin, name);
  if (existsSync(tool)) return tool;
  log(`installing ${module} (go install)`);
  await mkdir(bin, { recursive: true });
  await run('go', ['install', module], { env: { ...process.env, GOBIN: bin, GOFLAGS: '-mod=mod' } }).catch(
    (error: Error) => {
      throw new Error(`could not install ${module} with Go (is \`go\` on PATH?): ${error.message}`);
    },
  );
  return tool;
}

/** Writes the standalone schemas for KUBERNETES_VERSION into the cache (once), and returns their folder. */
async function schemas(): Promise<string> {
  const folder = join(cache, 'schemas', `v${KUBERNETES_VERSION}`);
  if (existsSync(join(folder, 'deployment-apps-v1.json'))) return folder;
  log(`fetching the Kubernetes ${KUBERNETES_VERSION} schemas (${SCHEMAS_WHEEL}, PyPI)`);
  const wheels = join(cache, 'wheels');
  await mkdir(wheels, { recursive: true });
  await run('python3', ['-m', 'pip', 'download', '--quiet', '--no-deps', SCHEMAS_WHEEL, '-d', wheels]);
  const wheel = (await readdir(wheels)).find((name) => name.startsWith('kubernetes_validate-'));
  if (wheel === undefined) throw new Error(`pip did not download ${SCHEMAS_WHEEL}`);
  // Written aside, then renamed: an interrupted run leaves no half-written folder behind.
  const partial = `${folder}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  await run('python3', [
    join(here, 'standalone-schemas.py'),
    join(wheels, wheel),
    KUBERNETES_VERSION,
    partial,
  ]);
  await rename(partial, folder);
  return folder;
}

/** Every folder under infra/k8s holding a kustomization that renders on its own (not a component). */
async function kustomizations(): Promise<string[]> {
  const found: string[] = [];
  for (const group of ['base', 'overlays']) {
    const root = join(here, group);
    if (existsSync(join(root, 'kustomization.yaml'))) found.push(root);
    else for (const name of await readdir(root)) found.push(join(root, name));
  }
  return found;
}

async function main(): Promise<void> {
  const [kustomize, kubeconform, schemaFolder] = await Promise.all([
    goTool(KUSTOMIZE),
    goTool(KUBECONFORM),
    schemas(),
  ]);
  let failed = false;
  for (const folder of await kustomizations()) {
    const name = folder.slice(here.length + 1);
    const { stdout: rendered } = await run(kustomize, ['build', folder], { maxBuffer: MAX_BUFFER });
    const validation = run(
      kubeconform,
      [
        '-strict',
        '-summary',
        '-kubernetes-version',
        KUBERNETES_VERSION,
        '-schema-location',
        join(schemaFolder, '{{ .ResourceKind }}{{ .KindSuffix }}.json'),
        '-',
      ],
      { maxBuffer: MAX_BUFFER },
    );
    validation.child.stdin?.end(rendered);
    const result = await validation.then(
      ({ stdout }) => ({ ok: true, stdout }),
      (error: { stdout?: string; message: string }) => ({ ok: false, stdout: error.stdout ?? error.message }),
    );
    log(`${name}: ${result.stdout.trim().split('\n').join(`\n[k8s] ${name}: `)}`);
    const manifests = parseAllDocuments(rendered).map((doc) => doc.toJS() as TManifest);
    const problems = checkManifests(manifests);
    for (const problem of problems) log(`${name}: ${problem}`);
    if (!result.ok || problems.length > 0) failed = true;
  }
  if (failed) {
    log('FAILED');
    process.exit(1);
  }
  log('every kustomization renders and is valid');
}

await main();
