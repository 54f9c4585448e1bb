import type { Page } from '@playwright/test';
import { CLIENT_ANSWERS } from '@gtm/contracts/clients';
import { PATHS } from '@gtm/contracts/paths';
import { DEMO_ADMIN } from '@gtm/contracts/users';
import { expect, test } from './fixtures.ts';
import { chooseSearchedOption, expectNoSevereAxeViolations, expectToast } from './admin-screens.ts';
import { openedDialog } from './dialogs.ts';
import { messagesTo } from './mailbox.ts';
import { signInAs } from './sessions.ts';

const dialog = (page: Page) => page.getByRole('dialog').last();
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function pickOption(page: Page, label: string, option: string) {
  await dialog(page).getByLabel(label).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test.describe('admin clients', () => {
  test.beforeEach(async ({ stack, context }) => {
    await signInAs(stack, context, 'admin');
  });

  test('edits a client company: e-mail frequency and view type, a warning before deleting', async ({
    page,
  }) => {
    await page.goto(PATHS.admin.clientCompanies);
    await page.getByRole('searchbox', { name: 'Search companies by name' }).fill('juniper');
    const row = rowOf(page, 'Juniper Learning');
    await expect(row).toContainText('weekly');
    await expect(row).toContainText('full');

    await row.getByRole('button', { name: 'Edit Juniper Learning' }).click();
    await expect(await openedDialog(dialog(page))).toContainText('Edit Juniper Learning');
    const save = dialog(page).getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeDisabled();
    await pickOption(page, 'Email frequency', 'Monthly');
    await dialog(page).getByText('Anonymized', { exact: true }).click();
    await expectNoSevereAxeViolations(page);
    await save.click();
    await expectToast(page, 'Company updated', 'Juniper Learning has been saved.');
    await expect(row).toContainText('monthly');
    await expect(row).toContainText('anonymized');

    // Deleting warns that the company's users lose their access; cancelled, nothing changes.
    await row.getByRole('button', { name: 'Edit Juniper Learning' }).click();
    await (await openedDialog(dialog(page))).getByRole('switch', { name: 'Deleted' }).click();
    await expect(dialog(page).getByTestId('company-delete-warning')).toContainText(
      "Deleting ends the access of this company's users",
    );
    await expectNoSevereAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Active');
  });

  test('disables a client user after a confirmation and enables them again', async ({ page }) => {
    await page.goto(PATHS.admin.clientUsers);
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill('isha');
    const row = rowOf(page, 'Isha Patel');
    await expect(row).toContainText('Active');
    await expectNoSevereAxeViolations(page);

    await row.getByRole('button', { name: 'Disable Isha Patel' }).click();
    await expect(page.getByRole('tooltip')).toContainText('Disable this user?');
    await page.getByRole('button', { name: 'Yes, disable' }).click();
    await expectToast(page, 'User disabled', 'Isha Patel is signed out and can no longer sign in.');
    await expect(row).toContainText('Disabled');

    await row.getByRole('button', { name: 'Enable Isha Patel' }).click();
    await expectToast(page, 'User enabled', 'Isha Patel can sign in again.');
    await expect(row).toContainText('Active');
  });

  test('invites a client user into a company; a taken e-mail is said on its field', async ({
    page,
    stack,
  }) => {
    const email = `invited-${Date.now().toString(36)}@harbor-logistics.test`;
    await page.goto(PATHS.admin.clientUsers);
    await page.getByRole('button', { name: 'Invite User' }).click();
    await expect(await openedDialog(dialog(page))).toContainText('Invite Client User');
    await dialog(page).getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog(page).getByText(CLIENT_ANSWERS.companyRequired)).toBeVisible();

    await dialog(page).getByLabel('Full Name').fill('Ivy Invited');
    await dialog(page).getByLabel('Email').fill(DEMO_ADMIN.email);
    const company = dialog(page).getByRole('combobox', { name: 'Company' });
    // A deleted company is offered but cannot be chosen.
    await company.click();
    await company.fill('granite');
    await expect(
      page.locator('.ant-select-dropdown:visible').getByTitle('Granite Security (deleted)'),
    ).toHaveAttribute('aria-disabled', 'true');
    await chooseSearchedOption(page, company, 'harbor', 'Harbor Logistics');
    await expect(dialog(page).getByTitle('Harbor Logistics', { exact: true })).toBeVisible();
    await expectNoSevereAxeViolations(page);

    await dialog(page).getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog(page).getByText(CLIENT_ANSWERS.emailTaken)).toBeVisible();

    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, 'Invitation sent', `Ivy Invited (${email})`);
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(email);
    await expect(rowOf(page, email)).toContainText('Harbor Logistics');
    await expect
      .poll(async () => (await messagesTo(stack, email)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
  });
});
