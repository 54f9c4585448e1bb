import type { Page } from '@playwright/test';
import { PATHS } from '@gtm/contracts/paths';
import { expect, test } from './fixtures.ts';
import { expectHydrated } from './hydration.ts';
import { signInAs } from './sessions.ts';

/**
 * The shell's Content-Security-Policy on the pages it serves. That every screen keeps to it is checked by every
 * test of the suite (e2e/fixtures.ts fails a test on any violation); here: the policy itself, its nonce on the
 * page's own inline code, and that markup injected into a page runs and styles nothing, and is reported: the
 * fixture fails a test on such a report, unless the test declares it expected (which proves the check works).
 */

/** The page's policy, and the nonce it names. */
async function policyOf(page: Page, path: string) {
  const response = await page.goto(path);
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  return { policy, nonce: /'nonce-([^']+)'/.exec(policy)?.[1] ?? '', response };
}

test.describe('the Content-Security-Policy of the portal', () => {
  for (const path of ['/', '/for-employers', '/candidate/auth', '/admin/dashboard', '/no-such-page']) {
    test(`${path} allows no inline code but its own nonced script`, async ({ page }) => {
      const { policy, nonce } = await policyOf(page, path);
      expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ])
        expect(policy).toContain(directive);
      // Browsers hide a nonce from the DOM's attributes; the property still has it.
      const inlineNonces = await page
        .locator('script:not([src])')
        .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
      expect(inlineNonces).toEqual([nonce]);
      // The nonced script started the code: React owns the page.
      await expectHydrated(page.locator('#root > *').first());
    });
  }

  test('a pre-rendered page carries its stylesheets under the nonce, and the styles the code adds too', async ({
    page,
  }) => {
    const { nonce, response } = await policyOf(page, '/for-employers');
    const html = (await response?.text()) ?? '';
    expect(html.match(/<style data-style-id="[^"]+" nonce="([^"]+)">/g)).toHaveLength(2);
    expect(html).toContain(`nonce="${nonce}"`);
    await expectHydrated(page.locator('#root > *').first());
    const styleNonces = await page
      .locator('style')
      .evaluateAll((styles) => styles.map((style) => (style as HTMLStyleElement).nonce));
    expect(styleNonces.length).toBeGreaterThanOrEqual(2);
    expect(new Set(styleNonces)).toEqual(new Set([nonce]));
  });

  test('a signed-in area (antd, its modals included) keeps to the policy', async ({
    page,
    context,
    stack,
  }) => {
    await signInAs(stack, context, 'admin');
    await page.goto(PATHS.admin.candidates);
    await expect(page.getByRole('heading', { level: 1, name: 'Candidate Management' })).toBeVisible();
    // antd's modal adds a <style> of its own (the page's scroll lock), which takes no nonce from antd.
    await page.getByRole('button', { name: 'Invite Candidate' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite Candidate' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow-y', 'hidden');
  });

  // Each is reported twice: by the page's event, and by the browser's own console line.
  test.describe('markup injected into a page', () => {
    test.describe('an inline style', () => {
      test.use({
        expectedCspViolations: [/style-src-elem refused inline|inline style.* violates/],
      });

      test('is refused and reported', async ({ page }) => {
        await page.goto('/for-candidates');
        await page.evaluate(() =>
          document.head.insertAdjacentHTML('beforeend', '<style>body { outline: 9px solid red }</style>'),
        );
        await expect(page.locator('body')).not.toHaveCSS('outline-width', '9px');
      });
    });

    test.describe('an inline event handler', () => {
      test.use({
        expectedCspViolations: [/script-src-attr refused inline|inline event handler.* violates/],
      });

      test('is refused and reported', async ({ page }) => {
        await page.goto('/for-candidates');
        // Resolves once the image has failed, when its inline handler would have run.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              document.body.insertAdjacentHTML(
                'beforeend',
                '<img id="csp-probe" src="/missing.png" onerror="document.title = \'injected\'">',
              );
              document.getElementById('csp-probe')?.addEventListener('error', () => resolve());
            }),
        );
        await expect(page).not.toHaveTitle('injected');
      });
    });
  });
});
