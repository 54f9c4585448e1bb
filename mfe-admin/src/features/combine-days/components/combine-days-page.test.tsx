/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import {
  cancelAdminCombineDay,
  listAdminCombineDays,
  previewCombineDayForCompany,
} from '@gtm/contracts/operations/combine-days';
import { listCombineShares } from '@gtm/contracts/operations/combine-shares';
import { getTalentCombine, listTalentCombines } from '@gtm/contracts/operations/talent-combines';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import type { TApiCall } from '@gtm/web-kit/test-screen.tsx';
import { adminCombineDayFixture, COMBINE_DAY_IDS } from '@gtm/web-kit/test-fixtures/combine-day.ts';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import type { TAdminCombineDay } from '../api/combine-days.ts';
import { CombineDaysPage } from './combine-days-page.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });
const JANUARY = dayjs('2031-01-10');

// Acme's day in New York (2 confirmed, 1 invited, 1 declined, as the API counts them); Globex's, cancelled.
const day = (over: Partial<TAdminCombineDay> = {}): TAdminCombineDay =>
  adminCombineDayFixture({
    counts: { placed: 3, invited: 1, confirmed: 2, declined: 1, unplaced: 0, free: 0 },
    ...over,
  });
const GLOBEX = day({
  id: '64f0c2aa00000000000000d2',
  companyName: 'Globex',
  date: '2031-01-20',
  timeZone: 'UTC',
  status: 'cancelled',
  startsAt: '2031-01-20T14:00:00.000Z',
  endsAt: '2031-01-20T15:00:00.000Z',
  segments: [],
  slots: [],
});

const toasts = () => useToastStore.getState().toasts;
const writes = (calls: TApiCall[]) => calls.filter((call) => call.method !== 'GET');

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe('the combine days of every company', () => {
  it("asks for the calendar's weeks and lists the month's days with their segments and state", async () => {
    const calls = fakeApi(
      handleOperation(listAdminCombineDays, () => ({ status: 200, body: { items: [GLOBEX, day()] } })),
    );
    renderScreen(<CombineDaysPage initialMonth={JANUARY} />);
    const list = await screen.findByRole('list', { name: 'January 2031' });
    expect(calls[0]?.url.search).toBe('?from=2030-12-29&to=2031-02-08');
    const [acme, globex] = within(list).getAllByTestId('combine-day');
    expect(acme?.textContent).toContain('Acme Analytics');
    expect(within(acme!).getByRole('link', { name: 'Spring SDRs' }).getAttribute('href')).toBe(
      '/admin/dashboard/talent-combines/64f0c2aa00000000000000c1',
    );
    expect(acme?.textContent).toContain('Tue, Jan 14, 2031, 2:00 PM – 2:55 PM EST');
    expect(within(acme!).getByTestId('combine-day-counts').textContent).toBe(
      '2 confirmed · 1 invited · 1 declined',
    );
    expect(within(acme!).getByText('Planned')).toBeTruthy();
    expect(within(globex!).getByText('Cancelled')).toBeTruthy();
    expect(within(globex!).queryByRole('button')).toBeNull();
    // On a narrow screen (jsdom's) a dot marks each date with a day.
    expect(screen.getAllByRole('img', { name: '1 combine day' })).toHaveLength(2);
  });

  it('narrows the list to a chosen date', async () => {
    fakeApi(handleOperation(listAdminCombineDays, () => ({ status: 200, body: { items: [GLOBEX, day()] } })));
    const { container } = renderScreen(<CombineDaysPage initialMonth={JANUARY} />);
    await screen.findByRole('list', { name: 'January 2031' });
    await user.click(container.querySelector('td[title="2031-01-20"]')!);
    const list = await screen.findByRole('list', { name: 'Mon, Jan 20, 2031' });
    expect(
      within(list)
        .getAllByTestId('combine-day')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Globex')]);
    await user.click(screen.getByRole('button', { name: 'Show the whole month' }));
    expect(
      within(await screen.findByRole('list', { name: 'January 2031' })).getAllByTestId('combine-day'),
    ).toHaveLength(2);
  });

  it('cancels a planned day once confirmed', async () => {
    let current = day();
    const calls = fakeApi(
      handleOperation(listAdminCombineDays, () => ({ status: 200, body: { items: [current] } })),
      handleOperation(cancelAdminCombineDay, () => {
        current = day({ status: 'cancelled' });
        return { status: 200, body: current };
      }),
    );
    renderScreen(<CombineDaysPage initialMonth={JANUARY} />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Cancel the combine day of Acme Analytics on Tue, Jan 14, 2031',
      }),
    );
    expect(
      await screen.findByText("Every candidate's invitation is cancelled and Acme Analytics is told."),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    // The safe choice has the focus (issue 47), not the cancel.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' })));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(toasts().map((toast) => toast.title)).toEqual([COMBINE_DAY_MESSAGES.cancelledToast]),
    );
    expect(writes(calls)[0]?.url.pathname).toBe('/api/admin/combine-days/64f0c2aa00000000000000d1/cancel');
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });

  it('plans a day for a company: the combine, a company it is shared with, then the planner (issue 47)', async () => {
    const { combine, share, ava } = COMBINE_DAY_IDS;
    const stamp = '2031-01-01T00:00:00.000Z';
    const springSdrs = {
      id: combine,
      name: 'Spring SDRs',
      description: '',
      status: 'active' as const,
      createdAt: stamp,
      updatedAt: stamp,
      targetDate: null,
      onePagerCount: 1,
    };
    const calls = fakeApi(
      handleOperation(listAdminCombineDays, () => ({ status: 200, body: { items: [] } })),
      handleOperation(listTalentCombines, () => ({
        status: 200,
        body: { items: [springSdrs], total: 1, page: 1, pageSize: 20 },
      })),
      handleOperation(getTalentCombine, () => ({
        status: 200,
        body: {
          ...springSdrs,
          onePagers: [
            {
              id: ava,
              title: 'SDR',
              candidateName: 'Ava Stone',
              summary: null,
              industries: [],
              methodologies: [],
              talentCombines: [{ talentCombineId: combine }],
              createdAt: stamp,
              candidateProfileId: null,
              updatedAt: stamp,
              pdfDownloads: 0,
            },
          ],
        },
      })),
      handleOperation(listCombineShares, () => ({
        status: 200,
        body: {
          items: [
            {
              id: share,
              talentCombineId: combine,
              companyId: COMBINE_DAY_IDS.company,
              companyName: 'Acme Analytics',
              sharedAt: stamp,
              sharedByName: null,
              withdrawnAt: null,
              firstViewedAt: null,
              decisions: [],
              commentCount: 0,
              interviewRequestCount: 0,
            },
          ],
        },
      })),
      handleOperation(previewCombineDayForCompany, () => ({
        status: 400,
        body: { success: false, message: 'No' },
      })),
    );
    renderScreen(<CombineDaysPage initialMonth={JANUARY} />);
    const open = await screen.findByRole('button', { name: 'Plan a combine day' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    const preview = within(dialog).getByRole('button', { name: 'Preview' });
    // No company yet: nothing to preview.
    expect(preview.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByLabelText('Combine'));
    await user.click(await screen.findByTitle('Spring SDRs'));
    await user.click(within(dialog).getByLabelText('Company'));
    await user.click(await screen.findByTitle('Acme Analytics'));
    expect(await within(dialog).findByRole('checkbox', { name: 'Ava Stone' })).toBeTruthy();
    await waitFor(() => expect(preview.hasAttribute('disabled')).toBe(false));
    // Cancel closes it and the focus returns to the button that opened it (issue 36's rule; Escape: the e2e's).
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(writes(calls)).toEqual([]);
    // The combines are asked for once the planner opens, never before.
    expect(calls.findIndex((call) => call.url.pathname === '/api/talent-combines')).toBeGreaterThan(0);
  }, 300_000);

  it('says when no combine day is planned', async () => {
    fakeApi(handleOperation(listAdminCombineDays, () => ({ status: 200, body: { items: [] } })));
    renderScreen(<CombineDaysPage initialMonth={JANUARY} />);
    expect(await screen.findByText('No combine days planned yet.')).toBeTruthy();
  });
});
