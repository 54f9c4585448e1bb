import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { startProcess } from './child-process.ts';
import { isBuilt } from './static-apps.ts';

/** The front-end apps `npm start` serves, each built with `npm run build -w <app>` into `<app>/dist`. */
export const FRONT_END_APPS = [
  'shell',
  'mfe-marketing',
  'mfe-candidate',
  'mfe-admin',
  'mfe-employer',
] as const;
export type TFrontEndApp = (typeof FRONT_END_APPS)[number];

/** Where a build records the hash of the sources it was made from. */
const BUILD_HASH_FILE = '.build-hash';

// What a production build of an app reads besides its own folder: the shared front-end libraries and the lockfile.
const SHARED_INPUTS = ['packages/web-kit', 'packages/contracts', 'packages/hiring', 'package-lock.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.prerender', '.cache', 'coverage']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

async function listFiles(path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  const entries = await readdir(path, { withFileTypes: true, recursive: true }).catch(() => null);
  if (entries === null) return [path];
  return entries
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(path, file)
          .split('/')
          .some((part) => SKIPPED_DIRS.has(part)),
    );
}

/** A hash of everything an app's production build depends on: its sources and config, web-kit, contracts, lockfile. */
async function appSourceHash(rootDir: string, app: string): Promise<string> {
  const inputs = [app, ...SHARED_INPUTS].map((input) => join(rootDir, input));
  const files = (await Promise.all(inputs.map(listFiles))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(rootDir, file));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether `<app>/dist` is missing or was built from other sources than the current ones. */
async function isStale(rootDir: string, app: string): Promise<boolean> {
  const distDir = join(rootDir, app, 'dist');
  if (!isBuilt(app, distDir)) return true;
  const recorded = await readFile(join(distDir, BUILD_HASH_FILE), 'utf8').catch(() => '');
  return recorded.trim() !== (await appSourceHash(rootDir, app));
}

/** Thrown when an app cannot be built; says which app and what to run by hand. */
class AppBuildError extends Error {
  constructor(app: string, reason: string) {
    super(`${app} could not be built: ${reason}. Run \`npm run build -w ${app}\` to see the whole output.`);
    this.name = 'AppBuildError';
  }
}

/**
 * Builds the apps whose dist is missing or stale, one at a time (a webpack build takes a whole core; two at
 * once on a 2-core machine only slow each other and everything else starting), and records each source hash.
 */
export async function buildStaleApps(
  rootDir: string,
  apps: readonly string[],
  log: (app: string, line: string) => void,
  signal?: AbortSignal,
): Promise<string[]> {
  const built: string[] = [];
  for (const app of apps) {
    signal?.throwIfAborted();
    if (!(await isStale(rootDir, app))) continue;
    const manifest = join(rootDir, app, 'package.json');
    const scripts = existsSync(manifest)
      ? ((JSON.parse(await readFile(manifest, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {})
      : {};
    if (scripts.build === undefined) throw new AppBuildError(app, `${app}/package.json has no build script`);
    const hash = await appSourceHash(rootDir, app);
    log(app, 'building (its sources changed or it was never built)');
    const started = Date.now();
    const proc = startProcess({
      name: `build ${app}`,
      command: 'npm',
      args: ['run', 'build', '--silent', '-w', app],
      cwd: rootDir,
      // The build's node is the one running this orchestrator (Node 24), whatever node is first on PATH.
      env: {
        ...process.env,
        PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
        NODE_ENV: 'production',
      },
      onLine: (line) => {
        if (/error|warn/i.test(line)) log(app, line);
      },
    });
    const stopBuild = () => void proc.stop();
    signal?.addEventListener('abort', stopBuild, { once: true });
    const exit = await proc.exited;
    signal?.removeEventListener('abort', stopBuild);
    signal?.throwIfAborted();
    if (exit.code !== 0) {
      throw new AppBuildError(
        app,
        `the build ended with ${exit.signal ?? `exit code ${exit.code}`}:\n${proc.recentOutput()}`,
      );
    }
    const distDir = join(rootDir, app, 'dist');
    if (!isBuilt(app, distDir))
      throw new AppBuildError(app, `the build did not produce ${app}/dist as expected`);
    await writeFile(join(distDir, BUILD_HASH_FILE), `${hash}\n`);
    log(app, `built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built.push(app);
  }
  return built;
}
