import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PATHS } from '@gtm/contracts/paths';
import { buildStaleApps, FRONT_END_APPS } from '@gtm/infra/dev/app-builds.ts';
import { deployRemoteRelease } from '@gtm/infra/dev/remote-release.ts';
import { ANY_FREE_PORTS, startStack } from '@gtm/infra/dev/stack.ts';
import type { TStack } from '@gtm/infra/dev/stack.ts';
import { signInAs } from './sessions.ts';

/**
 * A remote ships on its own: mfe-employer is rebuilt with a visible change and put live under its running server
 * while the shell keeps running, untouched. A page load after the switch shows the new version; a page opened
 * before it keeps working on the old one. Its own stack (the employer remote served from a release folder), so the
 * suite's shared stack and the repository's builds are never changed.
 */
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APP = 'mfe-employer';
const OLD_TEXT = 'No talent combines have been shared with your company yet.';
const NEW_TEXT = 'No talent combines have been shared with your company yet (release 2).';
const DASHBOARD_SOURCE = 'src/features/dashboard/components/dashboard-page.tsx';

/** Builds release 2 of the remote: a copy of its sources with one visible text changed, built as the app is. */
async function buildRelease2(folder: string): Promise<string> {
  for (const entry of ['package.json', 'webpack.config.js', 'src'])
    await cp(join(REPO, APP, entry), join(folder, entry), { recursive: true });
  // The copy resolves the workspace's packages and loaders through the repository's node_modules, as the app does.
  await symlink(join(REPO, 'node_modules'), join(folder, 'node_modules'), 'dir');
  const source = join(folder, DASHBOARD_SOURCE);
  const text = await readFile(source, 'utf8');
  if (!text.includes(OLD_TEXT)) throw new Error(`${DASHBOARD_SOURCE} no longer says "${OLD_TEXT}"`);
  await writeFile(source, text.replace(OLD_TEXT, NEW_TEXT));
  await promisify(execFile)(
    process.execPath,
    [
      join(REPO, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '--config',
      'webpack.config.js',
    ],
    { cwd: folder, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
  );
  return join(folder, 'dist');
}

test.describe('a remote redeployed with the portal live', () => {
  let stack: TStack;
  let scratch: string;
  let build: string;
  let live: string;
  let release2: Promise<string>;

  test.beforeAll(async () => {
    // Builds of the apps when stale, a stack, and a remote's production build.
    test.setTimeout(600_000);
    const lines: string[] = [];
    await buildStaleApps(REPO, FRONT_END_APPS, () => {});
    scratch = await mkdtemp(join(tmpdir(), 'gtm-redeploy-'));
    live = join(scratch, 'live', 'dist');
    await cp(join(REPO, APP, 'dist'), live, { recursive: true });
    build = join(scratch, 'release-2', APP);
    await mkdir(build, { recursive: true });
    release2 = buildRelease2(build);
    release2.catch(() => {}); // awaited in the test; an early failure must not be an unhandled rejection
    stack = await startStack({
      dataDir: null,
      ports: ANY_FREE_PORTS,
      distDirs: { [APP]: live },
      log: (source, line) => lines.push(`[${source}] ${line}`),
    }).catch((error: unknown) => {
      console.error(lines.slice(-80).join('\n'));
      throw error;
    });
  });

  test.afterAll(async () => {
    await stack?.stop();
    if (scratch !== undefined) await rm(scratch, { recursive: true, force: true });
  });

  /** Every request of the page to the remote's origin that failed or did not answer 2xx/304. */
  function remoteFailures(page: Page): string[] {
    const failures: string[] = [];
    const origin = new URL(stack.urls.remotes[APP]).origin;
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(origin)) failures.push(`${request.url()} failed`);
    });
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400)
        failures.push(`${response.url()} ${response.status()}`);
    });
    return failures;
  }

  test('the next page load shows the new version; a page open on the old one keeps working', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext();
    await signInAs(stack, context, 'employer');
    const dashboard = `${stack.urls.portal}${PATHS.employer.dashboard}`;
    const manifestBefore = await (await context.request.get(`${stack.urls.portal}/remotes.json`)).text();

    const oldPage = await context.newPage();
    const oldPageFailures = remoteFailures(oldPage);
    await oldPage.goto(dashboard);
    await expect(oldPage.getByText(OLD_TEXT)).toBeVisible();

    await deployRemoteRelease({ buildDir: await release2, liveDir: live });

    // The page opened before the switch still runs the old version: it navigates in the app and reads the API.
    const missingCombine = PATHS.employer.combine.replace(':shareId', '000000000000000000000000');
    await oldPage.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, missingCombine);
    await expect(oldPage.getByRole('heading', { name: 'Talent combine not found' })).toBeVisible();
    await oldPage.goBack();
    await expect(oldPage.getByText(OLD_TEXT)).toBeVisible();
    expect(oldPageFailures).toEqual([]);

    // A page load after the switch gets the new version from the same shell, which was neither rebuilt nor restarted.
    const newPage = await context.newPage();
    const newPageFailures = remoteFailures(newPage);
    await newPage.goto(dashboard);
    await expect(newPage.getByText(NEW_TEXT)).toBeVisible();
    expect(newPageFailures).toEqual([]);
    await oldPage.reload();
    await expect(oldPage.getByText(NEW_TEXT)).toBeVisible();
    expect(await (await context.request.get(`${stack.urls.portal}/remotes.json`)).text()).toBe(
      manifestBefore,
    );

    await context.close();
  });
});
