/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  confirmPlacement,
  listPlacements,
  markPlacementInvoicePaid,
  sendPlacementInvoice,
  voidPlacementInvoice,
} from '@gtm/contracts/operations/placements';
import { PLACEMENT_ANSWERS } from '@gtm/contracts/placements';
import type { TAdminPlacement, TAdminPlacements } from '@gtm/contracts/placements';
import { fakeApi, findDialog, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { PlacementsPage } from './placements-page.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const PENDING_ID = '64f0c2aa0000000000000001';
const CONFIRMED_ID = '64f0c2aa0000000000000002';

const placement = (over: Partial<TAdminPlacement> = {}): TAdminPlacement => ({
  id: PENDING_ID,
  candidateName: 'Ava Stone',
  companyId: '64f0c2aa00000000000000c1',
  companyName: 'Acme Corp',
  combineId: '64f0c2aa00000000000000d1',
  onePagerId: '64f0c2aa00000000000000e1',
  startDate: '2026-04-01',
  annualSalary: 120_000,
  currency: 'USD',
  feePercent: null,
  fee: null,
  taxPercent: null,
  tax: null,
  total: null,
  status: 'pending',
  invoice: null,
  guarantee: { checkOn: '2026-06-30', asked: false, answer: null },
  createdAt: '2026-03-15T18:00:00.000Z',
  confirmedAt: null,
  answeredBy: null,
  ...over,
});

const confirmed = placement({
  id: CONFIRMED_ID,
  candidateName: 'Ben Ortiz',
  companyName: 'Globex',
  annualSalary: 95_000,
  currency: 'EUR',
  feePercent: 17.5,
  fee: 16_625,
  taxPercent: 19,
  tax: 3_158.75,
  total: 19_783.75,
  status: 'confirmed',
  invoice: {
    number: 'GTM-2026-00007',
    status: 'sent',
    issuedAt: '2026-03-16T10:00:00.000Z',
    dueOn: '2026-04-15',
    paidAt: null,
    creditNote: null,
  },
  confirmedAt: '2026-03-16T10:00:00.000Z',
  answeredBy: 'candidate',
});

const page = (items: TAdminPlacement[]): TAdminPlacements => ({
  items,
  total: items.length,
  totals: {
    feesThisMonth: [{ currency: 'EUR', amount: 16_625 }],
    unpaid: [{ currency: 'EUR', amount: 19_783.75 }],
    pending: 1,
    replacementDue: 0,
  },
});

const toastTitles = () => useToastStore.getState().toasts.map((toast) => toast.title);

/** jsdom's screen matches no media query (a phone, to antd's breakpoints); a test may be on a wide one. */
const phoneMatchMedia = window.matchMedia;
const onWideScreen = () => {
  window.matchMedia = (query: string) => ({
    ...phoneMatchMedia(query),
    matches: query.includes('min-width'),
  });
};

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
  window.matchMedia = phoneMatchMedia;
});

describe('PlacementsPage', () => {
  it('shows the totals and each placement with its fee and invoice, and filters by status on the server', async () => {
    onWideScreen();
    const calls = fakeApi(
      handleOperation(listPlacements, ({ url }) => ({
        status: 200,
        body: page(url.searchParams.get('status') === 'confirmed' ? [confirmed] : [placement(), confirmed]),
      })),
    );
    renderScreen(<PlacementsPage />);
    // The rows are in once the answer is (an empty table is drawn without its scroll, then redrawn).
    await screen.findAllByText('Ben Ortiz');
    const table = screen.getByRole('table', { name: 'Placements' });
    const totals = screen.getByRole('region', { name: 'Placement totals' });
    expect(within(totals).getByTestId('placements-total-fees').textContent).toContain('EUR 16,625.00');
    expect(within(totals).getByTestId('placements-total-pending').textContent).toContain('1');

    const row = within(table).getByText('Ben Ortiz').closest('tr')!;
    for (const text of [
      'Globex',
      'Starts Apr 1, 2026',
      'EUR 95,000.00',
      'EUR 16,625.00',
      '17.5%, tax 19%: EUR 3,158.75',
      'EUR 19,783.75',
      'Confirmed',
      'GTM-2026-00007',
      'Sent',
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Invoice PDF of Ben Ortiz at Globex' }).getAttribute('href'),
    ).toBe(`/api/admin/placements/${CONFIRMED_ID}/invoice`);
    const pendingRow = within(table).getByText('Ava Stone').closest('tr')!;
    expect(within(pendingRow).getByText('Waiting for the candidate')).toBeTruthy();
    expect(within(pendingRow).queryByRole('button', { name: /Send the invoice/ })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('Confirmed'));
    await waitFor(() => expect(screen.queryByText('Ava Stone')).toBeNull());
    const last = calls.at(-1)!;
    expect(last.url.searchParams.get('status')).toBe('confirmed');
    expect(last.url.searchParams.get('page')).toBe('1');
  });

  it('confirms a claim for the candidate only after asking, and reloads the list', async () => {
    let rows = [placement()];
    const calls = fakeApi(
      handleOperation(listPlacements, () => ({ status: 200, body: page(rows) })),
      handleOperation(confirmPlacement, () => {
        rows = [{ ...confirmed, id: PENDING_ID, candidateName: 'Ava Stone' }];
        return { status: 200, body: rows[0] };
      }),
    );
    renderScreen(<PlacementsPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Confirm the hire of Ava Stone at Acme Corp' }),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Yes, confirm' }));
    await waitFor(() => expect(toastTitles()).toEqual([PLACEMENT_ANSWERS.confirmed]));
    expect(calls.find((call) => call.method === 'POST')?.url.pathname).toBe(
      `/api/admin/placements/${PENDING_ID}/confirm`,
    );
    expect(
      await screen.findByRole('button', { name: 'Send the invoice of Ava Stone at Globex' }),
    ).toBeTruthy();
  });

  it('sends the invoice and marks it paid, each after asking; a paid invoice cannot be sent again', async () => {
    let current = confirmed;
    const calls = fakeApi(
      handleOperation(listPlacements, () => ({ status: 200, body: page([current]) })),
      handleOperation(sendPlacementInvoice, () => ({
        status: 200,
        body: { placement: current, recipients: 2 },
      })),
      handleOperation(markPlacementInvoicePaid, () => {
        current = { ...current, invoice: { ...current.invoice!, status: 'paid' } };
        return { status: 200, body: current };
      }),
    );
    renderScreen(<PlacementsPage />);
    await user.click(await screen.findByRole('button', { name: 'Send the invoice of Ben Ortiz at Globex' }));
    // Nothing is sent before the confirmation step.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Yes, send' }));
    await waitFor(() => expect(toastTitles()).toEqual([PLACEMENT_ANSWERS.invoiceSent]));
    await user.click(screen.getByRole('button', { name: 'Mark the invoice of Ben Ortiz at Globex paid' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Yes, it is paid' }));
    await waitFor(() => expect(toastTitles()).toContain(PLACEMENT_ANSWERS.invoicePaid));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Mark the invoice of Ben Ortiz at Globex paid' }),
      ).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Send the invoice of Ben Ortiz at Globex' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([
      `/api/admin/placements/${CONFIRMED_ID}/invoice/send`,
      `/api/admin/placements/${CONFIRMED_ID}/invoice/paid`,
    ]);
  });

  it('voids an invoice by a credit note only with a reason, then offers the credit note', async () => {
    let current = confirmed;
    const calls = fakeApi(
      handleOperation(listPlacements, () => ({ status: 200, body: page([current]) })),
      handleOperation(voidPlacementInvoice, () => {
        current = {
          ...current,
          status: 'cancelled',
          invoice: {
            ...current.invoice!,
            status: 'void',
            creditNote: {
              number: 'CN-2026-00001',
              issuedAt: '2026-03-20T10:00:00.000Z',
              reason: 'Wrong salary',
            },
          },
        };
        return { status: 200, body: current };
      }),
    );
    renderScreen(<PlacementsPage />);
    await user.click(await screen.findByRole('button', { name: 'Void the invoice of Ben Ortiz at Globex' }));
    const dialog = await findDialog('Void the invoice by a credit note?');
    expect(
      within(dialog).getByText(/A credit note of EUR -19,783\.75 cancels invoice GTM-2026-00007/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Yes, void' }).hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason for the credit note'), 'Wrong salary');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, void' }));
    await waitFor(() => expect(toastTitles()).toEqual([PLACEMENT_ANSWERS.invoiceVoided]));
    const voiding = calls.find((call) => call.method === 'POST')!;
    expect(voiding.url.pathname).toBe(`/api/admin/placements/${CONFIRMED_ID}/invoice/void`);
    expect(voiding.body).toEqual({ reason: 'Wrong salary' });
    expect(
      (await screen.findByRole('link', { name: 'Credit note PDF of Ben Ortiz at Globex' })).getAttribute(
        'href',
      ),
    ).toBe(`/api/admin/placements/${CONFIRMED_ID}/credit-note`);
  });

  it('keeps the candidate with the status, the total and the actions on a phone', async () => {
    fakeApi(handleOperation(listPlacements, () => ({ status: 200, body: page([confirmed]) })));
    renderScreen(<PlacementsPage />);
    await screen.findAllByText('Ben Ortiz');
    const table = screen.getByRole('table', { name: 'Placements' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Candidate', 'Total', 'Actions']);
    const row = within(table).getByText('Ben Ortiz').closest('tr')!;
    expect(within(row).getByText('EUR 19,783.75')).toBeTruthy();
    expect(within(row).getByText('Confirmed')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Send the invoice of Ben Ortiz at Globex' })).toBeTruthy();
  });

  it('says how a placement comes to be while there is none', async () => {
    fakeApi(handleOperation(listPlacements, () => ({ status: 200, body: page([]) })));
    renderScreen(<PlacementsPage />);
    expect(
      await screen.findByText('No placements yet. A placement appears when a company records a hire.'),
    ).toBeTruthy();
  });
});
