import type { Page } from '@playwright/test';
import type { TOperation } from '@gtm/contracts/operation';
import { pathOf } from '@gtm/contracts/operation';
import { updateNotificationSettings } from '@gtm/contracts/operations/users';
import { listCandidateProfiles } from '@gtm/contracts/operations/admin-candidates';
import {
  createContactSubmission,
  updateContactSubmission,
} from '@gtm/contracts/operations/contact-submissions';
import { createOnePager, getOnePagerDraft } from '@gtm/contracts/operations/one-pagers';
import { addOnePagerToCombine, createTalentCombine } from '@gtm/contracts/operations/talent-combines';
import { PATHS } from '@gtm/contracts/paths';
import { expectNoSevereAxeViolations } from './admin-screens.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sessions.ts';

/**
 * Calls an operation as the signed-in admin, from the page's origin (the page's cookies go with it), and
 * answers the body of its 2xx answer.
 */
async function call(
  page: Page,
  portal: string,
  operation: TOperation,
  input: { params?: Record<string, string>; query?: string; body?: unknown } = {},
) {
  const url = `${portal}${pathOf(operation, input.params)}${input.query ? `?${input.query}` : ''}`;
  const response = await page.request.fetch(url, {
    method: operation.method,
    headers: { origin: portal },
    ...(input.body !== undefined ? { data: input.body } : {}),
  });
  expect(response.ok(), `${operation.id}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test.describe('admin audit log', () => {
  test("every admin write of the day's work is in the log, with who and what changed", async ({
    page,
    stack,
    portal,
  }) => {
    await signInAs(stack, page.context(), 'admin');
    await page.goto(PATHS.admin.dashboard);
    const stamp = Date.now().toString(36);

    // A demo candidate's profile turned into a one-pager, put into a new combine.
    const profiles = await call(page, portal, listCandidateProfiles, { query: 'search=Demo%20Candidate' });
    const profileId = (profiles.items as { id: string }[])[0]!.id;
    const draft = await call(page, portal, getOnePagerDraft, { params: { id: profileId } });
    const title = `Audit trail one-pager ${stamp}`;
    const onePager = await call(page, portal, createOnePager, { body: { ...draft, title } });
    const combineName = `Audit trail combine ${stamp}`;
    const combine = await call(page, portal, createTalentCombine, {
      body: { name: combineName, description: 'Five SDRs for the audit trail test.', status: 'pending' },
    });
    await call(page, portal, addOnePagerToCombine, {
      body: { talentCombineId: combine.id, onePagerId: onePager.id },
    });
    // A contact submission handled, and the admin's notification settings changed.
    const contactName = `Audit Contact ${stamp}`;
    const contact = await call(page, portal, createContactSubmission, {
      body: {
        name: contactName,
        email: 'audit@example.com',
        company: 'Audit Co',
        message: 'Please call us back.',
      },
    });
    await call(page, portal, updateContactSubmission, {
      params: { id: (contact.submission as { id: string }).id },
      body: { status: 'inProgress' },
    });
    await call(page, portal, updateNotificationSettings, {
      body: { emailNotifications: true, newCandidateAlerts: false, marketingEmails: false },
    });
    // Back to the spec's defaults, as the other suites find the demo admin (recorded as a second change).
    await call(page, portal, updateNotificationSettings, {
      body: { emailNotifications: true, newCandidateAlerts: true, marketingEmails: false },
    });

    await page.goto(PATHS.admin.auditLog);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Audit Log' })).toBeVisible();
    const log = page.getByRole('table');
    // The services publish, svc-auth's worker stores: the entries arrive within moments.
    await expect(async () => {
      await page.reload();
      await expect(log.getByRole('row').filter({ hasText: contactName })).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    const rowOf = (action: string, record: string) =>
      log.getByRole('row').filter({ hasText: action }).filter({ hasText: record });
    await expect(rowOf('One-pager created', title)).toHaveCount(1);
    await expect(rowOf('Talent combine created', combineName)).toContainText('pending');
    await expect(rowOf('One-pager added to combine', combineName)).toHaveCount(1);
    await expect(rowOf('Contact status changed', contactName)).toContainText(/new\s*→\s*inProgress/);
    const settingsRows = rowOf('Notification settings updated', 'Demo Admin');
    await expect(
      settingsRows.filter({ hasText: /newCandidateAlerts:\s*true\s*→\s*false/ }).first(),
    ).toBeVisible();
    await expect(
      settingsRows.filter({ hasText: /newCandidateAlerts:\s*false\s*→\s*true/ }).first(),
    ).toBeVisible();
    // Who did it: the admin, by name.
    await expect(rowOf('One-pager created', title)).toContainText('Demo Admin');
    await expectNoSevereAxeViolations(page);

    // Filters and search narrow the log on the server.
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByText('Talent combine created', { exact: true })
      .click();
    await expect(log.getByRole('row').filter({ hasText: 'Contact status changed' })).toHaveCount(0);
    await expect(rowOf('Talent combine created', combineName)).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search by record name' }).fill(`combine ${stamp}`);
    await expect(page.getByTestId('search-summary')).toHaveText(`Found 1 entry matching "combine ${stamp}"`);
  });
});
