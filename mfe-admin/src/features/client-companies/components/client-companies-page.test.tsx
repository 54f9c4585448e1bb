/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_ANSWERS, CLIENT_BILLING_DEFAULTS } from '@gtm/contracts/clients';
import type { TClientCompany } from '@gtm/contracts/clients';
import { listClientCompanies, updateClientCompany } from '@gtm/contracts/operations/client-companies';
import { fakeApi, findDialog, handleOperation, pageOf, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { ClientCompaniesPage } from './client-companies-page.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const JUNIPER: TClientCompany = {
  _id: '64f0c2aa0000000000000001',
  name: 'Juniper Learning',
  email_frequency: 'weekly',
  view_type: 'full',
  fee_percent: 20,
  time_zone: 'UTC',
  ...CLIENT_BILLING_DEFAULTS,
  deleted: false,
  created_at: '2025-01-05T12:00:00.000Z',
};

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe('ClientCompaniesPage', () => {
  it("lists the spec's columns and says 'Found 1 company' in the singular", async () => {
    fakeApi(handleOperation(listClientCompanies, () => ({ status: 200, body: pageOf([JUNIPER]) })));
    renderScreen(<ClientCompaniesPage />);
    // The rows are in once the answer is (an empty table is drawn without its scroll, then redrawn).
    await screen.findByText('Juniper Learning');
    const table = screen.getByRole('table', { name: 'Client companies' });
    const row = within(table).getByText('Juniper Learning').closest('tr') as HTMLElement;
    for (const text of ['weekly', 'full', '20%', 'UTC', 'Active', 'Jan 5, 2025'])
      expect(within(row).getByText(text)).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search companies by name' }), 'juniper');
    await waitFor(() =>
      expect(screen.getByTestId('search-summary').textContent).toBe('Found 1 company matching "juniper"'),
    );
  });

  it('sends only what changed, warns before deleting, and keeps Save disabled until something changes', async () => {
    const calls = fakeApi(
      handleOperation(listClientCompanies, () => ({ status: 200, body: pageOf([JUNIPER]) })),
      handleOperation(updateClientCompany, ({ body }) => ({
        status: 200,
        body: { ...JUNIPER, ...(body as object) },
      })),
    );
    renderScreen(<ClientCompaniesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Juniper Learning' }));
    const dialog = await findDialog('Edit Juniper Learning');
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('switch'));
    expect(await within(dialog).findByTestId('company-delete-warning')).toBeTruthy();
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toContainEqual(
        expect.objectContaining({
          title: 'Company updated',
          description: 'Juniper Learning is deleted: its users can no longer sign in.',
        }),
      ),
    );
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/admin/client-companies/${JUNIPER._id}`);
    expect(patch?.body).toEqual({ deleted: true });
  });

  it('edits the success fee and the time zone, refusing a fee out of range in words', async () => {
    const calls = fakeApi(
      handleOperation(listClientCompanies, () => ({ status: 200, body: pageOf([JUNIPER]) })),
      handleOperation(updateClientCompany, ({ body }) => ({
        status: 200,
        body: { ...JUNIPER, ...(body as object) },
      })),
    );
    renderScreen(<ClientCompaniesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Juniper Learning' }));
    const dialog = await findDialog('Edit Juniper Learning');
    const fee = within(dialog).getByLabelText('Success fee (%)');
    expect(fee).toHaveProperty('value', '20');
    expect(within(dialog).getByTitle('UTC')).toBeTruthy();
    await user.clear(fee);
    await user.type(fee, '51');
    expect(await within(dialog).findByText(CLIENT_ANSWERS.feeInvalid)).toBeTruthy();
    await user.clear(fee);
    await user.type(fee, '12.5');
    await waitFor(() => expect(within(dialog).queryByText(CLIENT_ANSWERS.feeInvalid)).toBeNull());
    await user.click(within(dialog).getByLabelText('Time zone'));
    await user.type(within(dialog).getByLabelText('Time zone'), 'los angeles');
    await user.click(await screen.findByTitle('America/Los_Angeles'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toContainEqual(
        expect.objectContaining({
          title: 'Company updated',
          description: 'Juniper Learning has been saved.',
        }),
      ),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      fee_percent: 12.5,
      time_zone: 'America/Los_Angeles',
    });
  });
});
