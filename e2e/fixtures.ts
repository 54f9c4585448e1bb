import { test as base, expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { ANY_FREE_PORTS, startStack } from '@gtm/infra/dev/stack.ts';
import type { TStack } from '@gtm/infra/dev/stack.ts';

/** What the page reports on a `securitypolicyviolation` event (the init script below logs it). */
const CSP_EVENT = '[csp-violation]';

/**
 * Makes a browser context report every Content-Security-Policy violation of its pages: the browser's own
 * "... violates the following Content Security Policy directive ..." console errors, and the
 * `securitypolicyviolation` events, logged by an init script in each page.
 */
async function watchCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      // The marker is spelled out: an init script runs alone in the page, without this module's constants.
      console.error(
        `[csp-violation] ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}${where}`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_EVENT) || text.includes('Content Security Policy'))
      violations.push(`${message.page()?.url() ?? 'a page'}: ${text}`);
  });
}

/** How long a new stack may take to seed its demo data (svc-candidates' last demo seeder logs it). */
const DEMO_SEED_TIMEOUT_MS = 120_000;
const isDemoOnePagersSeeded = (line: string) =>
  line.startsWith('[svc-candidates]') &&
  line.includes('one-pagers-and-talent-combine') &&
  line.includes('demo data');

/**
 * One whole stack per worker (and there is one worker): every service, worker, app and the ingress, on free
 * ports and in-memory data, so a developer's running `npm start` is never disturbed. `stackLog` holds every line
 * the stack printed so far, as `[source] line` (e2e/log-leak.spec.ts reads it).
 *
 * Every test also fails on any Content-Security-Policy violation in any of its pages, the default context's and
 * those of contexts it opens itself: so the whole suite checks every screen under the shell's policy.
 */
export const test = base.extend<
  { portal: string; expectedCspViolations: RegExp[]; cspViolations: void; stackErrors: void },
  { stack: TStack; stackLog: string[] }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
  stackLog: [async ({}, use) => use([]), { scope: 'worker' }],
  stack: [
    async ({ stackLog }, use) => {
      const stack = await startStack({
        dataDir: null,
        ports: ANY_FREE_PORTS,
        log: (source, line) => stackLog.push(`[${source}] ${line}`),
      }).catch((error: unknown) => {
        console.error(stackLog.slice(-80).join('\n'));
        throw error;
      });
      // svc-candidates seeds the demo profiles and one-pagers in the background once svc-auth's demo accounts
      // arrive: the tests read them, so a worker (the first, or one started again after a failure) waits for it.
      const deadline = Date.now() + DEMO_SEED_TIMEOUT_MS;
      while (!stackLog.some(isDemoOnePagersSeeded)) {
        if (Date.now() > deadline) {
          console.error(stackLog.slice(-80).join('\n'));
          throw new Error(
            `svc-candidates did not seed its demo one-pagers within ${DEMO_SEED_TIMEOUT_MS} ms`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  portal: async ({ stack }, use) => use(stack.urls.portal),
  baseURL: async ({ stack }, use) => use(stack.urls.portal),
  // Violations a test provokes on purpose (`test.use`): each must be reported, and nothing else may be.
  expectedCspViolations: [[], { option: true }],
  cspViolations: [
    async ({ browser, context, expectedCspViolations }, use) => {
      const violations: string[] = [];
      const contexts = [context];
      await watchCspViolations(context, violations);
      const newContext = browser.newContext;
      browser.newContext = async (...options) => {
        const opened = await newContext.apply(browser, options);
        contexts.push(opened);
        await watchCspViolations(opened, violations);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      // A violation is reported by a task of its own: one more turn of each open page's event loop brings the
      // last ones in.
      const pages = contexts.flatMap((opened) => opened.pages());
      const turn = (open: Page) =>
        open.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => undefined);
      const atMost = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await Promise.race([Promise.all(pages.map(turn)), atMost(2_000)]);
      for (const expected of expectedCspViolations)
        expect(violations, `a violation matching ${expected}`).toContainEqual(
          expect.stringMatching(expected),
        );
      const unexpected = violations.filter((text) => !expectedCspViolations.some((re) => re.test(text)));
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // A failed test carries the stack's error lines printed while it ran (a 500's cause is only in the logs).
  stackErrors: [
    async ({ stackLog }, use, testInfo) => {
      const from = stackLog.length;
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const errors = stackLog.slice(from).filter((line) => /"level":(50|60)\b|\berror\b/i.test(line));
      if (errors.length > 0)
        await testInfo.attach('stack errors', {
          body: errors.slice(-100).join('\n'),
          contentType: 'text/plain',
        });
    },
    { auto: true },
  ],
});

export { expect };
