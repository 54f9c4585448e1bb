import { ZAnalytics } from '@gtm/contracts/analytics';
import { pathOf } from '@gtm/contracts/operation-path';
import { getAdminAnalytics } from '@gtm/contracts/operations/analytics';
import { OUTCOME_ANSWERS } from '@gtm/contracts/outcomes';
import { PATHS } from '@gtm/contracts/paths';
import { call, shareNewOnePagerWithAcme } from './demo-shares.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sessions.ts';

const stamp = Date.now().toString(36);

test.describe('outcomes and analytics', () => {
  test('an employer records Hired; the analytics count it and draw it; the candidate sees the stage', async ({
    page,
    context,
    stack,
  }) => {
    test.setTimeout(180_000);
    await signInAs(stack, context, 'admin');
    const { shareId, onePagerId } = await shareNewOnePagerWithAcme(page.request, {
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
    await expect(page.getByText(OUTCOME_ANSWERS.saved).first()).toBeVisible();
    await expect(outcome.getByTestId('outcome-updated')).toContainText('Last changed');

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
  });
});
