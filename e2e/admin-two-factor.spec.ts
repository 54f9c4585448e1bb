import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import mongoose from 'mongoose';
import { Secret, TOTP } from 'otpauth';
import { AUTH_ANSWERS, RECOVERY_CODE_COUNT } from '@gtm/contracts/auth';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import { PATHS } from '@gtm/contracts/paths';
import { SERVICE_DATABASES } from '@gtm/contracts/services';
import { DEMO_ADMIN } from '@gtm/contracts/users';
import type { TStack } from '@gtm/infra/dev/stack.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSevereAxeViolations, expectToast } from './admin-screens.ts';
import { codeFor, messagesTo } from './mailbox.ts';
import { resetSignInLimits, signInAs } from './sessions.ts';
import { openedDialog } from './dialogs.ts';

/**
 * An authenticator app in the test: the codes of the key the setup dialog shows, computed with the library
 * svc-auth checks them with. A code works once, so each one is of a newer 30-second step than the last (the
 * server accepts the step after the current one, so the next code never waits more than one step).
 */
function authenticator(key: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(key) });
  const stepNow = () => Math.floor(Date.now() / 30_000);
  let lastStep = -1;
  return {
    async nextCode(): Promise<string> {
      const step = Math.max(stepNow(), lastStep + 1);
      while (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
      lastStep = step;
      return totp.generate({ timestamp: step * 30_000 });
    },
  };
}

/**
 * Puts the demo admin's two-factor back to off, straight in svc-auth's database, and forgets the sign-in
 * limits: the e2e specs share one stack, and the next ones sign the demo admin in with the e-mailed code alone.
 */
async function restoreDemoAdmin(stack: TStack) {
  const connection = await mongoose
    .createConnection(stack.components.mongodb.url, { dbName: SERVICE_DATABASES['svc-auth'] })
    .asPromise();
  try {
    await connection.collection('users').updateOne(
      { email: DEMO_ADMIN.email },
      {
        $set: {
          'security.twoFactorEnabled': false,
          'two_factor.secret': null,
          'two_factor.pending_secret': null,
          'two_factor.pending_at': null,
          'two_factor.last_step': null,
          'two_factor.recovery_codes': [],
          'two_factor.enabled_at': null,
        },
      },
    );
  } finally {
    await connection.close();
  }
  await resetSignInLimits(stack);
}

const step = (page: Page) => page.getByTestId('sign-in-screen');
const twoFactorSwitch = (page: Page) => page.getByRole('switch', { name: 'Two-Factor Authentication' });
const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);

async function openSecurity(page: Page) {
  await page.goto(PATHS.admin.settings);
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Security Settings' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expectToast(page, 'Logged out', 'You have been successfully logged out.');
  await expect(page).toHaveURL(/\/admin\/auth$/);
}

/** The admin sign-in up to the e-mailed code (its resend cooldown forgotten: this test signs in often). */
async function passEmailStep(page: Page, stack: TStack) {
  await resetSignInLimits(stack);
  const before = (await messagesTo(stack, DEMO_ADMIN.email)).length;
  await page.goto(PATHS.adminAuth);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(step(page)).toHaveAttribute('data-step', 'verify');
  await page.getByLabel('6-Digit Code').fill(await codeFor(stack, DEMO_ADMIN.email, before + 1));
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

/** The recovery codes a dialog shows. */
async function readRecoveryCodes(dialog: Locator): Promise<string[]> {
  const list = dialog.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(RECOVERY_CODE_COUNT);
  return list.getByRole('listitem').allInnerTexts();
}

test.describe('admin two-factor authentication', () => {
  test.beforeEach(async ({ stack }) => restoreDemoAdmin(stack));
  // Whatever happened in the test, the demo admin is left signing in with the e-mailed code alone.
  test.afterAll(async ({ stack }) => restoreDemoAdmin(stack));

  test('set up with the QR key, then every sign-in asks for the app’s code or a recovery code; off with a code', async ({
    page,
    context,
    stack,
  }) => {
    test.setTimeout(180_000);
    await signInAs(stack, context, 'admin');
    await openSecurity(page);
    await expect(twoFactorSwitch(page)).not.toBeChecked();
    await expect(page.getByText('Add an extra layer of security to your account')).toBeVisible();
    await expect(page.getByTestId('two-factor-status')).toHaveText(
      'Off. When on, every sign-in also asks for a code from your authenticator app.',
    );

    // Turning it on opens the setup: the QR code and, for 'Can't scan it?', the key as text.
    await twoFactorSwitch(page).click();
    const setup = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(setup.getByText("Can't scan it? Enter this key in the app instead:")).toBeVisible();
    const key = (await setup.getByTestId('two-factor-key').innerText()).replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSevereAxeViolations(page);
    const app = authenticator(key);

    // A wrong code leaves it off.
    const first = await app.nextCode();
    await setup.getByLabel('Authenticator Code').fill(first === '000000' ? '111111' : '000000');
    await setup.getByRole('button', { name: 'Verify and Turn On' }).click();
    await expect(setup.getByText(AUTH_ANSWERS.invalidSecondFactor)).toBeVisible();
    await setup.getByLabel('Authenticator Code').fill(first);
    await setup.getByRole('button', { name: 'Verify and Turn On' }).click();
    const codesDialog = page.getByRole('dialog', { name: 'Two-factor authentication is on' });
    const recoveryCodes = await readRecoveryCodes(codesDialog);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    await expectToast(page, 'Two-Factor Authentication On', AUTH_ANSWERS.twoFactorEnabled);
    await expectNoSevereAxeViolations(page);
    const downloading = page.waitForEvent('download');
    await codesDialog.getByRole('button', { name: 'Download codes' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('gtm-combine-recovery-codes.txt');
    const saved = await readFile(await download.path(), 'utf8');
    for (const code of recoveryCodes) expect(saved).toContain(code);
    await codesDialog.getByRole('button', { name: 'Done' }).click();
    await expect(twoFactorSwitch(page)).toBeChecked();
    await expect(page.getByTestId('two-factor-status')).toContainText(
      `${RECOVERY_CODE_COUNT} of ${RECOVERY_CODE_COUNT} recovery codes left.`,
    );

    // Sign-in: the e-mailed code, then the authenticator code; no session in between.
    await logOut(page);
    await passEmailStep(page, stack);
    await expect(step(page)).toHaveAttribute('data-step', 'two-factor');
    await expect(page.getByRole('heading', { level: 2, name: 'Authenticator code' })).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
    await expectNoSevereAxeViolations(page);
    await page.getByLabel('Authenticator Code').fill(await app.nextCode());
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expectToast(page, 'Login successful', `Welcome back, ${DEMO_ADMIN.name}!`);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(await sessionCookie(context)).toBeDefined();

    // Sign-in with a recovery code instead; the same one a second time is refused.
    await logOut(page);
    await passEmailStep(page, stack);
    await expect(step(page)).toHaveAttribute('data-step', 'two-factor');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Recovery code' })).toBeVisible();
    await page.getByLabel('Recovery Code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await logOut(page);
    await passEmailStep(page, stack);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery Code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    const refused = page.getByTestId('toast').filter({ hasText: 'Verification failed' }).last();
    await expect(refused.getByTestId('toast-description')).toHaveText(AUTH_ANSWERS.invalidSecondFactor);
    await expect(step(page)).toHaveAttribute('data-step', 'two-factor');
    await page.getByLabel('Recovery Code').fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // The settings show the codes left; new ones replace them, for a current code.
    await openSecurity(page);
    await expect(page.getByTestId('two-factor-status')).toContainText(
      `${RECOVERY_CODE_COUNT - 2} of ${RECOVERY_CODE_COUNT} recovery codes left.`,
    );
    await page.getByRole('button', { name: 'Generate New Recovery Codes' }).click();
    const regenerate = await openedDialog(page.getByRole('dialog', { name: 'Generate new recovery codes' }));
    await regenerate.getByLabel('Authenticator Code').fill(await app.nextCode());
    await regenerate.getByRole('button', { name: 'Generate Codes' }).click();
    const newCodesDialog = await openedDialog(page.getByRole('dialog', { name: 'Your new recovery codes' }));
    const newCodes = await readRecoveryCodes(newCodesDialog);
    expect(newCodes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    await newCodesDialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('two-factor-status')).toContainText(
      `${RECOVERY_CODE_COUNT} of ${RECOVERY_CODE_COUNT} recovery codes left.`,
    );

    // Turning it off asks for a current code (here a recovery code); a wrong one changes nothing.
    await twoFactorSwitch(page).click();
    const turnOff = await openedDialog(
      page.getByRole('dialog', { name: 'Turn off two-factor authentication' }),
    );
    await turnOff.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await turnOff.getByLabel('Recovery Code').fill(recoveryCodes[2]!);
    await turnOff.getByRole('button', { name: 'Turn Off' }).click();
    await expect(turnOff.getByText(AUTH_ANSWERS.invalidSecondFactor)).toBeVisible();
    await expectNoSevereAxeViolations(page);
    await turnOff.getByLabel('Recovery Code').fill(newCodes[0]!);
    await turnOff.getByRole('button', { name: 'Turn Off' }).click();
    await expectToast(page, 'Two-Factor Authentication Off', AUTH_ANSWERS.twoFactorDisabled);
    await expect(twoFactorSwitch(page)).not.toBeChecked();

    // Off again: the e-mailed code alone signs in.
    await logOut(page);
    await passEmailStep(page, stack);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
