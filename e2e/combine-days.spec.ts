import { COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { pathOf } from '@gtm/contracts/operation-path';
import { planCombineDay } from '@gtm/contracts/operations/combine-days';
import { fillPath, PATHS } from '@gtm/contracts/paths';
import { call, shareNewOnePagerWithAcme } from './demo-shares.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sessions.ts';

const stamp = Date.now().toString(36);

/** Tomorrow (UTC date): its afternoon is ahead, and the admins' month view (six weeks) always shows it. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

test.describe('combine days (issue 35)', () => {
  test("the candidate confirms on the dashboard; the company's run of show names them at 390 px; the admins' calendar lists it", async ({
    page,
    context,
    stack,
  }) => {
    test.setTimeout(180_000);
    const combineName = `Combine Day ${stamp}`;
    await signInAs(stack, context, 'admin');
    const { shareId, onePagerId } = await shareNewOnePagerWithAcme(page.request, {
      title: `Combine day ${stamp}`,
      combine: combineName,
      description: 'The demo candidate, for the combine day screens.',
    });

    // The company plans the afternoon (its screens are checked by their own tests; here, the day itself).
    await context.clearCookies();
    await signInAs(stack, context, 'employer');
    const day = await call<TCombineDay>(page.request, 'POST', pathOf(planCombineDay, { shareId }), {
      date: tomorrow(),
      from: '13:00',
      to: '16:00',
      timeZone: 'America/New_York',
      onePagerIds: [onePagerId],
      meetingUrl: 'https://meet.example.com/acme',
    });
    expect(day.segments).toHaveLength(1);

    // The candidate confirms their segment on the dashboard.
    await context.clearCookies();
    await signInAs(stack, context, 'candidate');
    const me = await call<{ fullName?: string; name: string }>(page.request, 'GET', '/api/user');
    const name = me.fullName || me.name;
    await page.goto(PATHS.candidate.dashboard);
    const card = page.getByRole('region', { name: 'Combine days' });
    const confirm = card.getByRole('button', { name: 'Confirm the segment with Acme Analytics' });
    await expect(confirm).toBeVisible();
    // The Decline dialog opens on its reason, not on Close, and Escape gives the focus back to its button
    // (issue 47); its red Decline button reads at least 4.5:1 (white on #b91c1c).
    const decline = card.getByRole('button', { name: 'Decline the segment with Acme Analytics' });
    await decline.click();
    const dialog = page.getByRole('dialog', { name: 'Decline your segment with Acme Analytics?' });
    await expect(dialog.getByLabel('Reason (optional)')).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Decline' })).toHaveCSS(
      'background-color',
      'rgb(185, 28, 28)',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(decline).toBeFocused();
    await confirm.click();
    await expect(page.getByText(COMBINE_DAY_MESSAGES.confirmed).first()).toBeVisible();

    // The company's run of show on a 390 px phone names the confirmed candidate and is no wider than the screen.
    await context.clearCookies();
    await signInAs(stack, context, 'employer');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(fillPath(PATHS.employer.combineDay, { shareId, dayId: day.id }));
    await expect(page.locator('main').getByText(name).first()).toBeVisible();
    await expect(page.locator('main').getByText('Confirmed').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Its debrief, linked from the run of show, on the same phone: the candidate ranked, undecided.
    await page.getByRole('link', { name: 'Debrief' }).click();
    const ranked = page.getByRole('list', { name: 'Candidates, ranked' });
    await expect(ranked.getByText(name).first()).toBeVisible();
    await expect(ranked.getByTestId('decision-tag').first()).toHaveText('Undecided');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The admins' calendar lists it.
    await page.setViewportSize({ width: 1366, height: 900 });
    await context.clearCookies();
    await signInAs(stack, context, 'admin');
    await page.goto(PATHS.admin.combineDays);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main').getByText(combineName).first()).toBeVisible();
  });
});
