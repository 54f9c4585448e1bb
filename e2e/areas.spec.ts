import { expect, test } from './fixtures.ts';
import { signInAs } from './sessions.ts';

test.describe('each kind enters its own area, served by its remote', () => {
  test('an admin enters the admin remote and its client lists read svc-clients through the gateway', async ({
    page,
    context,
    stack,
  }) => {
    await signInAs(stack, context, 'admin');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();

    await page.goto('/admin/client-companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Companies' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Acme Analytics', exact: true })).toBeVisible();
    await expect(page.getByTestId('page-status')).toHaveText(/Page 1 of \d+/);

    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-name')).toHaveText('Demo Admin');
    await expect(page.getByTestId('user-menu-email')).toHaveText('admin@gtmcombine.test');
    for (const name of ['Admin Dashboard', 'Manage Candidates', 'One-Pagers']) {
      await expect(
        page.getByRole('menuitem', { name }).or(page.getByRole('link', { name })).first(),
      ).toBeVisible();
    }
  });

  test('the client companies list pages 10 at a time and a search goes back to page 1', async ({
    page,
    context,
    stack,
  }) => {
    await signInAs(stack, context, 'admin');
    await page.goto('/admin/client-companies');
    const status = page.getByTestId('page-status');
    await expect(status).toHaveText(/^Page 1 of [2-9]$/);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(status).toHaveText(/^Page 2 of [2-9]$/);

    const search = page.getByRole('searchbox', { name: 'Search companies by name' });
    await expect(search).toHaveAttribute('placeholder', 'Search companies by name...');
    await search.fill('meridian');
    await expect(page.getByTestId('search-summary')).toHaveText('Found 1 company matching "meridian"');
    await expect(page.getByRole('cell', { name: 'Meridian HR', exact: true })).toBeVisible();
    // One page: no pager.
    await expect(status).toHaveCount(0);
    await search.fill('no such company');
    await expect(page.getByText('No matching companies found.')).toBeVisible();
    await search.fill('');
    await expect(status).toHaveText(/^Page 1 of [2-9]$/);
  });

  test('a client list that fails to load says so in a destructive toast', async ({
    page,
    context,
    stack,
  }) => {
    await signInAs(stack, context, 'admin');
    // The list asks for a page (`?page=1`): any query string.
    await page.route(/\/api\/admin\/client-users(\?|$)/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Internal error', code: 'INTERNAL' }),
      }),
    );
    await page.goto('/admin/client-users');
    const toast = page.getByTestId('toast').filter({ hasText: 'Error loading client users' });
    await expect(toast.getByTestId('toast-title')).toHaveText('Error loading client users');
    await expect(toast.getByTestId('toast-description')).toHaveText(
      'Failed to load client users. Please try again.',
    );
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByText('No client users found.')).toBeVisible();
  });

  test('the admin area’s own Logout toasts like the user menu’s and leads to the admin sign-in', async ({
    page,
    context,
    stack,
  }) => {
    await signInAs(stack, context, 'admin');
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('menuitem', { name: 'Logout' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Logged out' });
    await expect(toast.getByTestId('toast-title')).toHaveText('Logged out');
    await expect(toast.getByTestId('toast-description')).toHaveText('You have been successfully logged out.');
    await expect(toast).toHaveAttribute('data-variant', 'default');
    await expect(page).toHaveURL(/\/admin\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('a candidate enters the candidate remote', async ({ page, context, stack }) => {
    await signInAs(stack, context, 'candidate');
    await page.goto('/candidate/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Candidate Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome, Demo Candidate!')).toBeVisible();
  });

  test('an employer enters the employer remote, with its navigation and user menu entries', async ({
    page,
    context,
    stack,
  }) => {
    await signInAs(stack, context, 'employer');
    await page.goto('/employer/dashboard');
    await expect(page.getByTestId('employer-dashboard')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Employer Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Employer' })).toBeVisible();
    const remoteRequests: string[] = [];
    page.on('request', (request) => remoteRequests.push(request.url()));
    await page.reload();
    await expect(page.getByTestId('employer-dashboard')).toBeVisible();
    const employerOrigin = new URL(stack.urls.remotes['mfe-employer']).origin;
    expect(remoteRequests.some((url) => url.startsWith(`${employerOrigin}/`))).toBe(true);

    await page.getByTestId('user-menu-button').click();
    await expect(
      page
        .getByRole('menuitem', { name: 'Employer Dashboard' })
        .or(page.getByRole('link', { name: 'Employer Dashboard' }))
        .first(),
    ).toBeVisible();
  });

  test('a signed-in user of another kind is sent to their own home', async ({ page, context, stack }) => {
    await signInAs(stack, context, 'candidate');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    await page.goto('/employer/dashboard');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    await page.goto('/candidate/auth');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);

    await context.clearCookies();
    await signInAs(stack, context, 'admin');
    await page.goto('/candidate/profile');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await context.clearCookies();
    await signInAs(stack, context, 'employer');
    await page.goto('/candidate/profile');
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
  });

  test('the API refuses other kinds server-side, whatever the screens do', async ({
    page,
    context,
    stack,
    request,
  }) => {
    await signInAs(stack, context, 'candidate');
    const response = await page.request.get('/api/admin/client-companies');
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ success: false });
    // `request` has its own cookie jar: no session.
    const anonymous = await request.get('/api/admin/client-companies');
    expect(anonymous.status()).toBe(401);
  });

  test('the admin area shows a fallback while its remote is down and recovers with Retry', async ({
    page,
    context,
    stack,
  }) => {
    await signInAs(stack, context, 'admin');
    await stack.stopApp('mfe-admin');
    try {
      await page.goto('/admin/client-companies');
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible();
      await expect(fallback).toHaveAttribute('data-remote', 'admin');
      await expect(
        fallback.getByText('The admin area could not be loaded. The rest of the portal still works.'),
      ).toBeVisible();
      // The frame and the other areas keep working.
      await expect(page.getByTestId('user-menu-button')).toBeVisible();
      await page.goto('/for-employers');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/admin/client-companies');
      await expect(page.getByTestId('remote-fallback')).toBeVisible();
    } finally {
      await stack.startApp('mfe-admin');
    }
    await page.getByTestId('remote-retry').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client Companies' })).toBeVisible();
  });
});
