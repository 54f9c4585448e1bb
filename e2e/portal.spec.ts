import { expect, test } from './fixtures.ts';
import { expectHydrated } from './hydration.ts';

test.describe('the portal, signed out', () => {
  test('the landing page comes from the marketing remote inside the shell frame', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'The Fastest Way to Hire' })).toBeVisible();
    await expect(page).toHaveTitle('GTM Combine | The Fastest Way to Hire GTM Talent');
    await expect(page.getByRole('link', { name: 'GTM Combine' }).first()).toHaveAttribute('href', '/');
    for (const id of [
      'home',
      'partners',
      'what-we-do',
      'services',
      'how-we-work',
      'testimonials',
      'contact',
    ]) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.getByTestId('site-footer')).toContainText(
      `© ${new Date().getFullYear()} GTM Combine. All rights reserved.`,
    );
  });

  test('the shell found the remotes through the runtime manifest, each on its own origin', async ({
    page,
    stack,
  }) => {
    const manifest = await (await page.request.get('/remotes.json')).json();
    expect(manifest).toEqual({
      marketing: `${stack.urls.remotes['mfe-marketing']}/remoteEntry.js`,
      candidate: `${stack.urls.remotes['mfe-candidate']}/remoteEntry.js`,
      admin: `${stack.urls.remotes['mfe-admin']}/remoteEntry.js`,
      employer: `${stack.urls.remotes['mfe-employer']}/remoteEntry.js`,
    });
    const remoteRequests: string[] = [];
    page.on('request', (request) => remoteRequests.push(request.url()));
    await page.goto('/for-employers');
    await expect(page).toHaveTitle(/GTM Combine/);
    // The page arrives pre-rendered: the remote's code comes to hydrate it.
    await expectHydrated(page.getByRole('heading', { level: 1 }));
    const marketingOrigin = new URL(stack.urls.remotes['mfe-marketing']).origin;
    expect(remoteRequests.some((url) => url.startsWith(`${marketingOrigin}/`))).toBe(true);
    expect(new URL(stack.urls.portal).origin).not.toBe(marketingOrigin);
  });

  test('each public page renders on first load', async ({ page }) => {
    for (const path of ['/for-employers', '/for-candidates', '/talent-combine']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    }
  });

  test('an unknown path shows the 404 screen with the spec texts', async ({ page }) => {
    for (const path of ['/nope', '/admin/nope']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    }
  });

  test('protected areas send a signed-out visitor to the matching sign-in screen', async ({ page }) => {
    const cases = [
      ['/candidate/dashboard', '/candidate/auth', 'Candidate Login'],
      ['/candidate/onboarding/ae', '/candidate/auth', 'Candidate Login'],
      ['/admin/dashboard', '/admin/login', 'Admin Login'],
      ['/admin/client-companies', '/admin/login', 'Admin Login'],
      ['/employer/dashboard', '/employer/auth', 'Employer Login'],
    ] as const;
    for (const [from, to, heading] of cases) {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('a route change scrolls back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/for-employers');
    const link = page.getByRole('link', { name: 'How the Talent Combine works' });
    // A client-side route change, not a page load: the link must have its code.
    await expectHydrated(link);
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await link.click();
    await expect(page).toHaveURL(/\/talent-combine$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the mobile menu slides out with the For Candidates button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/for-employers');
    // The button is on screen before its code runs (the page arrives pre-rendered).
    await expectHydrated(page.getByRole('button', { name: 'Open menu' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByTestId('mobile-for-candidates').click();
    await expect(page).toHaveURL(/\/for-candidates$/);
  });

  test('the gateway answers health and readiness on the portal origin', async ({ request, stack }) => {
    const health = await request.get('/api/healthz');
    expect(health.status()).toBe(200);
    // The gateway keeps a connection longer than the ingress in front keeps it idle in its pool (2 s).
    const direct = await fetch(`${stack.urls.gateway}/api/healthz`);
    expect(direct.headers.get('keep-alive')).toBe('timeout=65');
    const ready = await request.get('/api/readyz');
    expect(ready.status()).toBe(200);
    const unknown = await request.get('/api/does-not-exist');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false });
  });
});
