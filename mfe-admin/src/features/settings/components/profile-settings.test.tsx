/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_ANSWERS } from '@gtm/contracts/auth';
import { updateProfile } from '@gtm/contracts/operations/users';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { ProfileSettings } from './profile-settings.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const PROFILE = { name: 'Demo Admin', email: 'admin@gtmcombine.test', company: null, bio: null };

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe("the admin's Profile Settings", () => {
  it('shows the e-mail read-only with the spec’s hint, and saves without sending it', async () => {
    const calls = fakeApi(
      handleOperation(updateProfile, ({ body }) => ({
        status: 200,
        body: {
          success: true,
          message: AUTH_ANSWERS.profileUpdated,
          user: {
            id: '64f0c2aa0000000000000001',
            name: (body as { name: string }).name,
            fullName: (body as { name: string }).name,
            email: PROFILE.email,
            user_type: 'admin',
            isAdmin: true,
            isCandidate: false,
            role: null,
            company: (body as { company: string }).company || null,
            bio: null,
          },
        },
      })),
    );
    renderScreen(<ProfileSettings profile={PROFILE} />);
    const email = screen.getByLabelText('Email Address');
    expect(email).toHaveProperty('readOnly', true);
    expect(email).toHaveProperty('value', PROFILE.email);
    expect(screen.getByText("This is the email you'll receive notifications on")).toBeTruthy();
    await user.type(email, 'x');
    expect(email).toHaveProperty('value', PROFILE.email);

    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Dana Admin');
    await user.type(screen.getByLabelText('Company'), 'GTM Combine');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toContainEqual(
        expect.objectContaining({ title: 'Profile Updated', description: AUTH_ANSWERS.profileUpdated }),
      ),
    );
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ name: 'Dana Admin', company: 'GTM Combine', bio: '' });
  });

  it('keeps a too-short name from being sent, in the spec’s words', async () => {
    const calls = fakeApi();
    renderScreen(<ProfileSettings profile={PROFILE} />);
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
