import { ZAnalytics } from '@gtm/contracts/analytics';
import { pathOf } from '@gtm/contracts/operation-path';
import { getAdminAnalytics } from '@gtm/contracts/operations/analytics';
import { correctCandidateOutcome } from '@gtm/contracts/operations/outcomes';
import { OUTCOME_ANSWERS } from '@gtm/contracts/outcomes';
import { PATHS } from '@gtm/contracts/paths';
import { PLACEMENT_ANSWERS } from '@gtm/contracts/placements';
import { call, shareNewOnePagerWithAcme } from './demo-shares.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sessions.ts';
import { openedDialog } from './dialogs.ts';

const stamp = Date.now().toString(36);

test.describe('outcomes and analytics', () => {
  test('an employer records Hired; the candidate confirms it; the analytics count it, the admins see its fee; the candidate sees the stage', async ({
    page,
    context,
    stack,
  }) => {
    test.setTimeout(180_000);
    await signInAs(stack, context, 'admin');
    const { combineId, shareId, onePagerId } = await shareNewOnePagerWithAcme(page.request, {
      title: `Outcomes ${stamp}`,
      combine: `Outcomes Combine ${stamp}`,
      description: 'The demo candidate, for the outcome and analytics screens.',
    });
    const before = ZAnalytics.parse(await call(page.request, 'GET', pathOf(getAdminAnalytics)));

    // The employer records the hire on the candidate's page.
    await context.clearCookies();
    await signInAs(stack, context, 'employer');
    await page.goto(PATHS.employer.onePager.replace(':shareId', shareId).replace(':onePagerId', onePagerId));
    const outcome = page.getByRole('region', { name: 'Outcome' });
    await outcome.getByRole('combobox', { name: 'Stage' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Hired"]').click();
    await outcome.getByLabel('Note (optional)').fill('Signed on Friday.');
    await outcome.getByRole('button', { name: 'Save outcome' }).click();
    // A confirmation step first: the start date and the salary; nothing is saved before it.
    const hire = await openedDialog(page.getByRole('dialog', { name: /Record the hire/ }));
    await expect(hire.getByTestId('hire-claim-explained')).toHaveText(PLACEMENT_ANSWERS.claimExplained);
    await hire.getByRole('button', { name: 'Record hire' }).click();
    await expect(hire.getByText(PLACEMENT_ANSWERS.startDateRequired)).toBeVisible();
    // A start date the claim accepts: from 90 days ago to a year ahead (60 days from now).
    await hire
      .getByLabel('Start date')
      .fill(new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10));
    await hire.getByLabel('Start date').press('Enter');
    await hire.getByLabel('Annual salary').fill('100000');
    await hire.getByRole('button', { name: 'Record hire' }).click();
    await expect(page.getByText(OUTCOME_ANSWERS.saved).first()).toBeVisible();
    await expect(outcome.getByTestId('outcome-updated')).toContainText('Last changed');
    await expect(outcome.getByText('Waiting for the candidate to confirm')).toBeVisible();

    // The candidate confirms it on the dashboard.
    await context.clearCookies();
    await signInAs(stack, context, 'candidate');
    await page.goto(PATHS.candidate.dashboard);
    const hires = page.getByRole('region', { name: 'Hires to confirm' });
    await expect(hires.getByTestId('hire-to-confirm').first()).toContainText('Acme Analytics');
    await hires.getByRole('button', { name: 'Confirm' }).first().click();
    await expect(page.getByText(PLACEMENT_ANSWERS.confirmed).first()).toBeVisible();
    await expect(page.getByTestId('your-placements')).toContainText('Acme Analytics');

    // The admins' analytics count it once the hiring-events worker has applied the event.
    await context.clearCookies();
    await signInAs(stack, context, 'admin');
    await expect
      .poll(
        async () => ZAnalytics.parse(await call(page.request, 'GET', pathOf(getAdminAnalytics))).funnel.hired,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThanOrEqual(Math.max(1, before.funnel.hired + 1));

    // The placement, its fee at Acme's 20% and its draft invoice, on the admins' screen.
    await page.goto(PATHS.admin.placements);
    const row = page.getByRole('row').filter({ hasText: 'Acme Analytics' }).first();
    await expect(row).toContainText('USD 20,000.00');
    await expect(row).toContainText('Draft');

    // The dashboard's preview links to the analytics screen, which draws its charts.
    await page.goto(PATHS.admin.dashboard);
    const preview = page.getByRole('region', { name: 'Analytics Preview' });
    await expect(preview.getByRole('link', { name: 'View detailed analytics' })).toBeVisible();
    await expect(page.getByText('Detailed analytics coming soon')).toHaveCount(0);
    await preview.getByRole('link', { name: 'View detailed analytics' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.locator('main').locator('canvas, svg').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Hiring funnel' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Time to first view' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }),
    ).toBeVisible();

    // The candidate's Opportunities tab shows the stage.
    await context.clearCookies();
    await signInAs(stack, context, 'candidate');
    await page.goto(PATHS.candidate.dashboard);
    await page.getByRole('tab', { name: /Opportunities/ }).click();
    await expect(
      page
        .getByRole('tabpanel', { name: /Opportunities/ })
        .getByText('Hired')
        .first(),
    ).toBeVisible();

    // The hire was this test's: an admin corrects it back to an offer. Its placement is cancelled and the demo
    // candidate is on the market again (a confirmed hire holds them: no other company could plan them).
    await context.clearCookies();
    await signInAs(stack, context, 'admin');
    await call(page.request, 'PUT', pathOf(correctCandidateOutcome, { id: combineId, shareId, onePagerId }), {
      stage: 'offer',
    });
  });
});
