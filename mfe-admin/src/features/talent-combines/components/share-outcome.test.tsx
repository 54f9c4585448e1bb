/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { correctCandidateOutcome, listShareOutcomes } from '@gtm/contracts/operations/outcomes';
import type { TShareOutcomes } from '@gtm/contracts/outcomes';
import { PLACEMENT_ANSWERS } from '@gtm/contracts/placements';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { ShareOutcome } from './share-outcome.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const IDS = {
  talentCombineId: '64f0c2aa0000000000000001',
  shareId: '64f0c2aa0000000000000002',
  onePagerId: '64f0c2aa0000000000000003',
};

const outcomes: TShareOutcomes = {
  items: [
    {
      onePagerId: IDS.onePagerId,
      candidateName: 'Ava Stone',
      stage: 'offer',
      note: '',
      updatedAt: '2026-03-16T10:00:00.000Z',
      history: [
        { stage: 'hired', note: '', at: '2026-03-15T10:00:00.000Z', by: 'employer', byName: 'Erin' },
        { stage: 'offer', note: '', at: '2026-03-16T10:00:00.000Z', by: 'candidate', byName: null },
      ],
      placedWith: null,
    },
  ],
};

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe("the admins' correction of an outcome", () => {
  it('names the candidate in the history, and corrects to Hired only with the start date and salary', async () => {
    const calls = fakeApi(
      handleOperation(listShareOutcomes, () => ({ status: 200, body: outcomes })),
      handleOperation(correctCandidateOutcome, () => ({
        status: 200,
        body: {
          stage: 'hired',
          note: '',
          updatedAt: '2026-03-17T10:00:00.000Z',
          updatedByName: 'Admin',
          correctedByAdmin: true,
          placedElsewhere: false,
          placement: null,
        },
      })),
    );
    renderScreen(<ShareOutcome {...IDS} candidateName="Ava Stone" />);
    expect(await screen.findByText(/Offer · .* \(the candidate\)$/)).toBeTruthy();
    expect(screen.queryByLabelText('Start date of Ava Stone')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Correct the outcome of Ava Stone' }));
    await user.click(await screen.findByTitle('Hired'));
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    expect(await screen.findByText(PLACEMENT_ANSWERS.startDateRequired)).toBeTruthy();
    expect(await screen.findByText(PLACEMENT_ANSWERS.salaryRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.type(screen.getByLabelText('Start date of Ava Stone'), '2026-05-04{Enter}');
    await user.type(screen.getByLabelText('Annual salary of Ava Stone'), '88000');
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      stage: 'hired',
      note: '',
      startDate: '2026-05-04',
      annualSalary: 88_000,
    });
  });
});
