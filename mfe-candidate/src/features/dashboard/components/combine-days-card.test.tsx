/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import type { TCandidateCombineDay, TCandidateCombineDayDetail } from '@gtm/contracts/combine-days';
import {
  answerCombineDay,
  getCandidateCombineDay,
  listCandidateCombineDays,
} from '@gtm/contracts/operations/combine-days';
import { fakeApi, findDialog, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import type { TApiCall } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { CombineDaysCard } from './combine-days-card.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });
const ZONE = 'America/New_York';

const item = (over: Partial<TCandidateCombineDay> = {}): TCandidateCombineDay => ({
  id: '64f0c2aa00000000000000a1',
  companyName: 'Acme Analytics',
  segment: { start: '2031-01-14T19:00:00.000Z', end: '2031-01-14T19:15:00.000Z' },
  meetingUrl: 'https://meet.example.com/acme',
  status: 'invited',
  ...over,
});

const detail = (free: { start: string; end: string }[]): TCandidateCombineDayDetail => ({
  ...item(),
  timeZone: 'Europe/Berlin',
  freeSegments: free,
});
const FREE_1 = { start: '2031-01-14T19:40:00.000Z', end: '2031-01-14T19:55:00.000Z' };
const FREE_2 = { start: '2031-01-14T20:10:00.000Z', end: '2031-01-14T20:25:00.000Z' };

const toasts = () => useToastStore.getState().toasts;
const answers = (calls: TApiCall[]) => calls.filter((call) => call.method === 'POST');
const reads = (calls: TApiCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === path);

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe("the candidate's combine days", () => {
  it('lists each segment in their time zone with its status, and confirms one', async () => {
    let current = [
      item(),
      item({ id: '64f0c2aa00000000000000a2', companyName: 'Globex', status: 'confirmed' }),
      item({ id: '64f0c2aa00000000000000a3', companyName: 'Initech', status: 'cancelled' }),
    ];
    const calls = fakeApi(
      handleOperation(listCandidateCombineDays, () => ({ status: 200, body: { items: current } })),
      handleOperation(answerCombineDay, () => {
        current = [{ ...current[0]!, status: 'confirmed' }, current[1]!, current[2]!];
        return { status: 200, body: current[0] };
      }),
    );
    renderScreen(<CombineDaysCard hasProfile timeZone={ZONE} />);
    const card = await screen.findByRole('region', { name: 'Combine days' });
    const [acme, globex, initech] = within(card).getAllByTestId('combine-day');
    expect(
      within(acme!).getByText('Combine day with Acme Analytics: Tue, Jan 14, 2031, 2:00 PM – 2:15 PM EST'),
    ).toBeTruthy();
    expect(within(acme!).getByTestId('combine-day-status').textContent).toBe('Invited');
    // The meeting link shows once confirmed.
    expect(within(acme!).queryByRole('link', { name: 'Join the meeting' })).toBeNull();
    expect(within(globex!).getByRole('link', { name: 'Join the meeting' }).getAttribute('href')).toBe(
      'https://meet.example.com/acme',
    );
    expect(within(globex!).queryByRole('button', { name: /^Confirm/ })).toBeNull();
    expect(within(globex!).getByRole('button', { name: 'Move the segment with Globex' })).toBeTruthy();
    expect(within(initech!).getByTestId('combine-day-status').textContent).toBe('Cancelled');
    expect(within(initech!).queryAllByRole('button')).toEqual([]);

    await user.click(within(acme!).getByRole('button', { name: 'Confirm the segment with Acme Analytics' }));
    await waitFor(() =>
      expect(toasts().map((toast) => toast.title)).toEqual([COMBINE_DAY_MESSAGES.confirmed]),
    );
    expect(answers(calls)[0]?.url.pathname).toBe('/api/user/combine-days/64f0c2aa00000000000000a1/response');
    expect(answers(calls)[0]?.body).toEqual({ action: 'confirm' });
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('combine-day')[0]!).getByTestId('combine-day-status').textContent,
      ).toBe('Confirmed'),
    );
  });

  it('moves to a free time; a time taken meanwhile is told and the free times read again', async () => {
    let free = [FREE_1, FREE_2];
    let taken = true;
    const calls = fakeApi(
      handleOperation(listCandidateCombineDays, () => ({ status: 200, body: { items: [item()] } })),
      handleOperation(getCandidateCombineDay, () => ({ status: 200, body: detail(free) })),
      handleOperation(answerCombineDay, () => {
        if (taken) {
          taken = false;
          free = [FREE_2];
          return { status: 409, body: { success: false, message: COMBINE_DAY_MESSAGES.segmentTaken } };
        }
        return { status: 200, body: item({ segment: FREE_2 }) };
      }),
    );
    renderScreen(<CombineDaysCard hasProfile timeZone={ZONE} />);
    await user.click(await screen.findByRole('button', { name: 'Move the segment with Acme Analytics' }));
    const dialog = await findDialog('Move your segment with Acme Analytics');
    const group = await within(dialog).findByRole('radiogroup', {
      name: `Choose a free time (your time zone, ${ZONE}):`,
    });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    // The dialog opens on its first field, not on Close.
    await waitFor(() => expect(document.activeElement).toBe(within(group).getAllByRole('radio')[0]));
    // The day's own zone beside the candidate's, when it reads otherwise.
    expect(group.textContent).toContain('2:40 PM – 2:55 PM EST (Tue, Jan 14, 2031, 8:40 PM – 8:55 PM GMT+1)');
    const move = within(dialog).getByRole('button', { name: 'Move' });
    expect(move.hasAttribute('disabled')).toBe(true);

    await user.click(within(group).getByText(/2:40 PM – 2:55 PM EST/));
    await user.click(move);
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ description: COMBINE_DAY_MESSAGES.segmentTaken, variant: 'destructive' }),
      ),
    );
    expect(answers(calls)[0]?.body).toEqual({ action: 'move', start: FREE_1.start });
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(1));
    expect(reads(calls, '/api/user/combine-days/64f0c2aa00000000000000a1').length).toBeGreaterThanOrEqual(2);

    await user.click(within(dialog).getByText(/3:10 PM – 3:25 PM EST/));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(toasts().map((toast) => toast.title)).toContain(COMBINE_DAY_MESSAGES.moved));
    expect(answers(calls)[1]?.body).toEqual({ action: 'move', start: FREE_2.start });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Moved: the focus is back on the button that opened the dialog.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move the segment with Acme Analytics' }),
      ),
    );
  });

  it('gives the focus back to Move and Decline after Escape and Cancel', async () => {
    fakeApi(
      handleOperation(listCandidateCombineDays, () => ({ status: 200, body: { items: [item()] } })),
      handleOperation(getCandidateCombineDay, () => ({ status: 200, body: detail([FREE_1]) })),
    );
    renderScreen(<CombineDaysCard hasProfile timeZone={ZONE} />);
    const moveButton = await screen.findByRole('button', { name: 'Move the segment with Acme Analytics' });
    await user.click(moveButton);
    await findDialog('Move your segment with Acme Analytics');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(moveButton));

    const declineButton = screen.getByRole('button', { name: 'Decline the segment with Acme Analytics' });
    await user.click(declineButton);
    const dialog = await findDialog('Decline your segment with Acme Analytics?');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason (optional)')),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(declineButton));
  });

  it('declines with an optional reason', async () => {
    const calls = fakeApi(
      handleOperation(listCandidateCombineDays, () => ({ status: 200, body: { items: [item()] } })),
      handleOperation(answerCombineDay, () => ({ status: 200, body: item({ status: 'declined' }) })),
    );
    renderScreen(<CombineDaysCard hasProfile timeZone={ZONE} />);
    await user.click(await screen.findByRole('button', { name: 'Decline the segment with Acme Analytics' }));
    const dialog = await findDialog('Decline your segment with Acme Analytics?');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason (optional)')),
    );
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'I accepted another offer');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(toasts().map((toast) => toast.title)).toEqual([COMBINE_DAY_MESSAGES.declined]),
    );
    expect(answers(calls)[0]?.body).toEqual({ action: 'decline', reason: 'I accepted another offer' });
    // Declined, its buttons are gone: the focus is on the segment, not on the page's body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('combine-day')));
  });

  it('shows nothing while there is no combine day, and asks nothing without a profile', async () => {
    const calls = fakeApi(
      handleOperation(listCandidateCombineDays, () => ({ status: 200, body: { items: [] } })),
    );
    const { container } = renderScreen(<CombineDaysCard hasProfile timeZone={ZONE} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
    cleanup();
    const none = fakeApi();
    renderScreen(<CombineDaysCard hasProfile={false} timeZone={ZONE} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(none).toEqual([]);
  });
});
