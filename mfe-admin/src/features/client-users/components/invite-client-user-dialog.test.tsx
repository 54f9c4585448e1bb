/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_ANSWERS } from '@gtm/contracts/clients';
import { listClientCompanies } from '@gtm/contracts/operations/client-companies';
import { inviteClientUser } from '@gtm/contracts/operations/invitations';
import { fakeApi, findDialog, handleOperation, pageOf, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { InviteClientUserDialog } from './invite-client-user-dialog.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

afterEach(cleanup);

describe('the Invite Client User dialog', () => {
  it("checks each field in the contract's words before anything is sent", async () => {
    const calls = fakeApi();
    renderScreen(<InviteClientUserDialog onClose={() => undefined} onInvited={() => undefined} />);
    const dialog = await findDialog('Invite Client User');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText(CLIENT_ANSWERS.companyRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the chosen company, and shows a taken e-mail (409) on the e-mail field', async () => {
    const calls = fakeApi(
      handleOperation(listClientCompanies, () => ({
        status: 200,
        body: pageOf([
          {
            _id: '64f0c2aa00000000000000aa',
            name: 'Acme Analytics',
            email_frequency: 'weekly',
            view_type: 'full',
            deleted: false,
            created_at: '2025-01-05T12:00:00.000Z',
          },
        ]),
      })),
      handleOperation(inviteClientUser, () => ({
        status: 409,
        body: { success: false, message: CLIENT_ANSWERS.emailTaken },
      })),
    );
    const invited = jest.fn();
    renderScreen(<InviteClientUserDialog onClose={() => undefined} onInvited={invited} />);
    const dialog = await findDialog('Invite Client User');
    await user.type(within(dialog).getByLabelText('Full Name'), 'Isha Patel');
    await user.type(within(dialog).getByLabelText('Email'), 'isha@acme.example.test');
    await user.click(within(dialog).getByLabelText('Company'));
    await user.click(await screen.findByTitle('Acme Analytics'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText(CLIENT_ANSWERS.emailTaken)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Isha Patel',
      email: 'isha@acme.example.test',
      clientCompanyId: '64f0c2aa00000000000000aa',
    });
    expect(invited).not.toHaveBeenCalled();
  });
});
