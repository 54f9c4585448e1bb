import { fillPath, PATHS } from '@gtm/contracts/paths';
import { shareNewOnePagerWithAcme } from './demo-shares.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sessions.ts';

const stamp = Date.now().toString(36);

/** A day 20 days ahead (UTC date): bookable, and clear of the other specs' combine days and interviews. */
const planDate = () => new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 47, check 6, in Chromium: the admins' combine days offer "Plan a combine day" (the combine and a company
 * it is shared with, then the employer's planner), and on the company's combine page Escape from the planner
 * puts the focus back on its "Plan a combine day" button (issue 36's rule), as it does on the admins' screen.
 * On a 375 px phone the admins' mini calendar marks its selected day pale, as the wide one does. The planner's
 * preview opens in view with the focus on its heading, its planned rows reading "To invite" (nothing is sent).
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

    // On a 375 px phone the calendar is the mini one: its selected day (today, as it opens) is the wide one's
    // pale amber under near-black text (#0a0a0a on #fef3c7, about 18:1), not antd's black block.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(PATHS.admin.combineDays);
    const calendar = page.getByTestId('combine-days-calendar');
    await expect(calendar.locator('.ant-picker-calendar-mini')).toBeVisible();
    const selected = calendar.locator(
      '.ant-picker-cell-in-view.ant-picker-cell-selected .ant-picker-cell-inner',
    );
    await expect(selected).toHaveCSS('background-color', 'rgb(254, 243, 199)');
    await expect(selected).toHaveCSS('color', 'rgb(10, 10, 10)');
    await page.setViewportSize({ width: 1366, height: 900 });

    // On the company's combine page, Escape from the planner returns the focus to its button.
    await context.clearCookies();
    await signInAs(stack, context, 'employer');
    await page.goto(fillPath(PATHS.employer.combine, { shareId }));
    const open = page.getByRole('button', { name: 'Plan a combine day' });
    await expect(open).toBeEnabled();
    await open.click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Plan a combine day' });
    await expect(drawer).toBeVisible();

    // The preview, below the form: scrolled into view, its heading focused, its row "To invite".
    await drawer.getByLabel('Date', { exact: true }).fill(planDate());
    await drawer.getByLabel('Date', { exact: true }).press('Enter');
    await drawer.getByLabel('From', { exact: true }).fill('09:00');
    await drawer.getByLabel('From', { exact: true }).press('Enter');
    await drawer.getByLabel('To', { exact: true }).fill('10:00');
    await drawer.getByLabel('To', { exact: true }).press('Enter');
    await drawer.getByRole('checkbox').check();
    await drawer.getByRole('button', { name: 'Preview' }).click();
    const preview = drawer.getByTestId('plan-preview');
    const heading = preview.getByRole('heading', { name: /^Preview: / });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(preview.getByTestId('timeline-segment')).toHaveCount(1);
    await expect(preview.getByTestId('timeline-segment')).toContainText('To invite');
    await expect(preview).not.toContainText('Invited');
    // Escape from the preview's heading closes the planner too.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });
});
