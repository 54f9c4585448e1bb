import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { ZNotificationFeed } from '@gtm/contracts/notifications';
import type { TOperation } from '@gtm/contracts/operation';
import { pathOf } from '@gtm/contracts/operation';
import { listCandidateProfiles } from '@gtm/contracts/operations/admin-candidates';
import { listClientCompanies } from '@gtm/contracts/operations/client-companies';
import { shareTalentCombine } from '@gtm/contracts/operations/combine-shares';
import { updateClientEvaluation } from '@gtm/contracts/operations/employer-portal';
import { listNotifications } from '@gtm/contracts/operations/notifications';
import { createOnePager, getOnePagerDraft } from '@gtm/contracts/operations/one-pagers';
import { addOnePagerToCombine, createTalentCombine } from '@gtm/contracts/operations/talent-combines';
import { PATHS } from '@gtm/contracts/paths';
import { expectNoSevereAxeViolations } from './admin-screens.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sessions.ts';

/** Calls an operation from the portal's origin with a context's cookies; the body of its 2xx answer. */
async function call(
  request: APIRequestContext,
  portal: string,
  operation: TOperation,
  input: { params?: Record<string, string>; query?: string; body?: unknown } = {},
) {
  const url = `${portal}${pathOf(operation, input.params)}${input.query ? `?${input.query}` : ''}`;
  const response = await request.fetch(url, {
    method: operation.method,
    headers: { origin: portal },
    ...(input.body !== undefined ? { data: input.body } : {}),
  });
  expect(response.ok(), `${operation.id}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** As an admin: a new one-pager of the demo candidate (its `one-pager.ready` event feeds the candidate's bell). */
async function newOnePagerOfDemoCandidate(request: APIRequestContext, portal: string, title: string) {
  const profiles = await call(request, portal, listCandidateProfiles, { query: 'search=Demo%20Candidate' });
  const profileId = (profiles.items as { id: string }[])[0]!.id;
  const draft = await call(request, portal, getOnePagerDraft, { params: { id: profileId } });
  return (await call(request, portal, createOnePager, { body: { ...draft, title } })) as { id: string };
}

/** Waits until the signed-in context's feed holds an item whose link is `link` (the worker applied the event). */
async function waitForNotification(request: APIRequestContext, portal: string, link: string) {
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${portal}${pathOf(listNotifications)}`);
        return ZNotificationFeed.parse(await answer.json()).items.some((item) => item.link === link);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test.describe('the notification centre', () => {
  test('the employer and admin headers have the bell', async ({ page, context, stack }) => {
    for (const [kind, path] of [
      ['employer', PATHS.employer.dashboard],
      ['admin', PATHS.admin.dashboard],
    ] as const) {
      await context.clearCookies();
      await signInAs(stack, context, kind);
      await page.goto(path);
      const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true });
      await expect(bell).toBeVisible();
      await bell.click();
      await expect(page.getByRole('region', { name: 'Notifications panel' })).toBeVisible();
    }
  });

  test('the candidate sees the dot, reads the panel, marks all read, hears of the next one without a reload, and opens its one-pager and PDF', async ({
    page,
    context,
    browser,
    stack,
    portal,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const admin = await browser.newContext({ baseURL: portal });
    await signInAs(stack, admin, 'admin');
    const first = await newOnePagerOfDemoCandidate(admin.request, portal, `Bell one-pager ${stamp}`);

    await signInAs(stack, context, 'candidate');
    // The worker turns the event into the candidate's notification.
    await waitForNotification(page.request, portal, `/candidate/one-pagers/${first.id}`);

    await page.goto(PATHS.candidate.dashboard);
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true });
    const dot = page.getByTestId('notifications-dot');
    await expect(bell).toBeVisible();
    await expect(dot).toBeVisible();
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications panel' });
    await expect(panel.getByRole('link', { name: /Your one-pager is ready/ }).first()).toBeVisible();
    await expectNoSevereAxeViolations(page);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(dot).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await page.reload();
    await expect(bell).toBeVisible();
    await expect(dot).toHaveCount(0);

    // The next one arrives while the page stays open: the bell's poll (every 30 s) shows it.
    const second = await newOnePagerOfDemoCandidate(admin.request, portal, `Bell one-pager 2 ${stamp}`);
    await expect(dot).toBeVisible({ timeout: 50_000 });
    // Opening it marks it read and goes where it points.
    await bell.click();
    await page
      .getByRole('region', { name: 'Notifications panel' })
      .getByRole('link', { name: /Your one-pager is ready/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/candidate/one-pagers/${second.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Bell one-pager 2 ${stamp}` })).toBeVisible();
    await expect(dot).toHaveCount(0);
    await admin.close();

    // From the list: the one-pager, and its PDF.
    await page.goto(PATHS.candidate.onePagers);
    await page.getByRole('link', { name: `Bell one-pager ${stamp}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/candidate/one-pagers/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Bell one-pager ${stamp}` })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Experience' })).toBeVisible();
    await expectNoSevereAxeViolations(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the employer hears of a shared combine, and the admins of the employer’s decision', async ({
    page,
    context,
    browser,
    stack,
    portal,
  }) => {
    test.setTimeout(120_000);
    const combineName = `Bell combine ${Date.now().toString(36)}`;
    const admin = await browser.newContext({ baseURL: portal });
    await signInAs(stack, admin, 'admin');
    const combine = (await call(admin.request, portal, createTalentCombine, {
      body: { name: combineName, description: 'One demo candidate for the notification bell.' },
    })) as { id: string };
    // A one-pager of its own (the demo candidate's), so that the decision below is on no other spec's one-pager.
    const { id: onePagerId } = await newOnePagerOfDemoCandidate(
      admin.request,
      portal,
      `Bell decision ${Date.now().toString(36)}`,
    );
    await call(admin.request, portal, addOnePagerToCombine, {
      body: { talentCombineId: combine.id, onePagerId },
    });
    const companies = await call(admin.request, portal, listClientCompanies, { query: 'search=Acme' });
    const acme = (companies.items as { _id: string; name: string }[]).find(
      (company) => company.name === 'Acme Analytics',
    )!;
    const shared = await call(admin.request, portal, shareTalentCombine, {
      params: { id: combine.id },
      body: { companyIds: [acme._id] },
    });
    const shareId = (shared.shares as { id: string; companyId: string }[]).find(
      (share) => share.companyId === acme._id,
    )!.id;

    // The employer: the combine in the bell, opened from it.
    await signInAs(stack, context, 'employer');
    await waitForNotification(page.request, portal, `/employer/combines/${shareId}`);
    await page.goto(PATHS.employer.dashboard);
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true });
    await expect(page.getByTestId('notifications-dot')).toBeVisible();
    await bell.click();
    await page
      .getByRole('region', { name: 'Notifications panel' })
      .getByRole('link', { name: new RegExp(`New talent combine: ${combineName}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/employer/combines/${shareId}$`));
    await expect(page.getByRole('heading', { level: 1, name: combineName })).toBeVisible();
    await call(page.request, portal, updateClientEvaluation, {
      params: { shareId, onePagerId },
      body: { decision: 'interested' },
    });

    // The admin: the decision in the bell, pointing at the combine's Sharing tab.
    const adminPage = await admin.newPage();
    const adminLink = `/admin/dashboard/talent-combines/${combine.id}`;
    await waitForNotification(admin.request, portal, adminLink);
    await adminPage.goto(PATHS.admin.dashboard);
    await adminPage.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).click();
    const item = adminPage
      .getByRole('region', { name: 'Notifications panel' })
      .getByRole('link', { name: /Acme Analytics marked .+ as interested/ })
      .first();
    await expect(item).toHaveAttribute('href', adminLink);
    await admin.close();
  });
});
