/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TContactSubmission } from '@gtm/contracts/contact-submissions';
import {
  listContactSubmissions,
  updateContactSubmission,
} from '@gtm/contracts/operations/contact-submissions';
import { fakeApi, findDialog, handleOperation, pageOf, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { ContactSubmissionsPage } from './contact-submissions-page.tsx';

const LONG_COMPANY =
  'Northwind Enterprise Revenue Operations and Strategic Go-To-Market Consulting Partners Int'.padEnd(
    110,
    'x',
  );

const submission = (over: Partial<TContactSubmission> = {}): TContactSubmission => ({
  id: '64f0c2aa0000000000000001',
  name: 'Maximilian Fitzgerald',
  email: 'max@northwind.example.test',
  company: LONG_COMPANY,
  message: 'We are hiring twelve SDRs this quarter.',
  status: 'new',
  createdAt: '2026-03-15T18:00:00.000Z',
  ...over,
});

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe('ContactSubmissionsPage', () => {
  it('cuts long text with an ellipsis and a tooltip, fixes the row action at the right, and says "Found 1 submission"', async () => {
    const calls = fakeApi(
      handleOperation(listContactSubmissions, ({ url }) => ({
        status: 200,
        body: pageOf(
          url.searchParams.get('search')
            ? [submission()]
            : [submission(), submission({ id: '64f0c2aa0000000000000002', name: 'Other Visitor' })],
        ),
      })),
    );
    renderScreen(<ContactSubmissionsPage />);
    // The rows are in once the answer is (an empty table is drawn without its scroll, then redrawn).
    await screen.findAllByText(LONG_COMPANY);
    const table = screen.getByRole('table', { name: 'Contact submissions' });
    const company = within(table).getAllByText(LONG_COMPANY);
    // The company's cell is cut to one line (antd's ellipsis cell) and its text is in a tooltip.
    expect(company[0]!.closest('td')?.className).toContain('ant-table-cell-ellipsis');
    await user.hover(company[0]!);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', LONG_COMPANY);
    // The actions stay fixed at the table's right edge.
    const view = within(table).getByRole('button', { name: 'View submission from Maximilian Fitzgerald' });
    expect(view.closest('td')?.className).toContain('ant-table-cell-fix-end');
    // The table has its least width, and fills its box above it.
    expect(table.closest('.ant-table')?.className).toContain('ant-table-fixed-column');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email or company' }), 'max');
    expect(await screen.findByTestId('search-summary')).toHaveProperty(
      'textContent',
      'Found 1 submission matching "max"',
    );
    expect(calls.some((call) => call.url.searchParams.get('search') === 'max')).toBe(true);
  });

  it('changes a status in the dialog through the API, reloads the list and says so', async () => {
    let status: TContactSubmission['status'] = 'new';
    const calls = fakeApi(
      handleOperation(listContactSubmissions, () => ({
        status: 200,
        body: pageOf([submission({ status })]),
      })),
      handleOperation(updateContactSubmission, ({ body }) => {
        status = (body as { status: TContactSubmission['status'] }).status;
        return { status: 200, body: submission({ status }) };
      }),
    );
    renderScreen(<ContactSubmissionsPage />);
    await user.click(
      await screen.findByRole('button', { name: 'View submission from Maximilian Fitzgerald' }),
    );
    const dialog = await findDialog('Contact Submission');
    expect(within(dialog).getByText(LONG_COMPANY)).toBeTruthy();
    expect(within(dialog).getByTestId('contact-message').textContent).toBe(
      'We are hiring twelve SDRs this quarter.',
    );

    await user.click(within(dialog).getByRole('combobox', { name: 'Change status' }));
    await user.click(await screen.findByTitle('Completed'));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Status updated'),
    );
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/contact-submissions/64f0c2aa0000000000000001');
    expect(patch?.body).toEqual({ status: 'completed' });
    // The list was asked again after the change.
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('tells of a failed status change in the words of spec section 8', async () => {
    fakeApi(
      handleOperation(listContactSubmissions, () => ({ status: 200, body: pageOf([submission()]) })),
      handleOperation(updateContactSubmission, () => ({
        status: 503,
        body: { success: false, message: 'down' },
      })),
    );
    renderScreen(<ContactSubmissionsPage />);
    await user.click(
      await screen.findByRole('button', { name: 'View submission from Maximilian Fitzgerald' }),
    );
    const dialog = await findDialog('Contact Submission');
    await user.click(within(dialog).getByRole('combobox', { name: 'Change status' }));
    await user.click(await screen.findByTitle('In Progress'));
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toContainEqual(
        expect.objectContaining({
          title: 'Failed to update',
          description: 'Failed to update contact submission status.',
          variant: 'destructive',
        }),
      ),
    );
  });
});
