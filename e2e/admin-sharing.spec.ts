import type { Page } from '@playwright/test';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { pathOf } from '@gtm/contracts/operation-path';
import { listOnePagers } from '@gtm/contracts/operations/one-pagers';
import { addOnePagerToCombine, createTalentCombine } from '@gtm/contracts/operations/talent-combines';
import { PATHS } from '@gtm/contracts/paths';
import { expect, test } from './fixtures.ts';
import {
  chooseSearchedOption,
  confirmShare,
  expectNoSevereAxeViolations,
  expectToast,
} from './admin-screens.ts';
import { signInAs } from './sessions.ts';

/** The combine's dialog (the one with the Sharing tab): a confirmation or the feedback may be in the page too. */
const dialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Sharing' }) });
const sharesTable = (page: Page) =>
  page.getByRole('table', { name: 'Companies this combine is shared with' });
const shareRow = (page: Page, company: string) =>
  sharesTable(page).getByRole('row').filter({ hasText: company });
const stamp = Date.now().toString(36);
const COMBINE_NAME = `Sharing Combine ${stamp}`;

/** Types a search into the companies picker; the dropdown then lists what the server found. */
async function searchCompanies(page: Page, term: string) {
  const select = page.getByRole('combobox', { name: 'Share with companies' });
  await select.click();
  await select.fill(term);
  return page.locator('.ant-select-dropdown:visible');
}

/** A combine of its own (two demo one-pagers), so that no other test's shares are touched. */
async function createCombine(page: Page): Promise<string> {
  // The demo one-pagers are seeded as the stack starts, and only while no combine exists: waited for first.
  let items: { id: string }[] = [];
  await expect
    .poll(
      async () => {
        const listed = await page.request.get(
          `${pathOf(listOnePagers)}?pageSize=2&sort=candidateName&order=asc`,
        );
        items = ((await listed.json()) as { items: { id: string }[] }).items;
        return items.length;
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  const created = await page.request.post(pathOf(createTalentCombine), {
    data: { name: COMBINE_NAME, description: 'Two demo candidates to share with clients.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const onePager of items) {
    const added = await page.request.post(pathOf(addOnePagerToCombine), {
      data: { talentCombineId: id, onePagerId: onePager.id },
    });
    expect(added.ok()).toBe(true);
  }
  return id;
}

test.describe('admin sharing a talent combine', () => {
  test.beforeEach(async ({ stack, context }) => {
    await signInAs(stack, context, 'admin');
  });

  test('shares with companies, reads and answers their feedback, withdraws and shares again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const id = await createCombine(page);
    await page.goto(PATHS.admin.talentCombine.replace(':id', id));
    await expect(dialog(page)).toContainText(COMBINE_NAME);
    await dialog(page).getByRole('tab', { name: 'Sharing' }).click();
    // The empty text is read like any other (antd draws it in its disabled grey): checked in view, where axe
    // measures its contrast rather than leaving it for review.
    const empty = sharesTable(page).getByText('Not shared with any company yet.');
    await empty.scrollIntoViewIfNeeded();
    await expect(empty).toBeInViewport();
    await expectNoSevereAxeViolations(page);

    await dialog(page).getByRole('button', { name: 'Share', exact: true }).click();
    await expect(dialog(page).getByText(EMPLOYER_ANSWERS.companyRequired)).toBeVisible();

    // A deleted company is offered but cannot be chosen.
    const granite = await searchCompanies(page, 'granite');
    await expect(granite.getByTitle('Granite Security (deleted)')).toHaveAttribute('aria-disabled', 'true');
    const picker = page.getByRole('combobox', { name: 'Share with companies' });
    await chooseSearchedOption(page, picker, 'northstar', 'Northstar Commerce');
    await chooseSearchedOption(page, picker, 'driftwood', 'Driftwood Data');
    await expectNoSevereAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Share', exact: true }).click();
    await confirmShare(page, ['Northstar Commerce', 'Driftwood Data']);
    await expectToast(page, 'Talent combine shared', EMPLOYER_ANSWERS.shared(2));

    const northstar = shareRow(page, 'Northstar Commerce');
    await expect(northstar).toContainText('Not viewed yet');
    await expect(northstar).toContainText('Shared');
    // Who shared it: svc-candidates asks svc-auth for the admin's name.
    await expect(northstar).toContainText('by Demo Admin');
    await expect(northstar).toContainText('No decisions yet');
    await expect(shareRow(page, 'Driftwood Data')).toBeVisible();
    // A company that sees the combine now cannot be chosen again.
    const again = await searchCompanies(page, 'northstar');
    await expect(again.getByTitle('Northstar Commerce (already shared)')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');
    await expectNoSevereAxeViolations(page);

    // The feedback: per candidate, nothing decided yet; a reply is shown as text, never as markup.
    await northstar.getByRole('button', { name: 'Feedback from Northstar Commerce' }).click();
    const feedback = page.getByRole('dialog', { name: 'Feedback from Northstar Commerce' });
    const cards = feedback.getByTestId('share-feedback-candidate');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Undecided');
    await expect(cards.first()).toContainText('Not rated');
    await expect(cards.first()).toContainText('No interview requests.');
    await expect(cards.first()).toContainText('No comments yet.');
    await expectNoSevereAxeViolations(page);
    await cards.first().getByRole('button', { name: 'Send reply' }).click();
    await expect(cards.first().getByText(EMPLOYER_ANSWERS.commentRequired)).toBeVisible();
    await cards
      .first()
      .getByRole('textbox', { name: /^Reply about / })
      .fill('<b>Thanks</b> for looking: more coming soon.');
    await cards.first().getByRole('button', { name: 'Send reply' }).click();
    await expectToast(page, 'Reply sent', 'Northstar Commerce sees your reply');
    await expect(cards.first().locator('.share-feedback__comment')).toContainText(
      '<b>Thanks</b> for looking: more coming soon.',
    );
    await expect(cards.first().locator('.share-feedback__comment')).toContainText('Our team');
    await feedback.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(northstar.getByRole('button', { name: 'Feedback from Northstar Commerce' })).toHaveText(
      'Feedback (1)',
    );

    // Withdraw, confirmed: the company no longer sees it; sharing again restores the share.
    const driftwood = shareRow(page, 'Driftwood Data');
    await driftwood.getByRole('button', { name: 'Withdraw from Driftwood Data' }).click();
    await expect(page.getByRole('tooltip')).toContainText('Withdraw this share?');
    await page.getByRole('button', { name: 'Yes, withdraw' }).click();
    await expectToast(page, 'Share withdrawn', EMPLOYER_ANSWERS.withdrawn);
    await expect(driftwood).toContainText('Withdrawn');
    await expect(driftwood.getByRole('button', { name: 'Withdraw from Driftwood Data' })).toHaveCount(0);

    await chooseSearchedOption(page, picker, 'driftwood', 'Driftwood Data');
    await dialog(page).getByRole('button', { name: 'Share', exact: true }).click();
    await confirmShare(page, ['Driftwood Data']);
    await expectToast(page, 'Talent combine shared', EMPLOYER_ANSWERS.shared(1));
    await expect(driftwood).not.toContainText('Withdrawn');
    await expect(driftwood.getByRole('button', { name: 'Withdraw from Driftwood Data' })).toBeVisible();
  });
});
