/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerPlacement, listCandidatePlacements } from '@gtm/contracts/operations/placements';
import { PLACEMENT_ANSWERS } from '@gtm/contracts/placements';
import type { TCandidatePlacement } from '@gtm/contracts/placements';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import type { TApiCall } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { PlacementsCard } from './placements-card.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const placement = (over: Partial<TCandidatePlacement> = {}): TCandidatePlacement => ({
  id: '64f0c2aa00000000000000a1',
  companyName: 'Acme Corp',
  status: 'pending',
  startDate: '2026-04-01',
  annualSalary: 80_000,
  currency: 'EUR',
  createdAt: '2026-03-15T18:00:00.000Z',
  ...over,
});

const toasts = () => useToastStore.getState().toasts;
const answers = (calls: TApiCall[]) => calls.filter((call) => call.method === 'POST');

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe("the candidate's hires to confirm", () => {
  it('confirms a recorded hire, says so, and lists it among the placements', async () => {
    let current = [
      placement(),
      placement({ id: '64f0c2aa00000000000000a2', companyName: 'Globex', status: 'rejected' }),
    ];
    const calls = fakeApi(
      handleOperation(listCandidatePlacements, () => ({ status: 200, body: { items: current } })),
      handleOperation(answerPlacement, () => {
        current = [{ ...current[0]!, status: 'confirmed' }, current[1]!];
        return { status: 200, body: current[0] };
      }),
    );
    renderScreen(<PlacementsCard hasProfile />);
    const card = await screen.findByRole('region', { name: 'Hires to confirm' });
    expect(
      within(card).getByText('Acme Corp recorded that they hired you, starting Apr 1, 2026.'),
    ).toBeTruthy();
    // The terms the company recorded, before Confirm: the salary in its currency, the code visible.
    const terms = within(card).getByTestId('hire-terms');
    for (const text of ['Acme Corp', 'Apr 1, 2026', 'EUR 80,000.00', 'EUR'])
      expect(within(terms).getByText(text)).toBeTruthy();
    const placed = screen.getByRole('region', { name: 'Your placements' });
    expect(within(placed).getByText('Globex')).toBeTruthy();
    expect(within(placed).getByText('Rejected')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toasts().map((toast) => toast.title)).toEqual([PLACEMENT_ANSWERS.confirmed]));
    expect(answers(calls)[0]?.url.pathname).toBe('/api/user/placements/64f0c2aa00000000000000a1/response');
    expect(answers(calls)[0]?.body).toEqual({ action: 'confirm' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Hires to confirm' })).toBeNull());
    expect(
      within(screen.getByRole('region', { name: 'Your placements' })).getByText('Confirmed'),
    ).toBeTruthy();
  });

  it('rejects only once the candidate says so, and shows the refusal of an answered hire', async () => {
    const calls = fakeApi(
      handleOperation(listCandidatePlacements, () => ({ status: 200, body: { items: [placement()] } })),
      handleOperation(answerPlacement, () => ({
        status: 409,
        body: { success: false, message: PLACEMENT_ANSWERS.notPending },
      })),
    );
    renderScreen(<PlacementsCard hasProfile />);
    const card = await screen.findByRole('region', { name: 'Hires to confirm' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The company is told you did not confirm it.')).toBeTruthy();
    expect(answers(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reject hire' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ description: PLACEMENT_ANSWERS.notPending, variant: 'destructive' }),
      ),
    );
    expect(answers(calls)[0]?.body).toEqual({ action: 'reject' });
  });

  it('shows nothing while no company recorded a hire', async () => {
    const calls = fakeApi(
      handleOperation(listCandidatePlacements, () => ({ status: 200, body: { items: [] } })),
    );
    const { container } = renderScreen(<PlacementsCard hasProfile />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
