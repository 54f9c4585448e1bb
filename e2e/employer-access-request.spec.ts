import type { Page } from '@playwright/test';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { expect, test } from './fixtures.ts';
import { expectToast } from './admin-screens.ts';
import { codeFor, messagesTo } from './mailbox.ts';
import { resetSignInLimits, signInAs } from './sessions.ts';
import { openedDialog } from './dialogs.ts';

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

async function registerEmployer(
  page: Page,
  stack: Parameters<typeof codeFor>[0],
  email: string,
  company: string,
) {
  await page.goto('/employer/auth?register=true');
  await page.getByLabel('Full Name').fill('Sam Stranger');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company (optional)').fill(company);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('6-Digit Code').fill(await codeFor(stack, email, 1));
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
}

test.describe('a self-registered employer', () => {
  test('naming an existing company sees access pending, until an admin approves them', async ({
    page,
    browser,
    stack,
  }) => {
    await resetSignInLimits(stack);
    const email = uniqueEmail('stranger');
    // The demo company, typed in another case and spacing.
    await registerEmployer(page, stack, email, '  acme   ANALYTICS ');
    await expect(page.getByTestId('no-company')).toContainText(EMPLOYER_ANSWERS.noCompany);
    await expect(page.getByTestId('employer-company')).toHaveCount(0);
    await expect(page.getByTestId('combine-cards')).toHaveCount(0);

    // The admin approves the request under Client Users.
    const adminContext = await browser.newContext();
    try {
      await signInAs(stack, adminContext, 'admin');
      const admin = await adminContext.newPage();
      await admin.setViewportSize({ width: 1366, height: 900 });
      await admin.goto('/admin/client-users');
      const request = admin.getByTestId('access-request').filter({ hasText: email });
      await expect(request).toContainText('Matches Acme Analytics');
      await request.getByRole('button', { name: 'Approve Sam Stranger' }).click();
      const dialog = await openedDialog(admin.getByRole('dialog').last());
      await expect(dialog.getByLabel('Add to Acme Analytics (the company they named)')).toBeChecked();
      await dialog.getByRole('button', { name: 'Approve access' }).click();
      await expectToast(
        admin,
        'Access approved',
        'Access approved: the user now belongs to Acme Analytics and was told by e-mail.',
      );
      await expect(admin.getByTestId('access-request').filter({ hasText: email })).toHaveCount(0);
    } finally {
      await adminContext.close();
    }

    await expect
      .poll(async () => (await messagesTo(stack, email)).map((message) => message.subject))
      .toContain('Your GTM Combine access is approved');
    await page.reload();
    await expect(page.getByTestId('employer-company')).toContainText('Acme Analytics');
    await expect(page.getByTestId('no-company')).toHaveCount(0);
  });
});
