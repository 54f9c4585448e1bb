/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@gtm/web-kit/router.ts';
import {
  COMBINE_DAY_ANSWERS,
  COMBINE_DAY_MESSAGES,
  COMBINE_DAY_UNPLACED_REASONS,
} from '@gtm/contracts/combine-days';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { listCombineDays, planCombineDay, previewCombineDay } from '@gtm/contracts/operations/combine-days';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import type { TApiCall } from '@gtm/web-kit/test-screen.tsx';
import { COMBINE_DAY_IDS, combineDayFixture, segmentAt } from '@gtm/web-kit/test-fixtures/combine-day.ts';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { CombineDaysCard } from './combine-days-card.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const { share: SHARE, day: DAY_ID, ava: AVA, ben: BEN, cy: CY } = COMBINE_DAY_IDS;
const CANDIDATES = [
  { onePagerId: AVA, displayName: 'Ava Stone' },
  { onePagerId: BEN, displayName: 'Ben Ray' },
  { onePagerId: CY, displayName: 'Candidate K7Q2' },
];

// The planned day as the service answers it: Ava and Ben invited at 19:00Z and 19:15Z, a break, 19:40Z free;
// Candidate K7Q2 could not be placed.
const day = (over: Partial<TCombineDay> = {}): TCombineDay =>
  combineDayFixture({
    segments: [
      segmentAt(AVA, '19:00', 'invited', 'Ava Stone'),
      segmentAt(BEN, '19:15', 'invited', 'Ben Ray'),
    ],
    unplaced: [{ onePagerId: CY, reason: 'busy', displayName: 'Candidate K7Q2' }],
    counts: { placed: 2, invited: 2, confirmed: 0, declined: 0, unplaced: 1, free: 1 },
    ...over,
  });

// A day is planned from today to a year ahead (the contract checks it): a month from now. The service's answer
// is the fixture's day, whatever the date asked.
const PLAN_DATE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const toasts = () => useToastStore.getState().toasts;
const writes = (calls: TApiCall[]) => calls.filter((call) => call.method !== 'GET');

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderCard = () =>
  renderScreen(
    <>
      <CombineDaysCard shareId={SHARE} candidates={CANDIDATES} />
      <Where />
    </>,
    { path: `/employer/combines/${SHARE}` },
  );

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

async function openPlanner() {
  await user.click(await screen.findByRole('button', { name: 'Plan a combine day' }));
  return screen.findByRole('dialog');
}

async function fillPlan(dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Date'), `${PLAN_DATE}{Enter}`);
  await user.type(within(dialog).getByLabelText('From'), '14:00{Enter}');
  await user.type(within(dialog).getByLabelText('To'), '15:00{Enter}');
  await user.click(within(dialog).getByRole('combobox', { name: 'Time zone' }));
  await user.type(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'new york');
  await user.click(await screen.findByTitle('America/New_York'));
  const breakAfter = within(dialog).getByLabelText('Break after (segments)');
  await user.clear(breakAfter);
  await user.type(breakAfter, '2');
  for (const name of ['Ava Stone', 'Ben Ray', 'Candidate K7Q2']) {
    await user.click(within(dialog).getByRole('checkbox', { name }));
  }
}

// The plan the form sends: the fixture day's afternoon and settings, on PLAN_DATE.
const { from, to, timeZone, segmentMinutes, breakMinutes, breakAfter } = combineDayFixture();
const PLAN = {
  date: PLAN_DATE,
  from,
  to,
  timeZone,
  segmentMinutes,
  breakMinutes,
  breakAfter,
  onePagerIds: [AVA, BEN, CY],
};

describe("the shared combine's combine days", () => {
  it('lists each day with its afternoon in its zone, its segments and state, linking to its run of show', async () => {
    fakeApi(
      handleOperation(listCombineDays, () => ({
        status: 200,
        body: {
          items: [
            day(),
            day({
              id: '64f0c2aa00000000000000d2',
              status: 'cancelled',
              counts: { placed: 0, invited: 0, confirmed: 0, declined: 3, unplaced: 0, free: 3 },
            }),
          ],
        },
      })),
    );
    renderCard();
    const rows = await screen.findAllByTestId('combine-day');
    expect(rows).toHaveLength(2);
    const link = within(rows[0]!).getByRole('link', { name: 'Run of show, Tue, Jan 14, 2031' });
    expect(link.getAttribute('href')).toBe(`/employer/combines/${SHARE}/days/${DAY_ID}`);
    expect(within(rows[0]!).getByText('2:00 PM – 2:55 PM EST')).toBeTruthy();
    // The counts are the service's.
    expect(within(rows[0]!).getByTestId('combine-day-counts').textContent).toBe(
      '0 confirmed · 2 invited · 0 declined',
    );
    expect(within(rows[0]!).getByText('Planned')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('combine-day-counts').textContent).toBe(
      '0 confirmed · 0 invited · 3 declined',
    );
    expect(within(rows[1]!).getByText('Cancelled')).toBeTruthy();
  });

  it('says when there is none yet', async () => {
    fakeApi(handleOperation(listCombineDays, () => ({ status: 200, body: { items: [] } })));
    renderCard();
    expect(await screen.findByText('No combine days planned yet.')).toBeTruthy();
  });

  it('previews the schedule, breaks and the unplaced, then sends the invitations and opens the run of show', async () => {
    let planned = false;
    const calls = fakeApi(
      handleOperation(listCombineDays, () => ({ status: 200, body: { items: planned ? [day()] : [] } })),
      handleOperation(previewCombineDay, () => ({ status: 200, body: day({ id: '' }) })),
      handleOperation(planCombineDay, () => {
        planned = true;
        return { status: 201, body: day() };
      }),
    );
    renderCard();
    const dialog = await openPlanner();
    const send = within(dialog).getByRole('button', { name: 'Send invitations' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await fillPlan(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const preview = await within(dialog).findByTestId('plan-preview');
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', body: PLAN })]);
    expect(writes(calls)[0]?.url.pathname).toBe(`/api/employer/combines/${SHARE}/days/preview`);
    expect(within(preview).getByText('Preview: Tue, Jan 14, 2031')).toBeTruthy();
    expect(within(preview).getByTestId('plan-preview-summary').textContent).toMatch(
      /^2 of 3 candidates placed, 2:00 PM – 2:30 PM EST/,
    );
    const schedule = within(preview).getByRole('list', { name: 'Planned schedule' });
    expect(
      within(schedule)
        .getAllByTestId('timeline-segment')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Ava Stone'), expect.stringContaining('Ben Ray')]);
    expect(within(schedule).getByTestId('timeline-break').textContent).toContain('Break · 10 min');
    expect(within(schedule).getByTestId('timeline-break').textContent).toContain('2:30 PM – 2:40 PM');
    expect(within(schedule).getByTestId('timeline-free').textContent).toContain('Open · 1 free segment');
    // Two placed: fewer than a combine day is sold with, said without stopping the plan.
    expect(within(preview).getByTestId('plan-few-placed').textContent).toContain('meant for 6-12 candidates');
    expect(within(preview).getByTestId('plan-unplaced').textContent).toContain(
      `Candidate K7Q2: ${COMBINE_DAY_UNPLACED_REASONS.busy}`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(toasts().map((toast) => toast.title)).toEqual([COMBINE_DAY_MESSAGES.planned]));
    expect(writes(calls)[1]).toMatchObject({ method: 'POST', body: PLAN });
    expect(writes(calls)[1]?.url.pathname).toBe(`/api/employer/combines/${SHARE}/days`);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/employer/combines/${SHARE}/days/${DAY_ID}`),
    );
    expect(await screen.findByRole('link', { name: 'Run of show, Tue, Jan 14, 2031' })).toBeTruthy();
  });

  it("checks the plan with the contract's words before asking, and shows the service's issues on the fields", async () => {
    const calls = fakeApi(
      handleOperation(listCombineDays, () => ({ status: 200, body: { items: [] } })),
      handleOperation(previewCombineDay, () => ({
        status: 400,
        body: {
          success: false,
          message: 'Invalid request',
          issues: [{ path: 'onePagerIds.2', message: COMBINE_DAY_ANSWERS.candidateInvalid }],
        },
      })),
    );
    renderCard();
    const dialog = await openPlanner();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(COMBINE_DAY_ANSWERS.dateInvalid)).toBeTruthy();
    expect(within(dialog).getByText(COMBINE_DAY_ANSWERS.candidates)).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    await fillPlan(dialog);
    await waitFor(() => expect(within(dialog).queryByText(COMBINE_DAY_ANSWERS.dateInvalid)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(COMBINE_DAY_ANSWERS.candidateInvalid)).toBeTruthy();
    expect(toasts().map((toast) => toast.title)).toEqual(['The schedule could not be previewed']);
    expect(within(dialog).getByRole('button', { name: 'Send invitations' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
