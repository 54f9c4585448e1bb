import { defineConfig } from '@playwright/test';

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
