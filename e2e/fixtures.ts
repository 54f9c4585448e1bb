import { test as base, expect } from '@playwright/test';
import { ANY_FREE_PORTS, startStack } from '@gtm/infra/dev/stack.ts';
import type { TStack } from '@gtm/infra/dev/stack.ts';

/**
 * One whole stack per worker (and there is one worker): every service, worker, app and the ingress, on free
 * ports and in-memory data, so a developer's running `npm start` is never disturbed.
 */
export const test = base.extend<{ portal: string }, { stack: TStack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const lines: string[] = [];
      const stack = await startStack({
        dataDir: null,
        ports: ANY_FREE_PORTS,
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
