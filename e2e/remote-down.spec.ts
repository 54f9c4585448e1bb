import { expect, test } from './fixtures.ts';
import { signInAs } from './sessions.ts';

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

  test('the employer area: fallback inside the frame, Retry recovers once the remote is back', async ({
    page,
    context,
    stack,
  }) => {
    await signInAs(stack, context, 'employer');
    await stack.stopApp('mfe-employer');
    try {
      await page.goto('/employer/dashboard');
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible();
      await expect(fallback).toHaveAttribute('data-remote', 'employer');
      await expect(
        fallback.getByText('The employer area could not be loaded. The rest of the portal still works.'),
      ).toBeVisible();
      await expect(page.getByTestId('user-menu-button')).toBeVisible();
    } finally {
      await stack.startApp('mfe-employer');
    }
    await page.getByTestId('remote-retry').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Employer Dashboard' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });
});
