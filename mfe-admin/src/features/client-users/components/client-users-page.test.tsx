/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TClientUser } from '@gtm/contracts/clients';
import { listClientUsers, updateClientUser } from '@gtm/contracts/operations/client-users';
import { fakeApi, handleOperation, pageOf, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { ClientUsersPage } from './client-users-page.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const ISHA: TClientUser = {
  _id: '64f0c2aa0000000000000001',
  name: 'Isha Patel',
  email: 'isha@acme.example.test',
  clientCompanyId: { _id: '64f0c2aa00000000000000aa', name: 'Acme Analytics' },
  sign_in_count: 3,
  last_sign_in_at: '2026-03-15T12:00:00.000Z',
  is_enabled: true,
};
const ORPHAN: TClientUser = {
  ...ISHA,
  _id: '64f0c2aa0000000000000002',
  name: 'Olaf Orphan',
  email: 'olaf@example.test',
  clientCompanyId: null,
  sign_in_count: 0,
  last_sign_in_at: null,
};
const WAITING: TClientUser = {
  ...ORPHAN,
  _id: '64f0c2aa0000000000000003',
  name: 'Wanda Waiting',
  email: 'wanda@example.test',
  awaiting_approval: true,
};

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe('ClientUsersPage', () => {
  it("shows the spec's columns, with 'Unknown Company' and 'Never', and the row actions fixed at the right", async () => {
    fakeApi(handleOperation(listClientUsers, () => ({ status: 200, body: pageOf([ISHA, ORPHAN, WAITING]) })));
    renderScreen(<ClientUsersPage />);
    // The rows are in once the answer is (an empty table is drawn without its scroll, then redrawn).
    await screen.findByText('Olaf Orphan');
    const table = screen.getByRole('table', { name: 'Client users' });
    const orphan = within(table).getByText('Olaf Orphan').closest('tr') as HTMLElement;
    expect(within(orphan).getByText('Unknown Company')).toBeTruthy();
    expect(within(orphan).getByText('Never')).toBeTruthy();
    expect(within(orphan).getByText('Active')).toBeTruthy();
    // A self-registered employer waiting for an admin is not Active yet (issue 47).
    const waiting = within(table).getByText('Wanda Waiting').closest('tr') as HTMLElement;
    expect(within(waiting).getByText('Awaiting approval')).toBeTruthy();
    expect(within(waiting).queryByText('Active')).toBeNull();
    const isha = within(table).getByText('Isha Patel').closest('tr') as HTMLElement;
    expect(within(isha).getByText('Acme Analytics')).toBeTruthy();
    expect(within(isha).getByText('Mar 15, 2026')).toBeTruthy();
    const disable = within(isha).getByRole('button', { name: 'Disable Isha Patel' });
    expect(disable.closest('td')?.className).toContain('ant-table-cell-fix-end');
  });

  it('disables a user after the confirmation, reloads the list and says so', async () => {
    let enabled = true;
    const calls = fakeApi(
      handleOperation(listClientUsers, () => ({
        status: 200,
        body: pageOf([{ ...ISHA, is_enabled: enabled }]),
      })),
      handleOperation(updateClientUser, ({ body }) => {
        enabled = (body as { is_enabled: boolean }).is_enabled;
        return { status: 200, body: { ...ISHA, is_enabled: enabled } };
      }),
    );
    renderScreen(<ClientUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Disable Isha Patel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, disable' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toContainEqual(
        expect.objectContaining({ title: 'User disabled' }),
      ),
    );
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/admin/client-users/${ISHA._id}`);
    expect(patch?.body).toEqual({ is_enabled: false });
    expect(await screen.findByRole('button', { name: 'Enable Isha Patel' })).toBeTruthy();
  });
});
