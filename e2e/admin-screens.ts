import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { openedDialog } from './dialogs.ts';

/**
 * A toast with this exact title, its description (containing the text) and its variant, all seen at once: a toast
 * lives 5 s, so three assertions one after the other could each wait while it went (on a loaded machine the title
 * and description were seen, then the variant's check found no toast).
 */
export async function expectToast(
  page: Page,
  title: string,
  description: string | RegExp,
  variant: 'default' | 'destructive' = 'default',
) {
  const toast = page
    .locator(`[data-testid="toast"][data-variant="${variant}"]`)
    .filter({ has: page.getByTestId('toast-title').getByText(title, { exact: true }) })
    .filter({ has: page.getByTestId('toast-description').filter({ hasText: description }) });
  await expect(toast.last(), `a ${variant} toast "${title}" saying ${String(description)}`).toBeVisible();
}

/** axe on the screen (the shell's toasts dismissed first: their region is the shell's): no serious violation. */
export async function expectNoSevereAxeViolations(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await dismiss.count()) > 0)
    await dismiss
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  // A select's list still closing (its animation) is no part of the screen under check.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([]);
}

/**
 * Chooses an option of an antd select searched on the server: types the term, waits until the list is the
 * server's answer to it (exactly the one option named: the list re-renders when that answer lands, and a click
 * before it is lost), clicks it.
 */
export async function chooseSearchedOption(page: Page, combobox: Locator, term: string, option: string) {
  await combobox.click();
  await combobox.fill(term);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveText([option]);
  await options.first().click();
}

/**
 * Confirms the share of a talent combine: the confirmation names exactly these companies, in the order chosen,
 * and its button shares with them.
 */
export async function confirmShare(page: Page, companies: string[]) {
  const confirm = await openedDialog(page.getByRole('dialog', { name: 'Share with these companies?' }));
  await expect(confirm.getByRole('listitem')).toHaveText(companies);
  const noun = companies.length === 1 ? 'company' : 'companies';
  await confirm.getByRole('button', { name: `Share with ${companies.length} ${noun}` }).click();
  await expect(confirm).toHaveCount(0);
}
