import type { Page } from '@playwright/test';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { pathOf } from '@gtm/contracts/operation-path';
import { listClientCompanies } from '@gtm/contracts/operations/client-companies';
import { shareTalentCombine } from '@gtm/contracts/operations/combine-shares';
import { listOnePagers } from '@gtm/contracts/operations/one-pagers';
import { addOnePagerToCombine, createTalentCombine } from '@gtm/contracts/operations/talent-combines';
import { PATHS } from '@gtm/contracts/paths';
import { expectNoSevereAxeViolations, expectToast } from './admin-screens.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sessions.ts';
import { openedDialog } from './dialogs.ts';

const stamp = Date.now().toString(36);
const COMBINE_NAME = `Employer Screens Combine ${stamp}`;

/** As the demo admin: a combine of two demo one-pagers, shared with the demo employer's company. */
async function shareCombineWithAcme(page: Page): Promise<void> {
  const created = await page.request.post(pathOf(createTalentCombine), {
    data: { name: COMBINE_NAME, description: 'Two demo candidates for the employer screens.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const listed = await page.request.get(`${pathOf(listOnePagers)}?pageSize=2&sort=candidateName&order=asc`);
  const { items } = (await listed.json()) as { items: { id: string }[] };
  for (const onePager of items) {
    const added = await page.request.post(pathOf(addOnePagerToCombine), {
      data: { talentCombineId: id, onePagerId: onePager.id },
    });
    expect(added.ok()).toBe(true);
  }
  const companies = await page.request.get(`${pathOf(listClientCompanies)}?search=Acme`);
  const acme = ((await companies.json()) as { items: { _id: string; name: string }[] }).items.find(
    (company) => company.name === 'Acme Analytics',
  );
  expect(acme).toBeDefined();
  const shared = await page.request.post(pathOf(shareTalentCombine, { id }), {
    data: { companyIds: [acme!._id] },
  });
  expect(shared.status()).toBe(200);
}

/** A start a week ahead at 10:00, as the picker takes it typed. */
function nextWeekAtTen(): string {
  const day = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())} 10:00`;
}

test.describe('the employer screens', () => {
  test('an employer opens a shared combine, decides, rates, comments and requests an interview', async ({
    page,
    context,
    stack,
  }) => {
    test.setTimeout(120_000);
    await signInAs(stack, context, 'admin');
    await shareCombineWithAcme(page);
    await context.clearCookies();
    await signInAs(stack, context, 'employer');

    // The dashboard: the company, and the combine as a new card with its counts.
    await page.goto(PATHS.employer.dashboard);
    await expect(page.getByRole('heading', { level: 1, name: 'Employer Dashboard' })).toBeVisible();
    await expect(page.getByTestId('employer-company')).toContainText('Acme Analytics');
    const card = page.getByTestId('combine-card').filter({ hasText: COMBINE_NAME });
    await expect(card.getByTestId('combine-new')).toHaveText('New');
    await expect(card.getByTestId('combine-candidate-count')).toHaveText('2');
    await expectNoSevereAxeViolations(page);

    // The combine: its candidates as cards.
    await card.getByRole('link', { name: COMBINE_NAME, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: COMBINE_NAME })).toBeVisible();
    const candidates = page.getByTestId('candidate-card');
    await expect(candidates).toHaveCount(2);
    await expectNoSevereAxeViolations(page);

    // The one-pager: its content and the actions.
    const first = candidates.first();
    const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await first.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Deal Walkthrough' })).toBeVisible();
    await expectNoSevereAxeViolations(page);

    const evaluation = page.getByTestId('evaluation');
    await evaluation
      .locator('label')
      .filter({ hasText: /^Pass$/ })
      .click();
    await evaluation.getByRole('button', { name: 'Save evaluation' }).click();
    await expect(evaluation.getByText(EMPLOYER_ANSWERS.passReasonRequired)).toBeVisible();
    await evaluation
      .locator('label')
      .filter({ hasText: /^Interested$/ })
      .click();
    await evaluation.getByRole('radio', { name: '3 of 4 stars: Good fit' }).click();
    await evaluation.getByRole('button', { name: 'Save evaluation' }).click();
    await expectToast(page, EMPLOYER_ANSWERS.evaluationSaved, 'Your evaluation has been saved.');
    await expect(page.getByTestId('decision-tag').first()).toHaveText('Interested');

    const comments = page.getByTestId('comments');
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await expect(comments.getByText(EMPLOYER_ANSWERS.commentRequired)).toBeVisible();
    await comments.getByLabel('Add a comment').fill('Strong discovery skills.\n<b>Not bold</b>');
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await expectToast(page, EMPLOYER_ANSWERS.commentAdded, 'The GTM Combine team will see it.');
    await expect(comments.getByTestId('comment')).toContainText('<b>Not bold</b>');

    await page.getByTestId('interviews').getByRole('button', { name: 'Request interview' }).click();
    const dialog = await openedDialog(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Request interview' }).click();
    await expect(dialog.getByText('Choose a date and time')).toBeVisible();
    const slot = dialog.getByLabel('Time slot 1');
    await slot.fill(nextWeekAtTen());
    await slot.press('Enter');
    await dialog.getByLabel('Note').fill('Any morning works for us.');
    await expectNoSevereAxeViolations(page);
    await dialog.getByRole('button', { name: 'Request interview' }).click();
    await expectToast(page, 'Interview requested', EMPLOYER_ANSWERS.interviewRequested);
    await expect(page.getByTestId('interview-request')).toContainText('Any morning works for us.');

    // Back on the combine, the card shows the decision and that the one-pager was opened.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: COMBINE_NAME })
      .click();
    const opened = page.getByTestId('candidate-card').filter({ hasText: name });
    await expect(opened.getByTestId('decision-tag')).toHaveText('Interested');
    await expect(opened.getByTestId('candidate-viewed')).toBeVisible();
    await expect(opened).toContainText('Interview requested');
  });

  test('a share id that is not the company’s answers a clear not-found page with a way back', async ({
    page,
    context,
    stack,
  }) => {
    await signInAs(stack, context, 'employer');
    await page.goto(PATHS.employer.combine.replace(':shareId', '000000000000000000000000'));
    await expect(page.getByRole('heading', { level: 1, name: 'Talent combine not found' })).toBeVisible();
    await expect(page.getByTestId('load-problem')).toContainText(EMPLOYER_ANSWERS.shareNotFound);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Employer Dashboard' })).toBeVisible();
  });
});
