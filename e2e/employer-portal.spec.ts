import type { Browser, BrowserContext, Page } from '@playwright/test';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { pathOf } from '@gtm/contracts/operation-path';
import { listCombineShares, withdrawCombineShare } from '@gtm/contracts/operations/combine-shares';
import { listClientCompanies } from '@gtm/contracts/operations/client-companies';
import { getEmployerDashboard } from '@gtm/contracts/operations/employer-portal';
import { listTalentCombines } from '@gtm/contracts/operations/talent-combines';
import { PATHS } from '@gtm/contracts/paths';
import { DEMO_ADMIN, DEMO_CANDIDATES } from '@gtm/contracts/users';
import type { TStack } from '@gtm/infra/dev/stack.ts';
import {
  chooseSearchedOption,
  confirmShare,
  expectNoSevereAxeViolations,
  expectToast,
} from './admin-screens.ts';
import { expect, test } from './fixtures.ts';
import { codeFor, messagesTo } from './mailbox.ts';
import { resetSignInLimits, signInAs } from './sessions.ts';
import { openedDialog } from './dialogs.ts';

/**
 * The employer portal across areas (issue 13), on the demo data of a fresh start: the demo admin shares the
 * demo combine with the demo employer's company (Acme Analytics, full view); the demo employer rates a candidate
 * and requests an interview; the admin sees both, and is e-mailed; an employer of another company (Cobalt Cloud)
 * sees nothing of it, and once disabled is signed out and cannot sign in again.
 */

const DEMO_COMBINE = 'Q1 GTM Talent Combine';
const stamp = Date.now().toString(36);
const OTHER_EMPLOYER = { name: 'Bea Cobalt', email: `bea-${stamp}@cobalt-cloud.test` };

const dialog = (page: Page) => page.getByRole('dialog').last();

async function newSignedInPage(browser: Browser, stack: TStack, kind: 'admin' | 'employer') {
  const context = await browser.newContext({ baseURL: stack.urls.portal });
  await signInAs(stack, context, kind);
  return { context, page: await context.newPage() };
}

/** The demo combine's id: the demo seed writes it a moment after the stack starts, so it is waited for. */
async function demoCombineId(page: Page): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(
          `${pathOf(listTalentCombines)}?search=${encodeURIComponent(DEMO_COMBINE)}`,
        );
        const { items } = (await answer.json()) as { items: { id: string; name: string }[] };
        id = items.find((item) => item.name === DEMO_COMBINE)?.id;
        return id;
      },
      { timeout: 30_000, message: `the demo combine "${DEMO_COMBINE}" is seeded` },
    )
    .toBeDefined();
  return id!;
}

/** A start a week ahead at 10:00, as the picker takes it typed. */
function nextWeekAtTen(): string {
  const day = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())} 10:00`;
}

async function signInAsEmployer(page: Page, stack: TStack, email: string) {
  const before = (await messagesTo(stack, email)).length;
  await page.goto(PATHS.employerAuth);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByLabel('6-Digit Code').fill(await codeFor(stack, email, before + 1));
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

test.describe('the employer portal across areas', () => {
  test('a combine shared with company A reaches A’s employer, whose rating and interview request reach the admin; company B sees nothing; a disabled employer is signed out for good', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(240_000);
    await resetSignInLimits(stack);
    const contexts: BrowserContext[] = [];
    try {
      // --- The admin shares the demo combine with Acme Analytics.
      const admin = await newSignedInPage(browser, stack, 'admin');
      contexts.push(admin.context);
      const combineId = await demoCombineId(admin.page);
      const combinePath = PATHS.admin.talentCombine.replace(':id', combineId);
      await admin.page.goto(combinePath);
      await expect(await openedDialog(dialog(admin.page))).toContainText(DEMO_COMBINE);
      await dialog(admin.page).getByRole('tab', { name: 'Sharing' }).click();
      const picker = admin.page.getByRole('combobox', { name: 'Share with companies' });
      await chooseSearchedOption(admin.page, picker, 'acme analytics', 'Acme Analytics');
      await dialog(admin.page).getByRole('button', { name: 'Share', exact: true }).click();
      await confirmShare(admin.page, ['Acme Analytics']);
      await expectToast(admin.page, 'Talent combine shared', EMPLOYER_ANSWERS.shared(1));
      const sharesTable = admin.page.getByRole('table', { name: 'Companies this combine is shared with' });
      const acmeRow = sharesTable.getByRole('row').filter({ hasText: 'Acme Analytics' });
      await expect(acmeRow).toContainText('Not viewed yet');

      // --- Acme's employer sees it, opens a candidate, rates and requests an interview.
      const employer = await newSignedInPage(browser, stack, 'employer');
      contexts.push(employer.context);
      await employer.page.goto(PATHS.employer.dashboard);
      await expect(employer.page.getByTestId('employer-company')).toContainText('Acme Analytics');
      const card = employer.page.getByTestId('combine-card').filter({ hasText: DEMO_COMBINE });
      await expect(card.getByTestId('combine-new')).toHaveText('New');
      await expectNoSevereAxeViolations(employer.page);
      await card.getByRole('link', { name: DEMO_COMBINE, exact: true }).click();
      await expect(employer.page.getByRole('heading', { level: 1, name: DEMO_COMBINE })).toBeVisible();
      const shareUrl = employer.page.url();
      await expectNoSevereAxeViolations(employer.page);

      const first = employer.page.getByTestId('candidate-card').first();
      const candidateName = ((await first.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
      // Acme has full view: the candidate's real name, one of the demo candidates.
      const candidate = DEMO_CANDIDATES.find((demo) => demo.name === candidateName);
      expect(candidate, `"${candidateName}" is a demo candidate's name`).toBeDefined();
      await first.getByRole('link', { name: candidateName, exact: true }).click();
      await expect(employer.page.getByRole('heading', { level: 1, name: candidateName })).toBeVisible();
      await expectNoSevereAxeViolations(employer.page);

      const evaluation = employer.page.getByTestId('evaluation');
      await evaluation
        .locator('label')
        .filter({ hasText: /^Interested$/ })
        .click();
      await evaluation.getByRole('radio', { name: '4 of 4 stars: Strong fit' }).click();
      await evaluation.getByRole('button', { name: 'Save evaluation' }).click();
      await expectToast(employer.page, EMPLOYER_ANSWERS.evaluationSaved, 'Your evaluation has been saved.');

      // The team's private note: saved in place, still there when the page opens again, never the admins'.
      const note = employer.page.getByTestId('private-note');
      await note.getByLabel('Note').fill(`Team only ${stamp}: ask about the ramp`);
      await note.getByRole('button', { name: 'Save note' }).click();
      await expectToast(employer.page, EMPLOYER_ANSWERS.noteSaved, 'Only your team can read it.');
      await employer.page.reload();
      await expect(employer.page.getByTestId('private-note').getByLabel('Note')).toHaveValue(
        `Team only ${stamp}: ask about the ramp`,
      );

      await employer.page
        .getByTestId('interviews')
        .getByRole('button', { name: 'Request interview' })
        .click();
      const request = await openedDialog(employer.page.getByRole('dialog'));
      const slot = request.getByLabel('Time slot 1');
      await slot.fill(nextWeekAtTen());
      await slot.press('Enter');
      await request.getByLabel('Note').fill(`Cross-area check ${stamp}`);
      await expectNoSevereAxeViolations(employer.page);
      await request.getByRole('button', { name: 'Request interview' }).click();
      await expectToast(employer.page, 'Interview requested', EMPLOYER_ANSWERS.interviewRequested);

      // --- The admin sees the first view, the rating and the interview request, and is e-mailed of both.
      await admin.page.reload();
      await (await openedDialog(dialog(admin.page))).getByRole('tab', { name: 'Sharing' }).click();
      await expect(acmeRow).not.toContainText('Not viewed yet');
      await acmeRow.getByRole('button', { name: 'Feedback from Acme Analytics' }).click();
      const feedback = admin.page.getByRole('dialog', { name: 'Feedback from Acme Analytics' });
      const rated = feedback.getByTestId('share-feedback-candidate').filter({ hasText: candidateName });
      await expect(rated).toContainText('Interested');
      await expect(rated).toContainText(`Cross-area check ${stamp}`);
      await expect(feedback).not.toContainText(`Team only ${stamp}`);
      await expectNoSevereAxeViolations(admin.page);
      await expect
        .poll(async () => (await messagesTo(stack, DEMO_ADMIN.email)).map((mail) => mail.subject), {
          timeout: 20_000,
        })
        .toEqual(
          expect.arrayContaining([
            `Acme Analytics: Interested on ${candidateName}`,
            `Acme Analytics requests an interview with ${candidateName}`,
          ]),
        );
      // The candidate's interview notifications are on (the default): they are asked too.
      await expect
        .poll(async () => (await messagesTo(stack, candidate!.email)).map((mail) => mail.subject), {
          timeout: 20_000,
        })
        .toContain('Acme Analytics would like to interview you');
      await feedback.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

      // --- The admin invites an employer of Cobalt Cloud, who signs in and sees nothing of Acme's.
      await admin.page.goto(PATHS.admin.clientUsers);
      await admin.page.getByRole('button', { name: 'Invite User' }).click();
      await (await openedDialog(dialog(admin.page))).getByLabel('Full Name').fill(OTHER_EMPLOYER.name);
      await dialog(admin.page).getByLabel('Email').fill(OTHER_EMPLOYER.email);
      const company = dialog(admin.page).getByRole('combobox', { name: 'Company' });
      await chooseSearchedOption(admin.page, company, 'cobalt', 'Cobalt Cloud');
      await expect(dialog(admin.page).getByTitle('Cobalt Cloud', { exact: true })).toBeVisible();
      await dialog(admin.page).getByRole('button', { name: 'Send Invitation' }).click();
      await expectToast(admin.page, 'Invitation sent', `${OTHER_EMPLOYER.name} (${OTHER_EMPLOYER.email})`);
      await expect
        .poll(async () => (await messagesTo(stack, OTHER_EMPLOYER.email)).length, { timeout: 20_000 })
        .toBeGreaterThan(0);

      const otherContext = await browser.newContext({ baseURL: stack.urls.portal });
      contexts.push(otherContext);
      const other = await otherContext.newPage();
      await signInAsEmployer(other, stack, OTHER_EMPLOYER.email);
      await expect(other).toHaveURL(/\/employer\/dashboard$/);
      await expect(other.getByTestId('employer-company')).toContainText('Cobalt Cloud');
      await expect(other.getByTestId('combine-card').filter({ hasText: DEMO_COMBINE })).toHaveCount(0);
      await expect(
        other.getByText('No talent combines have been shared with your company yet.'),
      ).toBeVisible();
      await expectNoSevereAxeViolations(other);
      await other.goto(shareUrl);
      await expect(other.getByRole('heading', { level: 1, name: 'Talent combine not found' })).toBeVisible();
      await expect(other.getByText(candidateName)).toHaveCount(0);

      // --- The admin disables them: their open session ends, and signing in again is refused.
      await admin.page
        .getByRole('searchbox', { name: 'Search users by name or email' })
        .fill(OTHER_EMPLOYER.email);
      // The filtered page is in (a click during the search's re-render would land on the unfiltered list).
      await expect(admin.page.getByText(`Found 1 user matching "${OTHER_EMPLOYER.email}"`)).toBeVisible();
      const row = admin.page.getByRole('row').filter({ hasText: OTHER_EMPLOYER.email });
      await row.getByRole('button', { name: `Disable ${OTHER_EMPLOYER.name}` }).click();
      await admin.page.getByRole('button', { name: 'Yes, disable' }).click();
      await expect(row).toContainText('Disabled');
      await expect
        .poll(
          async () => {
            await other.goto(PATHS.employer.dashboard);
            return new URL(other.url()).pathname;
          },
          { timeout: 20_000, message: 'the disabled employer’s session ends' },
        )
        .toBe(PATHS.employerAuth);
      await resetSignInLimits(stack);
      await signInAsEmployer(other, stack, OTHER_EMPLOYER.email);
      await expect(other.getByText(EMPLOYER_ANSWERS.accessRevoked)).toBeVisible();
      await expect(other).toHaveURL(/\/employer\/auth$/);

      // The demo data as a fresh start has it: the demo combine shared with nobody (its feedback is kept).
      const shares = (await (
        await admin.page.request.get(pathOf(listCombineShares, { id: combineId }))
      ).json()) as { items: { id: string; companyName: string; withdrawnAt: string | null }[] };
      for (const share of shares.items.filter((item) => item.withdrawnAt === null)) {
        const withdrawn = await admin.page.request.delete(
          pathOf(withdrawCombineShare, { id: combineId, shareId: share.id }),
        );
        expect(withdrawn.ok()).toBe(true);
      }
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});

test.describe('the employer path asks svc-clients nothing (issue 24)', () => {
  /** svc-clients' answered requests by route, from its own /metrics (its health probes aside). */
  const servedBySvcClients = async (stack: TStack) => {
    const text = await (await fetch(`${stack.urls.services['svc-clients']}/metrics`)).text();
    return text
      .split('\n')
      .filter((line) => line.startsWith('http_request_duration_seconds_count{'))
      .filter((line) => !/route="\/(health|ready|metrics)/.test(line))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  };

  test("twenty dashboard reads leave svc-clients' request count where it was", async ({
    page,
    context,
    stack,
  }) => {
    // The count is read right: an admin's list of client companies is one svc-clients request.
    await signInAs(stack, context, 'admin');
    const unseen = await servedBySvcClients(stack);
    expect((await page.request.get(pathOf(listClientCompanies))).status()).toBe(200);
    expect(await servedBySvcClients(stack)).toBe(unseen + 1);

    await context.clearCookies();
    await signInAs(stack, context, 'employer');
    const read = async () => {
      const answer = await page.request.get(pathOf(getEmployerDashboard));
      expect(answer.status()).toBe(200);
    };
    await read();
    const before = await servedBySvcClients(stack);
    for (let reads = 0; reads < 20; reads += 1) await read();
    expect(await servedBySvcClients(stack)).toBe(before);
  });
});
