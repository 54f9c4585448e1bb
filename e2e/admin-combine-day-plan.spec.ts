import { fillPath, PATHS } from '@gtm/contracts/paths';
import { shareNewOnePagerWithAcme } from './demo-shares.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sessions.ts';

const stamp = Date.now().toString(36);

/**
 * Issue 47, check 6, in Chromium: the admins' combine days offer "Plan a combine day" (the combine and a company
 * it is shared with, then the employer's planner), and on the company's combine page Escape from the planner
 * puts the focus back on its "Plan a combine day" button (issue 36's rule), as it does on the admins' screen.
 */
test.describe('an admin plans a combine day (issue 47)', () => {
  test('the admins offer "Plan a combine day"; Escape from the planner returns the focus to its button', async ({
    page,
    context,
    stack,
  }) => {
    test.setTimeout(180_000);
    const combineName = `Admin Plan ${stamp}`;
    await signInAs(stack, context, 'admin');
    const { shareId } = await shareNewOnePagerWithAcme(page.request, {
      title: `Admin plan ${stamp}`,
      combine: combineName,
      description: 'The demo candidate, for the admins’ planner.',
    });

    // The admins' screen offers it: the combine, a company it is shared with, then the same planner.
    await page.goto(PATHS.admin.combineDays);
    const plan = page.getByRole('button', { name: 'Plan a combine day' });
    await expect(plan).toBeVisible();
    await plan.click();
    const planner = page.getByRole('dialog').filter({ hasText: 'Plan a combine day' });
    await expect(planner).toBeVisible();
    await planner.getByLabel('Combine', { exact: true }).fill(combineName);
    await page.getByTitle(combineName, { exact: true }).click();
    await planner.getByLabel('Company', { exact: true }).click();
    await page.getByTitle('Acme Analytics', { exact: true }).click();
    await expect(planner.getByRole('checkbox')).toHaveCount(1);
    await expect(planner.getByRole('button', { name: 'Preview' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(planner).toBeHidden();
    await expect(plan).toBeFocused();

    // On the company's combine page, Escape from the planner returns the focus to its button.
    await context.clearCookies();
    await signInAs(stack, context, 'employer');
    await page.goto(fillPath(PATHS.employer.combine, { shareId }));
    const open = page.getByRole('button', { name: 'Plan a combine day' });
    await expect(open).toBeEnabled();
    await open.click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Plan a combine day' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });
});
