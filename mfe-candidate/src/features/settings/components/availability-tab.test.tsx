/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMBINE_DAY_ANSWERS } from '@gtm/contracts/combine-days';
import type { TAvailability } from '@gtm/contracts/combine-days';
import type { TCandidateSettingsView } from '@gtm/contracts/candidate-profile';
import { getAvailability, updateAvailability } from '@gtm/contracts/operations/availability';
import { getCandidateSettings } from '@gtm/contracts/operations/candidate-profiles';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import type { TApiCall } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { AVAILABILITY_TEXTS, browserTimeZone } from '../lib/availability-form.ts';
import { SettingsPage } from './settings-page.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const SETTINGS: TCandidateSettingsView = {
  name: 'Sam Seller',
  email: 'sam@example.test',
  phone: null,
  linkedinUrl: null,
  location: null,
  bio: null,
  notifications: { email: true, matches: true, interviews: true, messages: true },
  privacy: { profilePublic: true, showContact: false },
};

const toasts = () => useToastStore.getState().toasts;
const writes = (calls: TApiCall[]) => calls.filter((call) => call.method !== 'GET');

/** The settings page on its Availability tab, the API answering `stated` and each PUT with `answer`. */
async function openAvailability(
  stated: TAvailability,
  answer: (body: unknown) => { status: number; body: unknown } = (body) => ({ status: 200, body }),
) {
  const calls = fakeApi(
    handleOperation(getCandidateSettings, () => ({ status: 200, body: SETTINGS })),
    handleOperation(getAvailability, () => ({ status: 200, body: stated })),
    handleOperation(updateAvailability, (call) => answer(call.body)),
  );
  renderScreen(<SettingsPage />);
  await user.click(await screen.findByRole('tab', { name: 'Availability' }));
  await screen.findByRole('button', { name: 'Save availability' });
  return calls;
}

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe("the settings page's Availability tab", () => {
  it('says a candidate without windows may be placed any time, adds windows and saves them on their own', async () => {
    const calls = await openAvailability({ timeZone: 'UTC', windows: [] });
    expect(screen.getByText(AVAILABILITY_TEXTS.noWindows)).toBeTruthy();
    // The settings' own save is not offered beside it.
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add a window' }));
    await user.click(screen.getByRole('button', { name: 'Add a window' }));
    expect(screen.queryByText(AVAILABILITY_TEXTS.noWindows)).toBeNull();
    fireEvent.change(screen.getByLabelText('Window 2 from'), { target: { value: '09:30' } });
    fireEvent.change(screen.getByLabelText('Window 2 to'), { target: { value: '12:00' } });
    // Enter in a field is kept from submitting the settings form around the tab.
    expect(fireEvent.keyDown(screen.getByLabelText('Window 2 to'), { key: 'Enter' })).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(toasts().map((toast) => toast.title)).toEqual([AVAILABILITY_TEXTS.saved]));
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      body: {
        timeZone: browserTimeZone(),
        windows: [
          { day: 'mon', from: '13:00', to: '17:00' },
          { day: 'tue', from: '09:30', to: '12:00' },
        ],
      },
    });
  });

  it('refuses an overlap and a window that ends before it starts before sending anything', async () => {
    const calls = await openAvailability({
      timeZone: 'Europe/Berlin',
      windows: [
        { day: 'wed', from: '13:00', to: '17:00' },
        { day: 'wed', from: '17:00', to: '18:00' },
      ],
    });
    fireEvent.change(screen.getByLabelText('Window 2 from'), { target: { value: '16:00' } });
    expect(await screen.findByText(COMBINE_DAY_ANSWERS.windowsOverlap)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Window 1 to'), { target: { value: '12:00' } });
    expect(await screen.findByText(COMBINE_DAY_ANSWERS.windowOrder)).toBeTruthy();
    // A window refused for its own times is compared with none.
    await waitFor(() => expect(screen.queryByText(COMBINE_DAY_ANSWERS.windowsOverlap)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove window 1' }));
    await waitFor(() => expect(screen.queryByText(COMBINE_DAY_ANSWERS.windowOrder)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({
      timeZone: 'Europe/Berlin',
      windows: [{ day: 'wed', from: '16:00', to: '18:00' }],
    });
  });

  it("shows the server's refusal on the field it names, and says the save failed", async () => {
    await openAvailability(
      { timeZone: 'Europe/Berlin', windows: [{ day: 'fri', from: '13:00', to: '17:00' }] },
      () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: COMBINE_DAY_ANSWERS.timeZoneInvalid,
          issues: [{ path: 'windows.0.to', message: 'The server says no.' }],
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('The server says no.')).toBeTruthy();
    await waitFor(() =>
      expect(toasts().map((toast) => [toast.title, toast.description])).toEqual([
        ['Error', COMBINE_DAY_ANSWERS.timeZoneInvalid],
      ]),
    );
  });
});
