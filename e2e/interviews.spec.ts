import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pathOf } from '@gtm/contracts/operation-path';
import { getShareFeedback } from '@gtm/contracts/operations/combine-shares';
import { requestInterview } from '@gtm/contracts/operations/employer-portal';
import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import { PATHS } from '@gtm/contracts/paths';
import type { TStack } from '@gtm/infra/dev/stack.ts';
import { expectNoSevereAxeViolations } from './admin-screens.ts';
import { call, shareNewOnePagerWithAcme } from './demo-shares.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sessions.ts';
import { openedDialog } from './dialogs.ts';

const stamp = Date.now().toString(36);
const CANDIDATE_EMAIL = 'candidate@gtmcombine.test';
const EMPLOYER_EMAIL = 'employer@gtmcombine.test';

type TStoredEmail = {
  destination: { to: string[] };
  subject: string;
  attachments?: { contentType: string; content: string }[];
};

/**
 * The interview invitations the embedded SES received for an address: their subject and calendar text (an
 * interview's UID; the demo candidate may also hold other calendars, such as a combine day's).
 */
async function invitationsTo(stack: TStack, address: string) {
  const response = await fetch(`${stack.urls.mailbox}/store`);
  const { emails } = (await response.json()) as { emails: TStoredEmail[] };
  return emails
    .filter((email) => email.destination.to.some((to) => to.includes(address)))
    .flatMap((email) => {
      const part = (email.attachments ?? []).find((one) => one.contentType.startsWith('text/calendar'));
      const calendar = part ? Buffer.from(part.content, 'base64').toString() : '';
      return /UID:interview-/.test(calendar.replace(/\r\n[ \t]/g, ''))
        ? [{ subject: email.subject, calendar }]
        : [];
    });
}

/** A start `days` ahead at 10:00, as the picker takes it typed. */
function daysAheadAtTen(days: number): string {
  const day = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())} 10:00`;
}

/** Clicks "Add to calendar" and reads the downloaded file. */
async function addToCalendar(page: Page, scope: ReturnType<Page['getByTestId']>) {
  const download = page.waitForEvent('download');
  await scope.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('interview.ics');
  return readFile((await file.path())!, 'utf8');
}

test.describe('interviews', () => {
  test('an employer requests an interview, the candidate accepts the first time, both receive the invitation, the employer and the admins see it accepted', async ({
    page,
    context,
    stack,
  }) => {
    test.setTimeout(180_000);
    await signInAs(stack, context, 'admin');
    const { combineId, shareId, onePagerId } = await shareNewOnePagerWithAcme(page.request, {
      title: `Interviews ${stamp}`,
      combine: `Interviews Combine ${stamp}`,
      description: 'The demo candidate, for the interview screens.',
    });

    // The employer asks, on the candidate's page, for one of two times.
    await context.clearCookies();
    await signInAs(stack, context, 'employer');
    const candidatePage = PATHS.employer.onePager
      .replace(':shareId', shareId)
      .replace(':onePagerId', onePagerId);
    await page.goto(candidatePage);
    const interviews = page.getByTestId('interviews');
    await interviews.getByRole('button', { name: 'Request interview' }).click();
    const dialog = await openedDialog(page.getByRole('dialog'));
    await dialog.getByRole('textbox', { name: 'Time slot 1' }).fill(daysAheadAtTen(6));
    await dialog.getByRole('textbox', { name: 'Time slot 1' }).press('Enter');
    await dialog.getByRole('button', { name: 'Add a time slot' }).click();
    await dialog.getByRole('textbox', { name: 'Time slot 2' }).fill(daysAheadAtTen(8));
    await dialog.getByRole('textbox', { name: 'Time slot 2' }).press('Enter');
    await dialog.getByLabel('Note').fill('A video call with our sales lead.');
    await dialog.getByRole('button', { name: 'Request interview' }).click();
    await expect(interviews.getByTestId('interview-status')).toHaveText(['Awaiting confirmation']);
    // A second request while this one is open: 409, saying so.
    const second = await page.request.post(pathOf(requestInterview, { shareId, onePagerId }), {
      data: { slots: [{ start: new Date(Date.now() + 9 * 24 * 3600 * 1000).toISOString() }] },
    });
    expect(second.status()).toBe(409);
    expect(((await second.json()) as { message: string }).message).toBe(INTERVIEW_ANSWERS.oneOpen);

    // The candidate accepts the first time on their dashboard.
    await context.clearCookies();
    await signInAs(stack, context, 'candidate');
    await page.goto(PATHS.candidate.dashboard);
    await page.getByRole('tab', { name: /Interviews/ }).click();
    const request = page
      .getByTestId('interview-request')
      .filter({ hasText: 'A video call with our sales lead.' });
    await expect(request.getByTestId('interview-status')).toHaveText('Awaiting your answer');
    await expect(request.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expectNoSevereAxeViolations(page);
    await request.getByRole('radio').first().check();
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: INTERVIEW_ANSWERS.acceptedDone })).toBeVisible();
    await expect(request.getByTestId('interview-status')).toHaveText('Accepted');
    const candidateFile = await addToCalendar(page, request);
    expect(candidateFile).toContain('BEGIN:VCALENDAR');
    expect(candidateFile).toContain('UID:interview-');

    // Both sides receive the invitation: the same interview (UID), METHOD:REQUEST.
    for (const address of [CANDIDATE_EMAIL, EMPLOYER_EMAIL]) {
      await expect
        .poll(async () => (await invitationsTo(stack, address)).length, {
          timeout: 20_000,
          message: `the invitation to ${address}`,
        })
        .toBeGreaterThanOrEqual(1);
    }
    const [toCandidate] = await invitationsTo(stack, CANDIDATE_EMAIL);
    const [toEmployer] = await invitationsTo(stack, EMPLOYER_EMAIL);
    expect(toCandidate!.subject).toMatch(/^Interview confirmed: /);
    for (const invitation of [toCandidate!, toEmployer!]) {
      expect(invitation.calendar).toContain('METHOD:REQUEST');
      expect(invitation.calendar).toMatch(/ORGANIZER;CN="?GTM Combine/);
    }
    const uid = /UID:(\S+)/.exec(toCandidate!.calendar)?.[1];
    expect(uid).toBeDefined();
    expect(toEmployer!.calendar).toContain(`UID:${uid}`);
    expect(candidateFile).toContain(`UID:${uid}`);

    // The employer sees it accepted, whom they meet, and may add it to a calendar.
    await context.clearCookies();
    await signInAs(stack, context, 'employer');
    await page.goto(candidatePage);
    await expect(interviews.getByTestId('interview-status')).toHaveText(['Accepted']);
    await expect(interviews.getByTestId('interview-candidate')).toContainText('Demo Candidate');
    expect(await addToCalendar(page, interviews)).toContain(`UID:${uid}`);

    // The admins read it on the combine's Sharing tab: the request's status in the company's feedback.
    await context.clearCookies();
    await signInAs(stack, context, 'admin');
    const feedback = await call<{
      candidates: { onePagerId: string; interviewRequests: { status: string }[] }[];
    }>(page.request, 'GET', pathOf(getShareFeedback, { id: combineId, shareId }));
    expect(
      feedback.candidates
        .find((row) => row.onePagerId === onePagerId)
        ?.interviewRequests.map((row) => row.status),
    ).toEqual(['accepted']);
    await page.goto(PATHS.admin.talentCombine.replace(':id', combineId));
    const combineDialog = await openedDialog(
      page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Sharing' }) }),
    );
    await combineDialog.getByRole('tab', { name: 'Sharing' }).click();
    await combineDialog
      .getByRole('table', { name: 'Companies this combine is shared with' })
      .getByRole('row')
      .filter({ hasText: 'Acme Analytics' })
      .getByRole('button', { name: 'Feedback from Acme Analytics' })
      .click();
    const feedbackDialog = page.getByRole('dialog', { name: 'Feedback from Acme Analytics' });
    const state = feedbackDialog.getByTestId('interview-request-state');
    await expect(state.getByTestId('interview-status')).toHaveText('Accepted');
    await expect(state).toContainText('Agreed time:');
    await expectNoSevereAxeViolations(page);
  });
});
