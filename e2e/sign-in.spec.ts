import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from '@gtm/contracts/users';
import { expect, test } from './fixtures.ts';
import { expectHydrated } from './hydration.ts';
import { codeFor, messagesTo } from './mailbox.ts';
import { resetSignInLimits, signInAs } from './sessions.ts';

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

async function expectToast(
  page: Page,
  title: string,
  description: string,
  variant: 'default' | 'destructive' = 'default',
) {
  const toast = page.getByTestId('toast').filter({ hasText: title }).last();
  await expect(toast.getByTestId('toast-title')).toHaveText(title);
  await expect(toast.getByTestId('toast-description')).toHaveText(description);
  await expect(toast).toHaveAttribute('data-variant', variant);
}

const step = (page: Page) => page.getByTestId('sign-in-screen');

async function requestCode(page: Page, email: string, toastText: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expectToast(page, 'Verification code sent', toastText);
  await expect(step(page)).toHaveAttribute('data-step', 'verify');
}

/** Signs in through a sign-in screen with the code read from the mailbox. */
async function signInWithCode(
  page: Page,
  stack: Parameters<typeof codeFor>[0],
  path: string,
  email: string,
  codeSentText = 'Check your email for the 6-digit verification code.',
) {
  const before = (await messagesTo(stack, email)).length;
  await page.goto(path);
  await requestCode(page, email, codeSentText);
  await page.getByLabel('6-Digit Code').fill(await codeFor(stack, email, before + 1));
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expectToast(page, 'Logged out', 'You have been successfully logged out.');
}

test.describe('sign-in screens', () => {
  test.beforeEach(async ({ stack }) => resetSignInLimits(stack));

  test('each screen has its title, heading and the pitch panel', async ({ page }) => {
    for (const [path, title] of [
      ['/candidate/auth', 'Candidate Login'],
      ['/employer/auth', 'Employer Login'],
      ['/admin/auth', 'Admin Login'],
      ['/admin/login', 'Admin Login'],
      ['/auth', 'Login'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | GTM Combine`);
      await expect(page.getByRole('heading', { name: 'Sign in with Email' })).toBeVisible();
      await expect(page.getByText("We'll send a verification code to your email.")).toBeVisible();
      const pitch = page.getByTestId('pitch-panel');
      // Each screen speaks to its own audience: companies hiring, the portal's admins, else candidates.
      const steps =
        path === '/employer/auth'
          ? ['Share Your Hiring Needs', 'Meet Pre-Vetted Talent', 'Hire in 5 Business Days']
          : path.startsWith('/admin/')
            ? ['Review Candidates', 'Build One-Pagers', 'Share With Clients']
            : ['Create Your Profile', 'Get Matched', 'Land Your Next Role'];
      for (const heading of steps) await expect(pitch.getByRole('heading', { name: heading })).toBeVisible();
    }
  });

  test('the pitch panel shows on wide screens only', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto('/candidate/auth');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByTestId('pitch-panel')).toBeHidden();
  });

  test("only candidates get 'Create one'; admins get 'Back to main site'", async ({ page }) => {
    await page.goto('/candidate/auth');
    await expect(page.getByRole('button', { name: 'Create one' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to main site' })).toHaveCount(0);
    for (const path of ['/employer/auth', '/auth', '/admin/auth']) {
      await page.goto(path);
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create one' })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to main site' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('validation messages of spec section 5', async ({ page }) => {
    await page.goto('/candidate/auth');
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByTestId('field-error-email')).toHaveText('Please enter a valid email');
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByTestId('field-error-email')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByTestId('field-error-email')).toHaveText('Please enter a valid email');

    await page.getByRole('button', { name: 'Create one' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('field-error-name')).toHaveText('Full name is required');
    await expect(page.getByTestId('field-error-email')).toHaveText('Please enter a valid email');

    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await requestCode(page, uniqueEmail('validation'), 'Check your email for the 6-digit verification code.');
    const code = page.getByLabel('6-Digit Code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await code.fill('12a45');
    await expect(code).toHaveValue('1245');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByTestId('field-error-code')).toHaveText('Please enter the 6-digit code');
    await code.fill('1234567');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByTestId('field-error-code')).toHaveText('Code must be 6 digits');
  });

  test('a wrong code fails verification; Back to login clears the pending e-mail', async ({
    page,
    stack,
  }) => {
    const email = uniqueEmail('wrong-code');
    await page.goto('/candidate/auth');
    await page.getByRole('button', { name: 'Create one' }).click();
    await page.getByLabel('Full Name').fill('Wrong Code');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Verification code sent', 'Check your email for the 6-digit verification code.');
    const code = await codeFor(stack, email, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('6-Digit Code').fill(wrong);
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    const failure = page.getByTestId('toast').filter({ hasText: 'Verification failed' });
    await expect(failure).toHaveAttribute('data-variant', 'destructive');
    await expect(failure.getByTestId('toast-description')).not.toHaveText('');
    await expect(step(page)).toHaveAttribute('data-step', 'verify-registration');

    await page.getByRole('button', { name: 'Back to registration' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'register');
    await expect(page.getByLabel('Email')).toHaveValue('');

    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    // Another address: this one is inside its resend cooldown.
    const other = uniqueEmail('back-to-login');
    await requestCode(page, other, 'Check your email for the 6-digit verification code.');
    await expect(page.getByTestId('pending-email')).toHaveText(other);
    await page.getByRole('button', { name: 'Back to login' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'login');
    await expect(page.getByLabel('Email')).toHaveValue('');
  });

  test('signin=true forces the login step', async ({ page }) => {
    await page.goto('/candidate/auth?register=true');
    await expect(step(page)).toHaveAttribute('data-step', 'register');
    await page.goto('/candidate/auth?register=true&signin=true');
    await expect(step(page)).toHaveAttribute('data-step', 'login');
  });

  test('the for-candidates sign-in link opens the login step; a screen that cannot load offers Retry', async ({
    page,
  }) => {
    await page.goto('/for-candidates');
    const link = page.locator('a[href="/candidate/auth?signin=true"]').first();
    await expect(link).toBeVisible();
    // The page arrives pre-rendered: its own code must have run before the next screen's is refused.
    await expectHydrated(link);
    // The screen's code is fetched on first use: refuse it once, as a network failure would.
    await page.route('**/*.js', (route) => route.abort());
    await link.click();
    await expect(page.getByTestId('sign-in-unavailable')).toBeVisible();
    await page.unroute('**/*.js');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Candidate Login' })).toBeVisible();
    await expect(step(page)).toHaveAttribute('data-step', 'login');
  });

  test('a candidate registers, logs out and signs in with e-mailed codes', async ({ page, stack }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail('candidate');
    await page.goto('/candidate/auth');
    await page.getByRole('button', { name: 'Create one' }).click();
    await page.getByLabel('Full Name').fill('Casey Candidate');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Verification code sent', 'Check your email for the 6-digit verification code.');
    await expect(step(page)).toHaveAttribute('data-step', 'verify-registration');

    // Resend, once its cooldown has run down, re-sends the registration (name and e-mail): a second message
    // with a new code.
    const resend = page.getByTestId('resend');
    await expect(resend).toBeDisabled();
    await expect(resend).toBeEnabled({ timeout: 75_000 });
    await page.getByRole('button', { name: 'Resend' }).click();
    await expectToast(page, 'Verification code sent', 'Check your email for the 6-digit verification code.');
    await page.getByLabel('6-Digit Code').fill(await codeFor(stack, email, 2));
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expectToast(
      page,
      'Registration successful',
      'You are now logged in and can complete your profile.',
    );
    // A new candidate has no role yet: every other candidate screen sends them to choose one.
    await expect(page).toHaveURL(/\/candidate\/role-selection$/);
    for (const screen of [
      '/candidate/dashboard',
      '/candidate/profile',
      '/candidate/one-pagers',
      '/candidate/settings',
    ]) {
      await page.goto(screen);
      await expect(page).toHaveURL(/\/candidate\/role-selection$/);
    }
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-name')).toHaveText('Casey Candidate');
    await expect(page.getByTestId('user-menu-email')).toHaveText(email);
    await page.getByTestId('logout').click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await expect(page).toHaveURL(/\/candidate\/auth$/);

    await resetSignInLimits(stack);
    await signInWithCode(page, stack, '/candidate/auth', email);
    await expectToast(page, 'Login successful', 'Welcome back, Casey Candidate!');
    await expect(page).toHaveURL(/\/candidate\/role-selection$/);

    // Signed in, the sign-in screens send the candidate on.
    await page.goto('/candidate/auth');
    await expect(page).toHaveURL(/\/candidate\/role-selection$/);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a candidate with a role lands on the dashboard', async ({ page, stack }) => {
    await signInWithCode(page, stack, '/candidate/auth', 'candidate@gtmcombine.test');
    await expectToast(page, 'Login successful', 'Welcome back, Demo Candidate!');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    await logOut(page);
    await expect(page).toHaveURL(/\/candidate\/auth$/);
  });

  test('an employer registers with a company, logs out and signs in', async ({ page, stack }) => {
    const email = uniqueEmail('employer');
    await page.goto('/employer/auth?register=true');
    await page.getByLabel('Full Name').fill('Erin Employer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Company (optional)').fill('Acme Revenue');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Verification code sent', 'Check your email for the 6-digit verification code.');
    await page.getByLabel('6-Digit Code').fill(await codeFor(stack, email, 1));
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expectToast(
      page,
      'Registration successful',
      'You are now logged in and can complete your profile.',
    );
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await logOut(page);
    await expect(page).toHaveURL(/\/employer\/auth$/);

    await resetSignInLimits(stack);
    await signInWithCode(page, stack, '/employer/auth', email);
    await expectToast(page, 'Login successful', 'Welcome back, Erin Employer!');
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await page.goto('/employer/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  test('Resend counts down the resend cooldown', async ({ page }) => {
    await page.goto('/candidate/auth');
    await requestCode(page, uniqueEmail('cooldown'), 'Check your email for the 6-digit verification code.');
    const resend = page.getByTestId('resend');
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Resend \((59|60)s\)$/);
    const secondsLeft = async () => Number((await resend.textContent())?.match(/\((\d+)s\)/)?.[1]);
    const first = await secondsLeft();
    await expect.poll(secondsLeft, { timeout: 5_000 }).toBeLessThan(first);
    await expect(step(page)).toHaveAttribute('data-step', 'verify');
  });

  test('a registration the server refuses shows its message', async ({ page, context, stack }) => {
    const email = uniqueEmail('refused');
    await page.goto('/candidate/auth?register=true');
    await page.getByLabel('Full Name').fill('Rita Refused');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Verification code sent', 'Check your email for the 6-digit verification code.');
    await codeFor(stack, email, 1);
    // Another tab, which sent no code itself, asks again inside the resend cooldown: svc-auth refuses with a
    // 429 and its message.
    const other = await context.newPage();
    await other.goto('/candidate/auth?register=true');
    await other.getByLabel('Full Name').fill('Rita Refused');
    await other.getByLabel('Email').fill(email);
    await other.getByRole('button', { name: 'Create Account' }).click();
    const failure = other.getByTestId('toast').filter({ hasText: 'Registration failed' });
    await expect(failure).toHaveAttribute('data-variant', 'destructive');
    await expect(failure.getByTestId('toast-description')).toContainText('A code was just sent. Please wait');
    await expect(step(other)).toHaveAttribute('data-step', 'register');
  });

  for (const path of ['/admin/auth', '/admin/login']) {
    test(`the demo admin signs in at ${path} and logs out to /admin/auth`, async ({ page, stack }) => {
      await signInWithCode(
        page,
        stack,
        path,
        DEMO_ADMIN.email,
        'Please check your email for the verification code.',
      );
      await expectToast(page, 'Login successful', `Welcome back, ${DEMO_ADMIN.name}!`);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await logOut(page);
      await expect(page).toHaveURL(/\/admin\/auth$/);
    });
  }

  test('signed-in users opening a sign-in screen are sent on', async ({ page, context, stack }) => {
    await signInAs(stack, context, 'candidate');
    for (const path of ['/candidate/auth', '/employer/auth', '/auth']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    }
    for (const path of ['/admin/auth', '/admin/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }

    await context.clearCookies();
    await signInAs(stack, context, 'admin');
    for (const path of ['/candidate/auth', '/admin/auth', '/admin/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    }

    await context.clearCookies();
    await signInAs(stack, context, 'employer');
    for (const path of ['/employer/auth', '/candidate/auth', '/admin/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});
