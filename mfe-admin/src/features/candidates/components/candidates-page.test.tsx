/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listCandidateProfiles, listCandidateUsers } from '@gtm/contracts/operations/admin-candidates';
import { PATHS } from '@gtm/contracts/paths';
import type { TCandidateProfileRow, TCandidateUserRow } from '@gtm/contracts/talent';
import { fakeApi, handleOperation, pageOf, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { CandidatesPage } from './candidates-page.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const PRIYA: TCandidateProfileRow = {
  id: '64f0c2aa0000000000000001',
  userId: '64f0c2aa0000000000000011',
  name: 'Priya Shah',
  email: 'priya.ae@gtmcombine.test',
  role: 'AE',
  location: 'A town with a very long name that does not fit in its column at all, not even close',
  status: 'active',
  methodologies: ['MEDDIC', 'SPIN', 'Challenger Sale'],
  industries: ['SaaS'],
  createdAt: '2026-03-15T18:00:00.000Z',
  updatedAt: '2026-03-15T18:00:00.000Z',
};
const NOAH: TCandidateUserRow = {
  userId: '64f0c2aa0000000000000021',
  name: 'Noah Fischer',
  email: 'noah@example.test',
  created_at: '2026-03-15T18:00:00.000Z',
  role: null,
  status: 'incomplete',
  hasProfile: false,
  remindedAt: null,
};

afterEach(cleanup);

describe('CandidatesPage', () => {
  it('keeps every row action in the fixed actions column and says "Found 1 candidate" in the singular', async () => {
    const calls = fakeApi(
      handleOperation(listCandidateProfiles, () => ({ status: 200, body: pageOf([PRIYA]) })),
      handleOperation(listCandidateUsers, () => ({ status: 200, body: pageOf([NOAH]) })),
    );
    renderScreen(<CandidatesPage />, { path: PATHS.admin.candidates, route: PATHS.admin.candidates });
    // The rows are in once the answer is (an empty table is drawn without its scroll, then redrawn).
    await screen.findByText('Priya Shah');
    await screen.findByText('Noah Fischer');
    const profiles = screen.getByRole('table', { name: 'Complete profiles' });
    const priya = within(profiles).getByText('Priya Shah').closest('tr') as HTMLElement;
    for (const name of ['View Priya Shah', 'Edit Priya Shah', 'Delete Priya Shah']) {
      expect(within(priya).getByRole('button', { name }).closest('td')?.className).toContain(
        'ant-table-cell-fix-end',
      );
    }
    // The long location is cut in its cell, its whole text kept for the tooltip.
    expect(within(priya).getByText(PRIYA.location!).closest('td')?.className).toContain(
      'ant-table-cell-ellipsis',
    );
    // First 2 methodologies plus a +N count (spec section 2).
    expect(within(priya).getByText('+1')).toBeTruthy();
    const registrations = screen.getByRole('table', { name: 'Incomplete registrations' });
    const noah = within(registrations).getByText('Noah Fischer').closest('tr') as HTMLElement;
    expect(within(noah).getByText('Not selected')).toBeTruthy();
    expect(
      within(noah).getByRole('button', { name: 'Send Reminder to Noah Fischer' }).closest('td')?.className,
    ).toContain('ant-table-cell-fix-end');

    await user.type(screen.getByRole('searchbox', { name: 'Search candidates by name or email' }), 'priya');
    await waitFor(() =>
      expect(screen.getByTestId('search-summary').textContent).toBe('Found 1 candidate matching "priya"'),
    );
    // One search goes to both lists.
    expect(calls.filter((call) => call.url.searchParams.get('search') === 'priya').length).toBe(2);
  });
});
