import { expect, test } from './fixtures.ts';

/**
 * A remote that is down costs only its own area: the frame and the other areas keep working, and Retry
 * loads the area once the remote is back. The remote's static server is really stopped, not intercepted.
 */
test.describe('a remote that is down', () => {
  test('the public site: fallback inside the frame, sign-in still works, Retry recovers', async ({
    page,
    stack,
  }) => {
    await stack.stopApp('mfe-marketing');
    try {
      await page.goto('/');
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible();
      await expect(fallback).toHaveAttribute('data-remote', 'marketing');
      await expect(
        fallback.getByRole('heading', { name: 'This section is temporarily unavailable' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'GTM Combine' }).first()).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeVisible();

      // The shell's own screens do not depend on the marketing remote.
      await page.goto('/candidate/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Candidate Login' })).toBeVisible();

      // Retry while still down shows the fallback again rather than a broken page.
      await page.goto('/');
      await page.getByTestId('remote-retry').click();
      await expect(page.getByTestId('remote-fallback')).toBeVisible();
    } finally {
      await stack.startApp('mfe-marketing');
    }
    await page.getByTestId('remote-retry').click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Fastest Way to Hire' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });
});
