import { PUBLIC_HEADS } from '@gtm/contracts/public-heads';
import { expect, test } from './fixtures.ts';
import { expectHydrated } from './hydration.ts';

const PUBLIC_PATHS = Object.keys(PUBLIC_HEADS) as (keyof typeof PUBLIC_HEADS)[];

test.describe('pre-rendered public pages', () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} reads before any script runs: frame, content, styles and images`, async ({
      browser,
      portal,
    }) => {
      const context = await browser.newContext({ baseURL: portal, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
        await expect(page.getByTestId('site-footer')).toBeVisible();
        await expect(page.getByText('needs JavaScript')).toHaveCount(0);
        // Styled: the header is the sticky black bar of the frame's stylesheet.
        await expect(page.locator('.gtm-header')).toHaveCSS('position', 'sticky');
        for (const image of await page.locator('img[loading="eager"], img:not([loading])').all()) {
          await expect
            .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
            .toBeGreaterThan(0);
        }
        // No form before its code: sent early, it would go out as a GET with the fields in the URL.
        await expect(page.locator('form')).toHaveCount(0);
      } finally {
        await context.close();
      }
    });

    test(`${path} hydrates the HTML it arrived with, without a mismatch`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // The anonymous visitor's GET /api/user answers 401, which the browser logs as a failed resource.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
      });
      // Records whether the parsed heading is ever taken out of the document: a page React re-rendered from
      // scratch (after a hydration mismatch) would replace it.
      await page.addInitScript(() => {
        const state = { headingReplaced: false };
        Object.assign(window, { __prerender: state });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
                state.headingReplaced = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      // The heading is hydrated once its remote's code has run.
      await expectHydrated(heading);
      expect(
        await page.evaluate(
          () => (window as unknown as { __prerender: { headingReplaced: boolean } }).__prerender,
        ),
      ).toEqual({
        headingReplaced: false,
      });
      expect(errors).toEqual([]);
    });
  }

  test('hydration leaves the page where the visitor scrolled it before the code ran', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    // Hold the shell's code back until the visitor has scrolled, as on a slow connection.
    let release = () => {};
    const scrolledFirst = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.js', async (route) => {
      await scrolledFirst;
      await route.continue();
    });
    await page.goto('/for-employers', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    release();
    await expectHydrated(page.getByTestId('site-footer'));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('the contact form loads its code when the visitor nears it, in place of its placeholder', async ({
    page,
  }) => {
    await page.goto('/');
    const placeholder = page.locator('#contact .mk-form--placeholder');
    await expect(placeholder).toHaveCount(1);
    // Hydrated, yet no form while it is far below the fold.
    await expectHydrated(page.getByRole('heading', { level: 1 }));
    await expect(page.locator('#contact form')).toHaveCount(0);
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect(page.locator('#contact form')).toBeVisible();
    await expect(placeholder).toHaveCount(0);
  });
});
