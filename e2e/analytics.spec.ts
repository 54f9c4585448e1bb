import type { APIRequestContext, Page } from '@playwright/test';
import { ZAnalytics } from '@gtm/contracts/analytics';
import { pathOf } from '@gtm/contracts/operation-path';
import { getAdminAnalytics } from '@gtm/contracts/operations/analytics';
import { listCandidateProfiles } from '@gtm/contracts/operations/admin-candidates';
import { listClientCompanies } from '@gtm/contracts/operations/client-companies';
import { shareTalentCombine } from '@gtm/contracts/operations/combine-shares';
import { createOnePager, getOnePagerDraft } from '@gtm/contracts/operations/one-pagers';
import { addOnePagerToCombine, createTalentCombine } from '@gtm/contracts/operations/talent-combines';
import { OUTCOME_ANSWERS } from '@gtm/contracts/outcomes';
import { PATHS } from '@gtm/contracts/paths';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sessions.ts';

const stamp = Date.now().toString(36);

/** A JSON call as the context's signed-in user; the body of its 2xx answer. */
async function call<T>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, ...(data !== undefined ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** As the demo admin: a new one-pager of the demo candidate in a new combine shared with Acme Analytics. */
async function shareNewOnePagerWithAcme(page: Page) {
  // The demo seed may still be writing when the first test starts: wait for the demo candidate's profile.
  let profiles: { items: { id: string }[] } = { items: [] };
  await expect
    .poll(
      async () => {
        profiles = await call(
          page.request,
          'GET',
          `${pathOf(listCandidateProfiles)}?search=Demo%20Candidate`,
        );
        return profiles.items.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  const draft = await call<Record<string, unknown>>(
    page.request,
    'GET',
    pathOf(getOnePagerDraft, { id: profiles.items[0]!.id }),
  );
  const onePager = await call<{ id: string }>(page.request, 'POST', pathOf(createOnePager), {
    ...draft,
    title: `Outcomes ${stamp}`,
  });
  const combine = await call<{ id: string }>(page.request, 'POST', pathOf(createTalentCombine), {
    name: `Outcomes Combine ${stamp}`,
    description: 'The demo candidate, for the outcome and analytics screens.',
  });
  await call(page.request, 'POST', pathOf(addOnePagerToCombine), {
    talentCombineId: combine.id,
    onePagerId: onePager.id,
  });
  const companies = await call<{ items: { _id: string; name: string }[] }>(
    page.request,
    'GET',
    `${pathOf(listClientCompanies)}?search=Acme`,
  );
  const acme = companies.items.find((company) => company.name === 'Acme Analytics')!;
  const shared = await call<{ shares: { id: string; companyId: string }[] }>(
    page.request,
    'POST',
    pathOf(shareTalentCombine, { id: combine.id }),
    { companyIds: [acme._id] },
  );
  const share = shared.shares.find((row) => row.companyId === acme._id)!;
  return { combineId: combine.id, shareId: share.id, onePagerId: onePager.id };
}

test.describe('outcomes and analytics', () => {
  test('an employer records Hired; the analytics count it and draw it; the candidate sees the stage', async ({
    page,
    context,
    stack,
  }) => {
    test.setTimeout(180_000);
    await signInAs(stack, context, 'admin');
    const { shareId, onePagerId } = await shareNewOnePagerWithAcme(page);
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
