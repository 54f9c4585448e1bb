import { test as base, expect } from '@playwright/test';
import { startStack, type TStack } from '../infra/dev/stack.ts';

/**
 * One whole stack per worker (and there is one worker): every service, worker, app and the ingress, on free
 * ports and in-memory data, so a developer's running `npm start` is never disturbed.
 */
export const test = base.extend<{ portal: string }, { stack: TStack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const ports = {
        portal: 0,
        shell: 0,
        'mfe-marketing': 0,
        'mfe-candidate': 0,
        'mfe-admin': 0,
        gateway: 0,
        'svc-auth': 0,
        'svc-candidates': 0,
        'svc-clients': 0,
        s3: 0,
        ses: 0,
      };
      const lines: string[] = [];
      const stack = await startStack({
        dataDir: null,
        ports,
        log: (source, line) => lines.push(`[${source}] ${line}`),
      }).catch((error: unknown) => {
        console.error(lines.slice(-80).join('\n'));
        throw error;
      });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  portal: async ({ stack }, use) => use(stack.urls.portal),
  baseURL: async ({ stack }, use) => use(stack.urls.portal),
});

export { expect };
