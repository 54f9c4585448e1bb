import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { PROFILE_MESSAGES } from '@gtm/contracts/candidate-profile';
import { expect, test } from './fixtures.ts';
import { codeFor } from './mailbox.ts';
import { resetSignInLimits, signInAs } from './sessions.ts';

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

/**
 * axe on the screen itself: the shell's toasts are dismissed first, since their region (an `ol` whose items carry
 * role status or alert) is the shell's and is reported apart from the candidate screens.
 */
async function expectNoSevereAxeViolations(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  // A toast may leave by itself between the count and the click: either way it is gone, as asserted below.
  while ((await dismiss.count()) > 0)
    await dismiss
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([]);
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

async function pickOption(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test.describe('the candidate area', () => {
  test('a new candidate chooses AE, completes the profile with files, sees it and changes settings', async ({
    page,
    stack,
  }) => {
    test.setTimeout(240_000);
    const email = await registerCandidate(page, stack, 'Avery Closer');

    // Role selection: Continue waits for a choice.
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Role' })).toBeVisible();
    await expect(page.getByText('Select the role that best describes your experience.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /SDR \/ BDR/ })).toBeVisible();
    const proceed = page.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeDisabled();
    await expectNoSevereAxeViolations(page);
    await page.getByRole('radio', { name: /Account Executive \(AE\)/ }).click();
    await expect(page.getByRole('radio', { name: /Account Executive \(AE\)/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
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
