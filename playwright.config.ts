import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gtm/infra/test/chromium.ts';

/**
 * End-to-end tests drive Debian's Chromium (Playwright cannot download browsers here) against the whole
 * stack, which the worker-scoped `stack` fixture starts on free ports (e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: './e2e',
  // One worker: the stack is heavy for 2 cores, and one stack serves every test of the run.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    // A failed test keeps its trace: every action, network call and console line, and a screenshot at the end.
    // Not the DOM snapshots and screencast of every step: recorded for every test (to keep the failed ones),
    // they kept Chromium's browser and GPU processes busy. Two admin files, one run each on a quiet machine, the
    // stack's start included: 92 s with them, 69 s without, 65 s with no trace at all.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
});
