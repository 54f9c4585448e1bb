/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DECISION_ANSWERS } from '@gtm/contracts/decisions';
import type { TDecisionDue } from '@gtm/contracts/decisions';
import { listDueDecisions } from '@gtm/contracts/operations/decisions';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { DecisionsPage } from './decisions-page.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const ACME = '64f0c2aa0000000000000001';
const BOLT = '64f0c2aa0000000000000002';
const DUE: TDecisionDue = {
  id: '64f0c2aa00000000000000a1',
  shareId: '64f0c2aa00000000000000b1',
  companyId: ACME,
  companyName: 'Acme Analytics',
  timeZone: 'America/Los_Angeles',
  combineId: '64f0c2aa00000000000000c1',
  combineName: 'Spring SDRs',
  onePagerId: '64f0c2aa00000000000000d1',
  candidateName: 'Kim Lee',
  metAt: '2027-03-12T23:00:00.000Z',
  dueAt: '2027-03-20T06:59:59.999Z',
  overdue: false,
};
const OVERDUE: TDecisionDue = {
  ...DUE,
  id: '64f0c2aa00000000000000a2',
  companyId: BOLT,
  companyName: 'Bolt Data',
  timeZone: 'UTC',
  combineName: null,
  metAt: '2027-03-01T10:00:00.000Z',
  dueAt: '2027-03-08T23:59:59.999Z',
  overdue: true,
};

afterEach(cleanup);

/** The API of the decisions, filtering as the service does. */
const decisionsApi = (items: TDecisionDue[]) =>
  fakeApi(
    handleOperation(listDueDecisions, ({ url }) => {
      const companyId = url.searchParams.get('companyId');
      const status = url.searchParams.get('status');
      return {
        status: 200,
        body: {
          items: items.filter(
            (item) =>
              (!companyId || item.companyId === companyId) &&
              (!status || (status === 'overdue') === item.overdue),
          ),
        },
      };
    }),
  );

describe('DecisionsPage', () => {
  it("lists due and overdue decisions with the deadline in the company's time, and filters by status", async () => {
    const calls = decisionsApi([DUE, OVERDUE]);
    renderScreen(<DecisionsPage />, { path: '/admin/dashboard/decisions' });
    await screen.findByText('Acme Analytics');
    const table = screen.getByRole('table', { name: 'Decisions' });
    const row = within(table).getByText('Acme Analytics').closest('tr') as HTMLElement;
    expect(within(row).getByText('America/Los_Angeles')).toBeTruthy();
    expect(within(row).getByText('Spring SDRs')).toBeTruthy();
    expect(within(row).getByText('Fri, Mar 19, 2027, 11:59 PM PDT')).toBeTruthy();
    expect(within(row).getByText('Due')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: /One-pager of Kim Lee, whom Acme Analytics met/ }),
    ).toBeTruthy();
    const late = within(table).getByText('Bolt Data').closest('tr') as HTMLElement;
    expect(within(late).getByText('Overdue')).toBeTruthy();
    expect(within(late).getByText('(deleted combine)')).toBeTruthy();
    expect(screen.getByTestId('decisions-summary').textContent).toBe('1 due, 1 overdue');

    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByTitle('Overdue'));
    await waitFor(() => expect(within(table).queryByText('Acme Analytics')).toBeNull());
    expect(within(table).getByText('Bolt Data')).toBeTruthy();
    expect(calls.some((call) => call.url.searchParams.get('status') === 'overdue')).toBe(true);
  });

  it("reads the company from the address (the overdue notice's link) and says when nothing is due", async () => {
    const calls = decisionsApi([DUE]);
    renderScreen(<DecisionsPage />, { path: `/admin/dashboard/decisions?companyId=${BOLT}` });
    expect(await screen.findByText('No decisions match these filters.')).toBeTruthy();
    expect(calls.some((call) => call.url.searchParams.get('companyId') === BOLT)).toBe(true);
    cleanup();
    decisionsApi([]);
    renderScreen(<DecisionsPage />, { path: '/admin/dashboard/decisions' });
    expect(await screen.findByText(DECISION_ANSWERS.empty)).toBeTruthy();
  });
});
