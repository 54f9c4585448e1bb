import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PATHS } from '@gtm/contracts/paths';
import { PRODUCT_NAME } from '@gtm/contracts/product';
import { expect, test } from './fixtures.ts';
import { expectNoSevereAxeViolations, expectToast } from './admin-screens.ts';
import { messagesTo } from './mailbox.ts';
import { signInAs } from './sessions.ts';
import { openedDialog } from './dialogs.ts';

/**
 * Types into an antd search select and picks the option once the server's answer lists it: a click that lands
 * while the dropdown is still animating in can miss, so the pick is tried again until the select closes on it.
 */
async function searchAndPick(page: Page, label: string, term: string, option: string | RegExp) {
  await expect(async () => {
    const select = page.getByRole('combobox', { name: label });
    await select.click();
    await select.fill(term);
    await page.locator('.ant-select-dropdown:visible').getByText(option).first().click({ timeout: 3_000 });
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

const dialog = (page: Page) => page.getByRole('dialog').last();

/**
 * Picks an option of an antd select in the dialog and waits until the select shows it: a click that lands while
 * the dropdown is still animating in (as right after a refused save's toast) can miss, so the pick is tried again.
 */
async function pickInDialog(page: Page, label: string, option: string) {
  const select = dialog(page).getByRole('combobox', { name: label });
  const shown = dialog(page)
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: label }) });
  await expect(async () => {
    await select.click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(option, { exact: true })
      .click({ timeout: 3_000 });
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 1_000 });
    await expect(shown).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
const stamp = Date.now().toString(36);
const ONE_PAGER_TITLE = `Demo Candidate - SDR ${stamp}`;
const COMBINE_NAME = `Q4 SDR Combine ${stamp}`;

test.describe.configure({ mode: 'serial' });

test.describe('admin one-pagers and talent combines', () => {
  test.beforeEach(async ({ stack, context }) => {
    await signInAs(stack, context, 'admin');
  });

  test("creates a one-pager from a demo candidate's profile, edits it, downloads its PDF; the candidate sees it and is e-mailed", async ({
    page,
    stack,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.goto(PATHS.admin.onePagers);
    await expect(page.getByRole('heading', { level: 1, name: 'One-Pagers' })).toBeVisible();
    const searchBox = page.getByRole('searchbox', { name: 'Search one-pagers by title or candidate' });
    await searchBox.fill(`nothing-${stamp}`);
    await expect(page.getByText('No one-pagers found.')).toBeVisible();
    await searchBox.fill('');
    await expectNoSevereAxeViolations(page);

    await page.getByRole('button', { name: 'New One-Pager' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/one-pagers\/new$/);
    await expect((await openedDialog(dialog(page))).getByText('New One-Pager')).toBeVisible();
    await searchAndPick(page, 'Candidate', 'demo cand', 'Demo Candidate (candidate@gtmcombine.test)');
    // Pre-filled from the profile (svc-candidates' demo seed).
    const title = dialog(page).getByLabel('Title', { exact: true });
    await expect(title).toHaveValue('Demo Candidate - SDR');
    await expect(dialog(page).getByLabel('Location')).toHaveValue('Austin, TX');
    await expect(dialog(page).getByLabel('Salary expectations')).toHaveValue('$60,000 - $80,000');
    await expect(dialog(page).getByLabel('Summary items')).toHaveValue(/Passions: Public speaking/);
    await title.fill(ONE_PAGER_TITLE);
    await dialog(page)
      .getByLabel('Achievements')
      .fill('112% of the monthly sales target on average\nTop seller in 5 of 8 quarters');
    await expectNoSevereAxeViolations(page);
    // Other suites may have made combines: the dialog about to open lists none (see 'No talent combines' below).
    await page.route('**/api/talent-combines?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ items: [], total: 0, page: 1, pageSize: 20 }),
      }),
    );
    await dialog(page).getByRole('button', { name: 'Create One-Pager' }).click();
    await expectToast(page, 'One-pager created', `${ONE_PAGER_TITLE} is ready`);
    await expect(page).toHaveURL(/\/admin\/dashboard\/one-pagers\/[a-f\d]{24}$/);

    // The detail dialog: tabs Overview, Experience, Deal Walkthrough.
    await expect(
      (await openedDialog(dialog(page))).getByText('Demo Candidate', { exact: true }),
    ).toBeVisible();
    await expect(dialog(page).locator('.ant-tag').filter({ hasText: 'active' })).toBeVisible();
    await dialog(page).getByRole('tab', { name: 'Experience' }).click();
    await expect(dialog(page).getByText('Top seller in 5 of 8 quarters')).toBeVisible();
    await dialog(page).getByRole('tab', { name: 'Deal Walkthrough' }).click();
    await expect(dialog(page).getByText('Situation')).toBeVisible();
    await dialog(page).getByRole('tab', { name: 'Overview' }).click();
    await expectNoSevereAxeViolations(page);

    // The PDF, rendered by svc-candidates.
    const download = page.waitForEvent('download');
    await dialog(page).getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('demo-candidate-one-pager.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectToast(page, 'PDF downloaded', ONE_PAGER_TITLE);
    await expect(dialog(page).getByRole('row', { name: /PDF downloads/ })).toContainText('1');

    // 'Add to talent combine' with no combines at all (the list faked empty since the dialog opened) says to
    // create one first.
    await dialog(page).getByRole('combobox', { name: 'Add to talent combine' }).click();
    await expectToast(page, 'No talent combines available', 'Create a talent combine first', 'destructive');
    await page.keyboard.press('Escape');
    await page.unroute('**/api/talent-combines?*');

    // An edit the server refuses (11 achievements: at most 10) is a real failure, and changes nothing.
    await dialog(page).getByRole('button', { name: 'Edit' }).click();
    await dialog(page)
      .getByLabel('Achievements')
      .fill(Array.from({ length: 11 }, (_, index) => `Win ${index + 1}`).join('\n'));
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Failed to update', 'At most 10 entries.', 'destructive');
    await dialog(page).getByLabel('Achievements').fill('112% of the monthly sales target on average');
    await pickInDialog(page, 'Status', 'Pending');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'One-pager updated', `${ONE_PAGER_TITLE} has been saved.`);
    await expect(dialog(page).locator('.ant-tag').filter({ hasText: 'pending' })).toBeVisible();
    await dialog(page).locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/one-pagers$/);

    // The list: searched over titles, filtered by status.
    await searchBox.fill(stamp);
    await expect(page.getByTestId('search-summary')).toHaveText(`Found 1 one-pager matching "${stamp}"`);
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Active', { exact: true }).click();
    await expect(page.getByText('No one-pagers found.')).toBeVisible();

    // The candidate sees it, and was told by e-mail (their notifications allow it).
    const candidateContext = await browser.newContext({ baseURL: stack.urls.portal });
    await signInAs(stack, candidateContext, 'candidate');
    const candidatePage = await candidateContext.newPage();
    await candidatePage.goto(PATHS.candidate.onePagers);
    await expect(candidatePage.getByText(ONE_PAGER_TITLE)).toBeVisible();
    await candidateContext.close();
    await expect
      .poll(
        async () => (await messagesTo(stack, 'candidate@gtmcombine.test')).map((message) => message.subject),
        {
          timeout: 15_000,
        },
      )
      .toContain(`Your ${PRODUCT_NAME} one-pager is ready`);
    const mail = (await messagesTo(stack, 'candidate@gtmcombine.test')).findLast((message) =>
      message.subject.includes('one-pager is ready'),
    );
    expect(mail?.body.text).toContain(ONE_PAGER_TITLE);
  });

  test('creates a talent combine by the spec’s rules, adds the one-pager, flags the package size, removes it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(PATHS.admin.talentCombines);
    await expect(page.getByRole('heading', { level: 1, name: 'Talent Combines' })).toBeVisible();
    await expectNoSevereAxeViolations(page);

    await page.getByRole('button', { name: 'Create Talent Combine' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/talent-combines\/new$/);
    await (await openedDialog(dialog(page))).getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog(page).getByText('Name must be at least 3 characters')).toBeVisible();
    await expect(dialog(page).getByText('Description must be at least 10 characters')).toBeVisible();
    await expect(dialog(page).getByTitle('Active')).toBeVisible();
    await dialog(page).getByLabel('Name').fill(COMBINE_NAME);
    await dialog(page).getByLabel('Description').fill('Entry-level SDRs for Q4 clients.');
    await dialog(page).getByLabel('Target date').fill('2030-10-31');
    await expectNoSevereAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await expectToast(page, 'Talent combine created', COMBINE_NAME);
    await expect(page).toHaveURL(/\/admin\/dashboard\/talent-combines\/[a-f\d]{24}$/);
    const combineUrl = page.url();

    // Empty: outside the 5-12 a combine serves, flagged.
    await expect((await openedDialog(dialog(page))).getByTestId('combine-size-flag')).toContainText(
      'Outside the 5-12 candidates a combine serves',
    );
    await expect(dialog(page).getByTestId('combine-size')).toHaveText('0 one-pagers · outside 5-12');

    await searchAndPick(page, 'Add a one-pager', stamp, ONE_PAGER_TITLE);
    await expectToast(page, 'One-pager added', `${COMBINE_NAME} now holds 1 one-pager.`);
    await expect(dialog(page).getByRole('row', { name: /Demo Candidate/ })).toBeVisible();
    await expect(dialog(page).getByTestId('combine-size')).toHaveText('1 one-pager · outside 5-12');
    await expectNoSevereAxeViolations(page);
    await dialog(page).locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

    // The list's card: the 3 tags (status, size, target date), searched and filtered on the server.
    const searchBox = page.getByRole('searchbox', { name: 'Search talent combines by name or description' });
    await searchBox.fill(stamp);
    const row = page.getByRole('row').filter({ hasText: COMBINE_NAME });
    await expect(row.locator('.combine-tags .ant-tag')).toHaveText([
      'active',
      '1 one-pager · outside 5-12',
      'Target Oct 31, 2030',
    ]);
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Completed', { exact: true }).click();
    await expect(page.getByText('No talent combines found.')).toBeVisible();

    // From the one-pager's dialog too: already in, so nothing changes.
    await page.goto(PATHS.admin.onePagers);
    await page.getByRole('searchbox', { name: 'Search one-pagers by title or candidate' }).fill(stamp);
    await page.getByRole('row').filter({ hasText: ONE_PAGER_TITLE }).click();
    await expect((await openedDialog(dialog(page))).getByText(COMBINE_NAME)).toBeVisible();
    await searchAndPick(page, 'Add to talent combine', stamp, COMBINE_NAME);
    await expectToast(page, 'Already in talent combine', `already in ${COMBINE_NAME}`);

    // An add that fails says so in the spec's words.
    await page.route('**/api/talent-combines/add-one-pager', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Try again shortly.', code: 'UNAVAILABLE' }),
      }),
    );
    await searchAndPick(page, 'Add to talent combine', stamp, COMBINE_NAME);
    await expectToast(page, 'Failed to add', 'Failed to add one-pager to talent combine.', 'destructive');
    await page.unroute('**/api/talent-combines/add-one-pager');

    // Back in the combine: remove it; the combine is empty again.
    await page.goto(combineUrl);
    await (await openedDialog(dialog(page))).getByRole('button', { name: 'Remove Demo Candidate' }).click();
    await expectToast(page, 'One-pager removed', '(0 left)');
    await expect(dialog(page).getByText('No one-pagers found.')).toBeVisible();
    await expect(dialog(page).getByTestId('combine-size')).toHaveText('0 one-pagers · outside 5-12');

    // Edit: status completed.
    await dialog(page).getByRole('button', { name: 'Edit' }).click();
    const form = await openedDialog(page.getByRole('dialog', { name: `Edit ${COMBINE_NAME}` }));
    // Picked until the select shows it: a click while the dropdown animates in missed once in CI, and the form
    // saved 'active' (the edit form is the last dialog open).
    await pickInDialog(page, 'Status', 'Completed');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Talent combine updated', `${COMBINE_NAME} has been saved.`);
    await expect(dialog(page).locator('.ant-tag').filter({ hasText: 'completed' })).toBeVisible();
  });
});
