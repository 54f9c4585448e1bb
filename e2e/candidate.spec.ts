import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { ACCOUNT_DATA_ANSWERS } from '@gtm/contracts/account-data';
import type { TDataExportPart } from '@gtm/contracts/account-data';
import { AUTH_ANSWERS, AUTH_MESSAGES } from '@gtm/contracts/auth';
import { PROFILE_MESSAGES } from '@gtm/contracts/candidate-profile';
import { expectNoSevereAxeViolations } from './admin-screens.ts';
import { expect, test } from './fixtures.ts';
import { codeFor, messagesTo } from './mailbox.ts';
import { resetSignInLimits, signInAs } from './sessions.ts';
import { openedDialog } from './dialogs.ts';

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

async function expectToast(
  page: Page,
  title: string,
  description: string | RegExp,
  variant: 'default' | 'destructive' = 'default',
) {
  const toast = page.getByTestId('toast').filter({ hasText: description }).last();
  await expect(toast.getByTestId('toast-title')).toHaveText(title);
  await expect(toast.getByTestId('toast-description')).toHaveText(description);
  await expect(toast).toHaveAttribute('data-variant', variant);
}

/** A one-page PDF that any reader opens (header, catalog, page, cross-reference table and trailer). */
function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A 16x16 gold PNG (signature, IHDR, one IDAT of filtered RGB rows, IEND). */
function smallPng(): Buffer {
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([245, 180, 0]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array<Buffer>(size).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Spec section 5's completeness, restated independently of the screen's code, as the test's oracle. */
function expectedCompleteness(profile: Record<string, unknown>): number {
  const fields = [
    'name',
    'location',
    'headline',
    'shortBio',
    'linkedinUrl',
    'methodologies',
    'industries',
    'dealCycles',
    'quota',
    'quotaAttainment',
    'dealWalkthroughSituation',
    'dealWalkthroughAction',
    'dealWalkthroughResult',
  ];
  const filled = (value: unknown) =>
    Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;
  return Math.round((fields.filter((field) => filled(profile[field])).length / fields.length) * 100);
}

async function registerCandidate(page: Page, stack: Parameters<typeof codeFor>[0], name: string) {
  const email = uniqueEmail('candidate-area');
  await resetSignInLimits(stack);
  await page.goto('/candidate/auth');
  await page.getByRole('button', { name: 'Create one' }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('6-Digit Code').fill(await codeFor(stack, email, 1));
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/candidate\/role-selection$/);
  return email;
}

/** Downloads the candidate's data from the settings page and reads the saved file. */
async function downloadMyData(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  const text = await readFile(await download.path(), 'utf8');
  return {
    fileName: download.suggestedFilename(),
    file: JSON.parse(text) as { exportedAt: string; parts: TDataExportPart[] },
  };
}

/** The first bytes behind each link of a text (signed S3 links among them), as latin1 text. */
async function linkHeads(page: Page, text: string): Promise<string[]> {
  const links = [...new Set(text.match(/https?:\/\/[^"\s]+/g) ?? [])].filter(
    (link) => !link.includes('linkedin.com'),
  );
  return Promise.all(
    links.map(async (link) => {
      const answer = await page.request.get(link).catch(() => null);
      return answer?.ok() ? (await answer.body()).subarray(0, 8).toString('latin1') : '';
    }),
  );
}

/**
 * Picks an option of an antd select and waits until the field shows it: a click that lands while the dropdown
 * is still animating in can miss, so the pick is tried again until the value is there.
 */
async function pickOption(page: Page, label: string, option: string) {
  const field = page.locator('.ant-form-item').filter({ has: page.getByLabel(label) });
  await expect(async () => {
    await page.getByLabel(label).click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(option, { exact: true })
      .click({ timeout: 2_000 });
    await expect(field.getByTitle(option, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('the candidate area', () => {
  test('a new candidate chooses AE, completes the profile with files, sees it, changes settings, downloads the data and deletes the account', async ({
    page,
    stack,
  }) => {
    test.setTimeout(300_000);
    const email = await registerCandidate(page, stack, 'Avery Closer');

    // Role selection: Continue waits for a choice.
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Role' })).toBeVisible();
    await expect(page.getByText('Select the role that best describes your experience.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /SDR \/ BDR/ })).toBeVisible();
    const proceed = page.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeDisabled();
    await expectNoSevereAxeViolations(page);
    await page.getByRole('radio', { name: /Account Executive \(AE\)/ }).click();
    await expect(page.getByRole('radio', { name: /Account Executive \(AE\)/ })).toBeChecked();
    await proceed.click();
    await expectToast(page, 'Role selected', 'Your profile has been updated.');
    await expect(page).toHaveURL(/\/candidate\/onboarding\/ae$/);

    // AE onboarding: a new profile, every rule's message on an empty submit.
    await expect(page.getByRole('link', { name: 'Back to Role Selection' })).toBeVisible();
    for (const section of ['Basic Information', 'Sales Experience', 'Sales Performance', 'Preferences']) {
      await expect(page.getByRole('group', { name: section })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Save Profile' }).click();
    for (const message of [
      PROFILE_MESSAGES.methodologies,
      PROFILE_MESSAGES.acvRange,
      PROFILE_MESSAGES.dealCycle,
      PROFILE_MESSAGES.industries,
      PROFILE_MESSAGES.personas,
      PROFILE_MESSAGES.quotaVsActual,
      PROFILE_MESSAGES.situation,
      PROFILE_MESSAGES.action,
      PROFILE_MESSAGES.result,
      PROFILE_MESSAGES.lookingFor,
      PROFILE_MESSAGES.companyType,
      PROFILE_MESSAGES.companySize,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/candidate\/onboarding\/ae$/);
    await expectNoSevereAxeViolations(page);

    await page.getByLabel('Situation', { exact: true }).fill('x'.repeat(201));
    await expect(page.getByText(PROFILE_MESSAGES.dealStoryMax, { exact: true })).toBeVisible();

    await page.getByLabel('Resume (PDF)').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf(),
    });
    await page.getByLabel('Headshot (optional)').setInputFiles({
      name: 'headshot.png',
      mimeType: 'image/png',
      buffer: smallPng(),
    });
    await page.getByLabel('Headline').fill('Enterprise AE closing six-figure SaaS deals');
    await page.getByLabel('Short bio').fill('Five years of full-cycle closing in fintech and healthcare.');
    await page.getByRole('checkbox', { name: 'MEDDIC' }).check();
    await page.getByRole('checkbox', { name: 'Challenger Sale' }).check();
    await pickOption(page, 'Average annual contract value (ACV)', '$50,000 - $100,000');
    await pickOption(page, 'Average deal cycle length', '3-6 months');
    await page.getByLabel('Industries sold into').fill('FinTech, Healthcare');
    await page.getByLabel('Buyer personas sold to').fill('CFO, VP Finance');
    await page.getByLabel('Quota vs. actual').fill('2024: quota $650K, actual $995K (153%)');
    await page
      .getByLabel('Situation', { exact: true })
      .fill('A regional bank stuck on a legacy reconciliation tool.');
    await page
      .getByLabel('Action', { exact: true })
      .fill('Ran a MEDDIC-led pilot with the CFO and two controllers.');
    await page.getByLabel('Result', { exact: true }).fill('Closed a $180K three-year deal in four months.');
    await page
      .getByLabel('What are you looking for?')
      .fill('A mid-market AE seat at a Series B SaaS company.');
    await pickOption(page, 'Preferred company type', 'SaaS/Software');
    await pickOption(page, 'Preferred company size', 'Small (50-200)');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Profile saved', 'Your profile has been successfully created.');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);

    // Dashboard: the ring by spec section 5's formula on what the server holds.
    const answer = await page.request.get('/api/user/candidate-profile');
    expect(answer.status()).toBe(200);
    const saved = (await answer.json()) as Record<string, unknown>;
    expect(saved.role).toBe('AE');
    const percent = expectedCompleteness(saved);
    await expect(page.getByText('Welcome, Avery Closer!')).toBeVisible();
    await expect(page.getByTestId('profile-completion')).toContainText(`${percent}%`);
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/candidate/profile',
    );
    await expect(page.getByRole('tab', { name: /Opportunities/ })).toContainText('0');
    await expect(page.getByRole('tab', { name: /Interviews/ })).toContainText('0');
    await expect(page.getByTestId('profile-summary')).toContainText('Account Executive');
    await expect(page.getByTestId('profile-summary')).toContainText('3-6 months');
    await expectNoSevereAxeViolations(page);

    // Profile: role badge, About from the short bio, the headshot and the resume through signed links.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByTestId('role-type')).toHaveText('Account Executive');
    await expect(page.getByRole('link', { name: 'Change Role' })).toHaveAttribute(
      'href',
      '/candidate/role-selection',
    );
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/candidate/onboarding/ae',
    );
    await expect(page.getByText('Five years of full-cycle closing in fintech and healthcare.')).toBeVisible();
    const headshot = page.getByRole('img', { name: 'Headshot of Avery Closer' });
    await expect(headshot).toBeVisible();
    await expect.poll(() => headshot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);
    const resumeUrl = await page.getByTestId('resume-link').getAttribute('href');
    const resume = await page.request.get(resumeUrl!);
    expect(resume.ok()).toBe(true);
    expect((await resume.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoSevereAxeViolations(page);

    // One-pagers: none yet.
    await page.goto('/candidate/one-pagers');
    await expect(page.getByText('Typically created within 2-3 business days')).toBeVisible();
    await expectNoSevereAxeViolations(page);
    // Requested once a profile exists: a failure says so.
    await page.route('**/api/user/one-pagers', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.reload();
    await expectToast(
      page,
      'Error',
      'Failed to load your one-pagers. Please try again later.',
      'destructive',
    );
    await page.unroute('**/api/user/one-pagers');

    // Settings: the e-mail is read-only; a new name reaches the header menu at once.
    await page.goto('/candidate/settings');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByLabel('Email Address')).toHaveAttribute('readonly', '');
    await expectNoSevereAxeViolations(page);
    await page.getByLabel('Full Name').fill('A');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await page.getByLabel('Full Name').fill('Avery Q. Closer');
    await page.getByLabel('Location', { exact: true }).fill('Austin, TX');
    await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/avery-closer');
    await page.getByRole('tab', { name: 'Privacy' }).click();
    const showContact = page.getByRole('switch', { name: 'Show my contact details to companies' });
    await expect(showContact).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Show my profile to companies' })).toBeChecked();
    await showContact.click();
    await page.getByRole('tab', { name: 'Password' }).click();
    await expect(page.getByText(/we e-mail a 6-digit code/)).toBeVisible();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Settings saved', 'Your settings have been updated successfully.');
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-name')).toHaveText('Avery Q. Closer');
    await page.keyboard.press('Escape');

    // The account (svc-auth) learns the new name too, so it survives a reload.
    await expect
      .poll(
        async () => {
          const body = (await (await page.request.get('/api/user')).json()) as {
            name?: string;
            user?: { name?: string };
          };
          return body.user?.name ?? body.name;
        },
        { timeout: 15_000 },
      )
      .toBe('Avery Q. Closer');
    await page.reload();
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-name')).toHaveText('Avery Q. Closer');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Privacy' }).click();
    await expect(page.getByRole('switch', { name: 'Show my contact details to companies' })).toBeChecked();

    // Location and LinkedIn now count towards the ring.
    const updated = (await (await page.request.get('/api/user/candidate-profile')).json()) as Record<
      string,
      unknown
    >;
    expect(expectedCompleteness(updated)).toBeGreaterThan(percent);
    await page.goto('/candidate/dashboard');
    await expect(page.getByTestId('profile-completion')).toContainText(`${expectedCompleteness(updated)}%`);

    // The form again: an update now, prefilled, with the other back label.
    await page.goto('/candidate/onboarding/ae');
    await expect(page.getByRole('link', { name: 'Change Default Profile Role' })).toBeVisible();
    await expect(page.getByLabel('Industries sold into')).toHaveValue(/FinTech/);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Profile saved', 'Your profile has been successfully updated.');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);

    // The candidate's own data (beyond the spec, what EU law expects): one file with every service's part.
    await page.goto('/candidate/settings');
    await expect(page.getByText(/links to your files, valid for 15 minutes/)).toBeVisible();
    const { fileName, file } = await downloadMyData(page);
    expect(fileName).toMatch(/^gtm-combine-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(fileName).toContain(file.exportedAt.slice(0, 10));
    expect(file.parts.map((part) => part.service)).toEqual(['svc-auth', 'svc-candidates']);
    const [accountPart, candidatePart] = file.parts.map((part) => JSON.stringify(part.data));
    expect(accountPart).toContain(email);
    expect(accountPart).toContain('Avery Q. Closer');
    expect(candidatePart).toContain(email);
    expect(candidatePart).toContain('Enterprise AE closing six-figure SaaS deals');
    expect(candidatePart).toContain('Closed a $180K three-year deal in four months.');
    // The file links open the candidate's own files while they are valid.
    expect(await linkHeads(page, candidatePart!)).toContainEqual(expect.stringMatching(/^%PDF-/));

    // Delete my account: a dialog says what goes, an e-mailed code confirms.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = await openedDialog(page.getByRole('dialog', { name: 'Delete your account' }));
    await expect(dialog).toContainText('cannot be undone');
    const confirmDeletion = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirmDeletion).toBeDisabled();
    await resetSignInLimits(stack);
    const mailed = (await messagesTo(stack, email)).length;
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expectToast(page, 'Verification code sent', ACCOUNT_DATA_ANSWERS.deletionCodeSent);
    const deletionCode = await codeFor(stack, email, mailed + 1);
    await expectNoSevereAxeViolations(page);
    const codeField = dialog.getByLabel('6-Digit Code');
    await codeField.fill('12');
    await confirmDeletion.click();
    await expect(dialog.getByText(AUTH_MESSAGES.codeTooShort, { exact: true })).toBeVisible();
    // A wrong code is refused with the server's message, and nothing is deleted.
    await codeField.fill(deletionCode === '000000' ? '111111' : '000000');
    await confirmDeletion.click();
    const refusal = page
      .getByTestId('toast')
      .filter({ has: page.getByTestId('toast-title').getByText('Error', { exact: true }) })
      .last();
    await expect(refusal).toHaveAttribute('data-variant', 'destructive');
    await expect(refusal.getByTestId('toast-description')).not.toHaveText('');
    await expect(dialog).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await codeField.fill(deletionCode);
    await confirmDeletion.click();
    await expectToast(page, 'Account deleted', ACCOUNT_DATA_ANSWERS.accountDeleted);
    await expect(page).toHaveURL(/^[^?#]+:\/\/[^/]+\/$/);
    await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
    expect((await page.request.get('/api/user')).status()).toBe(401);

    // The address no longer signs in: the same answer as any address, but no code comes and none is accepted.
    await resetSignInLimits(stack);
    const beforeSignIn = (await messagesTo(stack, email)).length;
    await page.goto('/candidate/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expectToast(page, 'Verification code sent', 'Check your email for the 6-digit verification code.');
    await expect(page.getByTestId('sign-in-screen')).toHaveAttribute('data-step', 'verify');
    // The e-mail worker drops the job of an address without an account: give it time to have sent one.
    await page.waitForTimeout(3000);
    expect(await messagesTo(stack, email)).toHaveLength(beforeSignIn);
    await page.getByLabel('6-Digit Code').fill(deletionCode);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expectToast(page, 'Verification failed', AUTH_ANSWERS.invalidCode, 'destructive');
    await expect(page.getByTestId('sign-in-screen')).toHaveAttribute('data-step', 'verify');
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('settings: a failed download and a refused deletion code toast in the destructive style; axe with the dialog open', async ({
    page,
    context,
    stack,
  }) => {
    // The demo candidate is never deleted: the deletion answers are played by the browser here.
    await signInAs(stack, context, 'candidate');
    await page.route('**/api/user/data-export/candidate', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Export unavailable', code: 'INTERNAL' }),
      }),
    );
    await page.route('**/api/user/account-deletion/request', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, message: ACCOUNT_DATA_ANSWERS.deletionCodeSent }),
      }),
    );
    let confirmations = 0;
    await page.route('**/api/user/account-deletion/confirm', (route) => {
      confirmations++;
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: AUTH_ANSWERS.invalidCode, code: 'BAD_REQUEST' }),
      });
    });
    await page.goto('/candidate/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Danger zone' })).toBeVisible();
    await page.getByRole('button', { name: 'Download my data' }).click();
    await expectToast(page, 'Error', 'Failed to download your data. Please try again.', 'destructive');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = await openedDialog(page.getByRole('dialog', { name: 'Delete your account' }));
    await expect(dialog).toContainText('your account, your profile, your resume and headshot');
    await expect(dialog).toContainText('cannot be undone');
    await expect(dialog.getByLabel('6-Digit Code')).toHaveCount(0);
    await expectNoSevereAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expectToast(page, 'Verification code sent', ACCOUNT_DATA_ANSWERS.deletionCodeSent);
    await dialog.getByLabel('6-Digit Code').fill('12345a');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText(AUTH_MESSAGES.codeNotNumeric, { exact: true })).toBeVisible();
    expect(confirmations).toBe(0);
    await dialog.getByLabel('6-Digit Code').fill('123456');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, 'Error', AUTH_ANSWERS.invalidCode, 'destructive');
    expect(confirmations).toBe(1);
    await expect(dialog).toBeVisible();
    await expectNoSevereAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/candidate\/settings$/);
    expect((await page.request.get('/api/user')).status()).toBe(200);
  });

  test('a failed role selection toasts in the destructive style and stays', async ({
    page,
    context,
    stack,
  }) => {
    await signInAs(stack, context, 'candidate');
    await page.route('**/api/candidate/role-selection', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Role service unavailable', code: 'INTERNAL' }),
      }),
    );
    await page.goto('/candidate/role-selection');
    await page.getByRole('radio', { name: /SDR \/ BDR/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Error', 'Role service unavailable', 'destructive');
    await expect(page).toHaveURL(/\/candidate\/role-selection$/);
  });
  test('the SDR form checks its rules, counts characters and saves', async ({ page, context, stack }) => {
    await signInAs(stack, context, 'candidate');
    await page.goto('/candidate/onboarding/sdr');
    for (const section of ['Role Understanding', 'SDR Specific Information', 'File Uploads']) {
      await expect(page.getByRole('group', { name: section })).toBeVisible();
    }
    const reason = page.getByLabel('Why do you want to start a career in sales?');
    await reason.fill('');
    await page.getByLabel('Passion 1').fill('');
    await page.getByLabel('Passion 2').fill('');
    await page.getByLabel('Passion 3').fill('');
    await page.getByLabel('School', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    for (const message of [
      PROFILE_MESSAGES.careerReasonMin,
      PROFILE_MESSAGES.school,
      PROFILE_MESSAGES.passionsMin,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await reason.fill('x'.repeat(251));
    await expect(page.getByText('251/250 characters')).toBeVisible();
    await expect(page.getByText(PROFILE_MESSAGES.careerReasonMax, { exact: true })).toBeVisible();
    await expectNoSevereAxeViolations(page);

    await reason.fill('I love talking to people and hitting numbers.');
    await expect(page.getByText('45/250 characters')).toBeVisible();
    const remote = page.getByRole('checkbox', { name: 'Remote (100% work from home)' });
    if (!(await remote.isChecked())) await remote.check();
    await page.getByRole('radio', { name: '$60,000 - $80,000' }).check();
    await page.getByLabel('School', { exact: true }).fill('State University');
    await page.getByLabel('Graduation date').fill('May 2025');
    await page.getByLabel('Major').fill('Economics');
    await page.getByLabel('Passion 1').fill('Chess');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Profile saved', /Your profile has been successfully (created|updated)\./);
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    await expect(page.getByTestId('profile-summary')).toContainText('Sales Development Representative');
    await expect(page.getByTestId('profile-summary')).toContainText('Remote (100% work from home)');
    await expect(page.getByTestId('profile-summary')).toContainText('Chess');
  });
});
