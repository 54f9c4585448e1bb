/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMBINE_DAY_MESSAGES, DEBRIEF_MESSAGES } from '@gtm/contracts/combine-days';
import type { TDebriefItem } from '@gtm/contracts/combine-days';
import {
  getCombineDay,
  getCombineDayDebrief,
  passUndecidedOfDay,
} from '@gtm/contracts/operations/combine-days';
import { requestInterview } from '@gtm/contracts/operations/employer-portal';
import { PATHS } from '@gtm/contracts/paths';
import { COMBINE_DAY_IDS, combineDayFixture } from '@gtm/web-kit/test-fixtures/combine-day.ts';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import type { TApiCall } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { DebriefPage } from './debrief-page.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const { share: SHARE, day: DAY_ID, ava: AVA, ben: BEN, cy: CY } = COMBINE_DAY_IDS;
const PATH = `/employer/combines/${SHARE}/days/${DAY_ID}/debrief`;

const item = (
  over: Partial<TDebriefItem> & Pick<TDebriefItem, 'onePagerId' | 'displayName'>,
): TDebriefItem => ({
  start: '2031-01-14T19:00:00.000Z',
  segmentStatus: 'confirmed',
  decision: null,
  rating: null,
  privateNote: null,
  ...over,
});

// As the service ranks them: interested, then undecided (Ben rated, then Cy), and nobody passed yet.
const RANKED: TDebriefItem[] = [
  item({
    onePagerId: AVA,
    displayName: 'Ava Stone',
    decision: 'interested',
    rating: 4,
    privateNote: { text: 'Strong opener' },
  }),
  item({ onePagerId: BEN, displayName: 'Ben Ray', start: '2031-01-14T19:15:00.000Z', rating: 2 }),
  item({
    onePagerId: CY,
    displayName: 'Candidate K7Q2',
    start: '2031-01-14T19:40:00.000Z',
    segmentStatus: 'invited',
  }),
];

const toasts = () => useToastStore.getState().toasts;
const writes = (calls: TApiCall[]) => calls.filter((call) => call.method !== 'GET');
const debriefReads = (calls: TApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname.endsWith('/debrief'));

/** The portal's API for the debrief (and the day, for the heading), the debrief as `current` says. */
function debriefApi(current: () => TDebriefItem[], extra: Parameters<typeof fakeApi> = []) {
  return fakeApi(
    ...extra,
    handleOperation(getCombineDayDebrief, () => ({ status: 200, body: { items: current() } })),
    handleOperation(getCombineDay, () => ({ status: 200, body: combineDayFixture() })),
  );
}

const renderDebrief = () =>
  renderScreen(<DebriefPage />, { path: PATH, route: PATHS.employer.combineDayDebrief });

const rows = () =>
  within(screen.getByRole('list', { name: 'Candidates, ranked' })).getAllByTestId('debrief-item');

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe("a combine day's debrief", () => {
  it('lists the candidates as the service ranks them, each with segment, decision, rating and team note', async () => {
    debriefApi(() => RANKED);
    renderDebrief();
    expect(await screen.findByRole('heading', { level: 1, name: 'Debrief, Tue, Jan 14, 2031' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Candidates, ranked' });
    expect(rows().map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '1. Ava Stone',
      '2. Ben Ray',
      '3. Candidate K7Q2',
    ]);
    const [ava, ben, cy] = rows();
    expect(within(ava!).getByRole('link', { name: 'Ava Stone' }).getAttribute('href')).toBe(
      `/employer/combines/${SHARE}/candidates/${AVA}`,
    );
    expect(within(ava!).getByTestId('decision-tag').textContent).toBe('Interested');
    expect(ava!.textContent).toContain('4 of 4');
    expect(ava!.textContent).toContain('Strong opener');
    expect(within(ava!).getByText('Confirmed')).toBeTruthy();
    expect(within(ben!).getByTestId('decision-tag').textContent).toBe('Undecided');
    expect(ben!.textContent).toContain('2 of 4');
    expect(ben!.textContent).toContain('No note');
    expect(within(cy!).getByText('Invited')).toBeTruthy();
    expect(cy!.textContent).toContain('Not rated');
    expect(screen.getByTestId('debrief-undecided').textContent).toBe('2 of 3 undecided');
    // The way back to the run of show.
    expect(screen.getByRole('link', { name: 'Run of show' }).getAttribute('href')).toBe(
      `/employer/combines/${SHARE}/days/${DAY_ID}`,
    );
  });

  it('passes on the rest with one reason, required before anything is sent, then reloads', async () => {
    let current = RANKED;
    const calls = debriefApi(
      () => current,
      [
        handleOperation(passUndecidedOfDay, () => {
          current = RANKED.map((entry) => (entry.decision === null ? { ...entry, decision: 'pass' } : entry));
          return { status: 200, body: { items: current, passed: 2 } };
        }),
      ],
    );
    renderDebrief();
    const opener = await screen.findByRole('button', { name: 'Pass on the rest' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/you have not decided on \(2\)/)).toBeTruthy();

    // No reason: the contract's words, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Pass on the rest' }));
    expect(await within(dialog).findByText(DEBRIEF_MESSAGES.reasonRequired)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Pass on the rest' }));
    expect(writes(calls)).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'We hired from this day');
    await user.click(within(dialog).getByRole('button', { name: 'Pass on the rest' }));
    await waitFor(() => expect(toasts().map((toast) => toast.title)).toEqual([DEBRIEF_MESSAGES.passed(2)]));
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'POST', body: { reason: 'We hired from this day' } }),
    ]);
    expect(writes(calls)[0]?.url.pathname).toBe(
      `/api/employer/combines/${SHARE}/days/${DAY_ID}/debrief/pass-undecided`,
    );
    // The list shows the passes and is read again; the focus is back on the button that opened the dialog.
    await waitFor(() =>
      expect(rows().map((row) => within(row).getByTestId('decision-tag').textContent)).toEqual([
        'Interested',
        'Pass',
        'Pass',
      ]),
    );
    await waitFor(() => expect(debriefReads(calls).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByTestId('debrief-undecided').textContent).toBe('0 of 3 undecided');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opens the one-pager’s interview dialog for the candidate, and gives the focus back on Cancel', async () => {
    const calls = debriefApi(() => RANKED);
    renderDebrief();
    const opener = await screen.findByRole('button', { name: 'Request follow-up interview with Ben Ray' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Request an interview with Ben Ray' });
    expect(within(dialog).getByTestId('interview-form')).toBeTruthy();
    expect(within(dialog).getByLabelText('Time slot 1')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('requests a follow-up interview of the candidate chosen', async () => {
    const slot = new Date(Date.now() + 7 * 86_400_000);
    slot.setHours(15, 0, 0, 0);
    const pad = (value: number) => String(value).padStart(2, '0');
    const typed = `${slot.getFullYear()}-${pad(slot.getMonth() + 1)}-${pad(slot.getDate())} 15:00`;
    const calls = debriefApi(
      () => RANKED,
      [
        handleOperation(requestInterview, ({ body }) => ({
          status: 201,
          body: {
            id: '64f0c2aa00000000000000e1',
            ...(body as { slots: { start: string; durationMinutes: number }[]; note: string }),
            requestedByName: 'Dana',
            createdAt: new Date().toISOString(),
            status: 'pending',
            acceptedSlot: null,
            answer: null,
            history: [],
            updatedAt: new Date().toISOString(),
            candidate: null,
          },
        })),
      ],
    );
    renderDebrief();
    await user.click(await screen.findByRole('button', { name: 'Request follow-up interview with Ben Ray' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an interview with Ben Ray' });
    await user.type(within(dialog).getByLabelText('Time slot 1'), `${typed}{Enter}`);
    await user.click(within(dialog).getByRole('button', { name: 'Request interview' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.url.pathname).toBe(
      `/api/employer/combines/${SHARE}/one-pagers/${BEN}/interview-requests`,
    );
    expect(writes(calls)[0]?.body).toMatchObject({
      slots: [{ start: slot.toISOString(), durationMinutes: 30 }],
    });
    expect(await screen.findByTestId('debrief-requested')).toBeTruthy();
    expect(toasts().map((toast) => toast.title)).toEqual(['Interview requested']);
  });

  it('says so when the day is not there', async () => {
    fakeApi(
      handleOperation(getCombineDayDebrief, () => ({
        status: 404,
        body: { success: false, message: COMBINE_DAY_MESSAGES.notFound },
      })),
    );
    renderDebrief();
    expect(await screen.findByText(COMBINE_DAY_MESSAGES.notFound)).toBeTruthy();
  });
});
