import type { Locator, Page } from '@playwright/test';
import { PATHS } from '@gtm/contracts/paths';
import { CANDIDATE_ADMIN_ANSWERS } from '@gtm/contracts/talent';
import { expect, test } from './fixtures.ts';
import { expectNoSevereAxeViolations, expectToast } from './admin-screens.ts';
import { expectTabToStayInDialog, openedDialog } from './dialogs.ts';
import { messagesTo } from './mailbox.ts';
import { signInAs } from './sessions.ts';

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

const registrations = (page: Page) => page.getByRole('table', { name: 'Incomplete registrations' });
const profiles = (page: Page) => page.getByRole('table', { name: 'Complete profiles' });
const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ hasText: name });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search candidates by name or email' });

async function openCandidates(page: Page) {
  await page.goto(PATHS.admin.candidates);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate Management' })).toBeVisible();
  await expect(rowOf(profiles(page), 'Ava Thompson')).toBeVisible();
}

async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
}

test.describe('admin candidates', () => {
  test.beforeEach(async ({ stack, context }) => {
    await signInAs(stack, context, 'admin');
  });

  test('both tables, searched over names and e-mails, the status filter that filters, tags and axe', async ({
    page,
  }) => {
    await openCandidates(page);
    await expect(rowOf(registrations(page), 'Noah Fischer')).toBeVisible();
    await expect(rowOf(registrations(page), 'Mia Chen')).toContainText('AE');
    // A complete profile is not an incomplete registration.
    await expect(rowOf(registrations(page), 'Ava Thompson')).toHaveCount(0);
    const priya = rowOf(profiles(page), 'Priya Shah');
    await expect(priya).toContainText('priya.ae@gtmcombine.test');
    await expect(priya.locator('.ant-tag').first()).toBeVisible();
    await expectNoSevereAxeViolations(page);

    await search(page).fill('PRIYA.AE');
    await expect(profiles(page).getByRole('row')).toHaveCount(2);
    await expect(rowOf(profiles(page), 'Priya Shah')).toBeVisible();
    await expect(page.getByTestId('search-summary')).toHaveText('Found 1 candidate matching "PRIYA.AE"');
    await search(page).fill('noah');
    await expect(rowOf(registrations(page), 'Noah Fischer')).toBeVisible();
    await expect(profiles(page)).toContainText('No candidates found.');

    await search(page).fill('');
    await chooseStatus(page, 'Inactive');
    await expect(rowOf(profiles(page), 'Lena Park')).toBeVisible();
    await expect(rowOf(profiles(page), 'James Whitaker')).toBeVisible();
    await expect(rowOf(profiles(page), 'Ava Thompson')).toHaveCount(0);
    for (const row of await profiles(page).getByRole('row').filter({ hasText: '@' }).all()) {
      await expect(row).toContainText('Inactive');
    }

    // Sorting by name is the server's: ascending then descending.
    await chooseStatus(page, 'All Statuses');
    await profiles(page).getByRole('columnheader', { name: 'Name' }).click();
    await expect(profiles(page).getByRole('row').nth(1)).toContainText('Ava Thompson');
    await profiles(page).getByRole('columnheader', { name: 'Name' }).click();
    await expect(profiles(page).getByRole('row').nth(1)).toContainText('Sofia Martinez');
  });

  test('the profile dialog: /:id opens it, view and edit, Cancel back to view, a save trims the lists', async ({
    page,
  }) => {
    await openCandidates(page);
    // From the keyboard: Enter opens the dialog, Escape closes it, and the focus is back on the View button.
    const viewButton = rowOf(profiles(page), 'Daniel Okafor').getByRole('button', {
      name: 'View Daniel Okafor',
    });
    await viewButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Candidate Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Candidate Profile' })).toHaveCount(0);
    await expect(viewButton).toBeFocused();
    await viewButton.click();
    const dialog = page.getByRole('dialog', { name: 'Candidate Profile' });
    await expect(dialog).toContainText('daniel.ae@gtmcombine.test');
    await expect(page).toHaveURL(/\/admin\/dashboard\/candidates\/[a-f\d]{24}$/);
    // Tab and Shift+Tab go round the dialog's controls, never through <body> (issue 36).
    await expectTabToStayInDialog(dialog);
    // The resume link, the headshot (loaded from its signed link) and every answer of the AE form.
    const resume = dialog.getByRole('link', { name: 'Resume (PDF)' });
    await expect(resume).toHaveAttribute('href', /^https?:\/\//);
    const resumeFile = await page.request.get((await resume.getAttribute('href'))!);
    expect(resumeFile.status()).toBe(200);
    expect((await resumeFile.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const headshot = dialog.getByRole('img', { name: 'Headshot of Daniel Okafor' });
    await expect(headshot).toBeVisible();
    await expect
      .poll(() => headshot.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const answers = dialog.locator('.candidate-answers');
    await expect(answers).toContainText('AE answers');
    for (const label of [
      'Average ACV',
      'Deal cycle length',
      'Personas sold to',
      'Quota vs actual',
      'Favorite deal: situation',
      'Favorite deal: action',
      'Favorite deal: result',
      'Looking for',
      'Company type',
      'Company size',
    ]) {
      await expect(answers.getByText(label, { exact: true })).toBeVisible();
    }
    const url = page.url();
    await expectNoSevereAxeViolations(page);

    await dialog.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Candidate Profile' });
    await edit.getByLabel('Location').fill('Nowhere, XX');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Candidate Profile' })).not.toContainText('Nowhere, XX');

    await page
      .getByRole('dialog', { name: 'Candidate Profile' })
      .getByRole('button', { name: 'Edit' })
      .click();
    await expectNoSevereAxeViolations(page);
    await edit.getByLabel('Location').fill('  Lisbon, PT ');
    await edit.getByLabel('Methodologies').fill(' MEDDIC , , SPIN, Sandler Selling ');
    await edit.getByLabel('Industries').fill('Retail,');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated', "Daniel Okafor's profile has been saved.");
    const view = page.getByRole('dialog', { name: 'Candidate Profile' });
    await expect(view).toContainText('Lisbon, PT');
    await expect(view.locator('.ant-tag', { hasText: 'SPIN' })).toBeVisible();
    await view.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.admin.candidates}$`));
    const row = rowOf(profiles(page), 'Daniel Okafor');
    await expect(row).toContainText('Lisbon, PT');
    await expect(row).toContainText('+1');

    // The dialog's own address opens it over the list.
    await page.goto(url);
    await expect(page.getByRole('dialog', { name: 'Candidate Profile' })).toContainText('Lisbon, PT');
    await page.goto(`${PATHS.admin.candidates}/${'0'.repeat(24)}`);
    await expect(page.getByRole('dialog')).toContainText(CANDIDATE_ADMIN_ANSWERS.profileNotFound);
  });

  test('a profile is deleted after its check; it leaves the list and its account is incomplete again', async ({
    page,
  }) => {
    await openCandidates(page);
    await rowOf(profiles(page), 'Marcus Reed').getByRole('button', { name: 'Delete Marcus Reed' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectToast(page, 'Profile deleted', CANDIDATE_ADMIN_ANSWERS.profileDeleted);
    await expect(rowOf(profiles(page), 'Marcus Reed')).toHaveCount(0);
    await expect(rowOf(registrations(page), 'Marcus Reed')).toBeVisible();
  });

  test('an update of a profile deleted meanwhile fails for real with the server’s message', async ({
    page,
  }) => {
    await openCandidates(page);
    await rowOf(profiles(page), 'Sofia Martinez')
      .getByRole('button', { name: 'Edit Sofia Martinez' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Candidate Profile' });
    await expect(edit.getByLabel('Location')).toBeVisible();
    const id = page.url().split('/').at(-1)!;
    // Another admin deletes the profile (the same API, from this browser's session).
    const status = await page.evaluate(
      async (path) => (await fetch(path, { method: 'DELETE', credentials: 'include' })).status,
      `/api/candidate-profiles/${id}`,
    );
    expect(status).toBe(200);
    await edit.getByLabel('Location').fill('Madrid, ES');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Update failed', CANDIDATE_ADMIN_ANSWERS.candidateNotFound, 'destructive');
    await expect(edit).toBeVisible();
  });

  test('/new invites a candidate, who gets an e-mail, a reminder with its cooldown, then the registration is deleted', async ({
    page,
    stack,
  }) => {
    await openCandidates(page);
    await page.getByRole('button', { name: 'Invite Candidate' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.admin.candidateNew}$`));
    const dialog = await openedDialog(page.getByRole('dialog', { name: 'Invite Candidate' }));
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog).toContainText('Full name is required');
    await expect(dialog).toContainText('Please enter a valid email');
    await expectNoSevereAxeViolations(page);

    await dialog.getByLabel('Full Name').fill('Ines Invited');
    await dialog.getByLabel('Email').fill('ava.sdr@gtmcombine.test');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog).toContainText(CANDIDATE_ADMIN_ANSWERS.accountExists);

    const email = uniqueEmail('ines');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, 'Invitation sent', email);
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${PATHS.admin.candidates}$`));
    await expect
      .poll(
        async () => (await messagesTo(stack, email)).map((message) => message.body.text ?? '').join('\n'),
        {
          timeout: 15_000,
        },
      )
      .toContain(`${stack.urls.portal}${PATHS.candidateAuth}?signin=true`);

    // The registration arrives through svc-auth's event.
    await search(page).fill(email);
    await expect(async () => {
      await search(page).fill('');
      await search(page).fill(email);
      await expect(rowOf(registrations(page), 'Ines Invited')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    const row = rowOf(registrations(page), 'Ines Invited');
    await row.getByRole('button', { name: 'Send Reminder' }).click();
    await expectToast(page, 'Reminder sent', email);
    await expect.poll(async () => (await messagesTo(stack, email)).length, { timeout: 15_000 }).toBe(2);
    await row.getByRole('button', { name: 'Send Reminder' }).click();
    await expectToast(page, 'Reminder already sent', 'The next reminder can be sent after', 'destructive');

    await row.getByRole('button', { name: 'Delete registration of Ines Invited' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectToast(page, 'User deleted', CANDIDATE_ADMIN_ANSWERS.registrationDeleted);
    await expect(rowOf(registrations(page), 'Ines Invited')).toHaveCount(0);
  });
});
