/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCandidateOutcome, recordCandidateOutcome } from '@gtm/contracts/operations/outcomes';
import { answerPlacementRetention } from '@gtm/contracts/operations/placements';
import type { TOutcome } from '@gtm/contracts/outcomes';
import { PLACEMENT_ANSWERS } from '@gtm/contracts/placements';
import type { TEmployerPlacement } from '@gtm/contracts/placements';
import { fakeApi, findDialog, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import type { TApiCall } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { OutcomePanel } from './outcome-panel.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });
const PARAMS = { shareId: '64f0c2aa0000000000000001', onePagerId: '64f0c2aa0000000000000002' };
const BASE = `/api/employer/combines/${PARAMS.shareId}/one-pagers/${PARAMS.onePagerId}`;

const outcome = (over: Partial<TOutcome> = {}): TOutcome => ({
  stage: 'offer',
  note: '',
  updatedAt: null,
  updatedByName: null,
  correctedByAdmin: false,
  placedElsewhere: false,
  placement: null,
  ...over,
});

const placement = (over: Partial<TEmployerPlacement> = {}): TEmployerPlacement => ({
  id: '64f0c2aa0000000000000051',
  status: 'pending',
  startDate: '2026-04-01',
  annualSalary: 120_000,
  guarantee: { checkOn: '2026-06-30', asked: false, answer: null },
  ...over,
});

const toastTitles = () => useToastStore.getState().toasts.map((toast) => toast.title);
const writes = (calls: TApiCall[]) => calls.filter((call) => call.method !== 'GET');

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

async function chooseHired() {
  await user.click(await screen.findByRole('combobox', { name: 'Stage' }));
  await user.click(await screen.findByTitle('Hired'));
  await user.click(screen.getByRole('button', { name: 'Save outcome' }));
  return findDialog('Record the hire of Ava Stone');
}

describe("the company's outcome: recording a hire", () => {
  it('asks for the start date and salary first, records nothing on Cancel, then shows the claim waiting', async () => {
    let current = outcome();
    const calls = fakeApi(
      handleOperation(getCandidateOutcome, () => ({ status: 200, body: current })),
      handleOperation(recordCandidateOutcome, ({ body }) => {
        const { startDate, annualSalary } = body as { startDate: string; annualSalary: number };
        current = outcome({ stage: 'hired', placement: placement({ startDate, annualSalary }) });
        return { status: 200, body: current };
      }),
    );
    renderScreen(<OutcomePanel params={PARAMS} candidateName="Ava Stone" />);

    let dialog = await chooseHired();
    expect(within(dialog).getByText(PLACEMENT_ANSWERS.claimExplained)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    dialog = await chooseHired();
    await user.click(within(dialog).getByRole('button', { name: 'Record hire' }));
    expect(await within(dialog).findByText(PLACEMENT_ANSWERS.startDateRequired)).toBeTruthy();
    expect(await within(dialog).findByText(PLACEMENT_ANSWERS.salaryRequired)).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Start date'), '2026-04-01{Enter}');
    await user.type(within(dialog).getByLabelText('Annual salary'), '120000');
    await user.click(within(dialog).getByRole('button', { name: 'Record hire' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      body: { stage: 'hired', note: '', startDate: '2026-04-01', annualSalary: 120_000 },
    });
    expect((await screen.findByTestId('placement-status')).textContent).toBe(
      'Waiting for the candidate to confirm',
    );
    expect(screen.queryByRole('link', { name: 'Invoice (PDF)' })).toBeNull();
  });

  it("shows the server's refusal of a detail on its field and keeps the dialog open", async () => {
    fakeApi(
      handleOperation(getCandidateOutcome, () => ({ status: 200, body: outcome() })),
      handleOperation(recordCandidateOutcome, () => ({
        status: 400,
        body: {
          success: false,
          message: 'Invalid request',
          issues: [{ path: 'startDate', message: PLACEMENT_ANSWERS.startDateInvalid }],
        },
      })),
    );
    renderScreen(<OutcomePanel params={PARAMS} candidateName="Ava Stone" />);
    const dialog = await chooseHired();
    await user.type(within(dialog).getByLabelText('Start date'), '2026-04-01{Enter}');
    await user.type(within(dialog).getByLabelText('Annual salary'), '90000');
    await user.click(within(dialog).getByRole('button', { name: 'Record hire' }));
    expect(await within(dialog).findByText(PLACEMENT_ANSWERS.startDateInvalid)).toBeTruthy();
    expect(toastTitles()).toEqual(['Failed to record the hire']);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe("the company's outcome: its hire", () => {
  it('offers the invoice of a confirmed hire and asks the 90-day question once', async () => {
    let current = outcome({
      stage: 'hired',
      placement: placement({
        status: 'confirmed',
        guarantee: { checkOn: '2026-06-30', asked: true, answer: null },
      }),
    });
    const calls = fakeApi(
      handleOperation(getCandidateOutcome, () => ({ status: 200, body: current })),
      handleOperation(answerPlacementRetention, () => {
        current = outcome({
          stage: 'hired',
          placement: placement({
            status: 'replacement-due',
            guarantee: { checkOn: '2026-06-30', asked: true, answer: 'left' },
          }),
        });
        return { status: 200, body: current };
      }),
    );
    renderScreen(<OutcomePanel params={PARAMS} candidateName="Ava Stone" />);
    expect((await screen.findByTestId('placement-status')).textContent).toBe('Hire confirmed');
    expect(screen.getByRole('link', { name: 'Invoice (PDF)' }).getAttribute('href')).toBe(
      `${BASE}/placement/invoice`,
    );
    const question = screen.getByRole('group', { name: 'Is the person still in the role?' });
    expect(within(question).getByRole('button', { name: 'Yes, still in the role' })).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'No, they left' }));
    await waitFor(() => expect(toastTitles()).toEqual([PLACEMENT_ANSWERS.retentionSaved]));
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'POST', body: { stillInRole: false } }),
    ]);
    expect(writes(calls)[0]?.url.pathname).toBe(`${BASE}/placement/retention`);
    expect((await screen.findByTestId('placement-retention-answer')).textContent).toBe(
      'You told us the person left the role.',
    );
    expect(screen.queryByRole('group', { name: 'Is the person still in the role?' })).toBeNull();
  });

  it('says when the candidate did not confirm the hire, without an invoice', async () => {
    fakeApi(
      handleOperation(getCandidateOutcome, () => ({
        status: 200,
        body: outcome({ stage: 'hired', placement: placement({ status: 'rejected' }) }),
      })),
    );
    renderScreen(<OutcomePanel params={PARAMS} candidateName="Ava Stone" />);
    expect((await screen.findByTestId('placement-status')).textContent).toBe(
      'The candidate did not confirm this hire',
    );
    expect(screen.queryByRole('link', { name: 'Invoice (PDF)' })).toBeNull();
  });
});
