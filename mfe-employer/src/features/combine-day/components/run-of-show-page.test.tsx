/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type { TEmployerOnePager } from '@gtm/contracts/employer';
import { cancelCombineDay, getCombineDay } from '@gtm/contracts/operations/combine-days';
import { getEmployerOnePager, updateClientEvaluation } from '@gtm/contracts/operations/employer-portal';
import { PATHS } from '@gtm/contracts/paths';
import { emptyOnePagerContent } from '@gtm/contracts/talent';
import { localTimeZone } from '@gtm/web-kit/format-slot.ts';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import type { TApiCall } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import { formatTime } from '../../../lib/combine-day-times.ts';
import { RunOfShowPage } from './run-of-show-page.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const SHARE = '64f0c2aa0000000000000001';
const DAY_ID = '64f0c2aa00000000000000d1';
const AVA = '64f0c2aa0000000000000011';
const BEN = '64f0c2aa0000000000000012';
const CY = '64f0c2aa0000000000000013';
const PATH = `/employer/combines/${SHARE}/days/${DAY_ID}`;
// The viewer's clock is the machine's: the expected times are read in its zone.
const viewer = localTimeZone();

const day = (over: Partial<TCombineDay> = {}): TCombineDay => ({
  id: DAY_ID,
  shareId: SHARE,
  combineName: 'Spring SDRs',
  companyName: 'Acme Analytics',
  date: '2031-01-14',
  from: '14:00',
  to: '15:00',
  timeZone: 'America/New_York',
  segmentMinutes: 15,
  breakMinutes: 10,
  breakAfter: 2,
  meetingUrl: 'https://meet.example.com/acme',
  status: 'planned',
  segments: [
    {
      onePagerId: AVA,
      start: '2031-01-14T19:00:00.000Z',
      end: '2031-01-14T19:15:00.000Z',
      status: 'confirmed',
      displayName: 'Ava Stone',
    },
    {
      onePagerId: BEN,
      start: '2031-01-14T19:15:00.000Z',
      end: '2031-01-14T19:30:00.000Z',
      status: 'invited',
      displayName: 'Ben Ray',
    },
    {
      onePagerId: CY,
      start: '2031-01-14T19:40:00.000Z',
      end: '2031-01-14T19:55:00.000Z',
      status: 'declined',
      displayName: 'Candidate K7Q2',
    },
  ],
  unplaced: [],
  ...over,
});

const onePager = (onePagerId: string, displayName: string): TEmployerOnePager => ({
  onePagerId,
  displayName,
  anonymized: false,
  headshotUrl: null,
  title: '',
  location: '',
  summary: '',
  industries: [],
  methodologies: [],
  evaluation: { decision: null, passReason: null, rating: null, updatedAt: null, updatedByName: null },
  commentCount: 0,
  interviewRequested: false,
  viewed: true,
  shareId: SHARE,
  combineName: 'Spring SDRs',
  content: emptyOnePagerContent(displayName),
  contact: null,
  comments: [],
  interviewRequests: [],
  privateNote:
    onePagerId === AVA
      ? { text: 'Strong opener', updatedAt: '2031-01-14T19:04:00.000Z', updatedBy: 'Dana' }
      : null,
});
const NAMES: Record<string, string> = { [AVA]: 'Ava Stone', [BEN]: 'Ben Ray', [CY]: 'Candidate K7Q2' };

const toasts = () => useToastStore.getState().toasts;
const writes = (calls: TApiCall[]) => calls.filter((call) => call.method !== 'GET');
const onePagerReads = (calls: TApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname.includes('/one-pagers/'));

/** The portal's API for the day (and its candidates' one-pagers), each answer as `current` says. */
function dayApi(current: () => TCombineDay, extra: Parameters<typeof fakeApi> = []) {
  return fakeApi(
    ...extra,
    handleOperation(getCombineDay, () => ({ status: 200, body: current() })),
    handleOperation(getEmployerOnePager, ({ url }) => {
      const id = url.pathname.split('/').pop() ?? '';
      return { status: 200, body: onePager(id, NAMES[id] ?? 'Someone') };
    }),
  );
}

const renderRunOfShow = (clock: () => number) =>
  renderScreen(<RunOfShowPage clock={clock} />, { path: PATH, route: PATHS.employer.combineDay });

const segmentItems = () =>
  within(screen.getByRole('list', { name: 'Segments' })).getAllByTestId('timeline-segment');
const segmentTitle = () =>
  screen.getByRole('heading', { level: 2, name: /Ava Stone|Ben Ray|Candidate K7Q2/ });

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe("a combine day's run of show", () => {
  it('marks the segment on now, counts down to the next with the clock, and follows it', async () => {
    let now = Date.parse('2031-01-14T19:05:00.000Z');
    dayApi(() => day());
    renderRunOfShow(() => now);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Combine day, Tue, Jan 14, 2031' }),
    ).toBeTruthy();
    const live = screen.getByRole('group', { name: 'Now' });
    expect(live.textContent).toContain(
      `On now Ava Stone until ${formatTime('2031-01-14T19:15:00.000Z', viewer)}`,
    );
    expect(within(live).getByTestId('ros-left').textContent).toBe('10:00');
    expect(live.textContent).toContain(`Next Ben Ray at ${formatTime('2031-01-14T19:15:00.000Z', viewer)}`);
    expect(within(live).getByTestId('ros-countdown').textContent).toBe('10:00');
    expect(segmentItems()[0]?.getAttribute('aria-current')).toBe('time');
    expect(segmentTitle().textContent).toBe('Ava Stone');
    expect(screen.getByRole('link', { name: 'Join the meeting' }).getAttribute('href')).toBe(
      'https://meet.example.com/acme',
    );

    // The clock moves on: the countdown reads it every second.
    now = Date.parse('2031-01-14T19:05:30.000Z');
    await waitFor(() => expect(screen.getByTestId('ros-countdown').textContent).toBe('9:30'), {
      timeout: 3000,
    });

    // Ben's segment starts: the run of show follows it. The declined segment is never next.
    now = Date.parse('2031-01-14T19:16:00.000Z');
    await waitFor(() => expect(segmentTitle().textContent).toBe('Ben Ray'), { timeout: 3000 });
    expect(segmentItems()[1]?.getAttribute('aria-current')).toBe('time');
    expect(screen.getByRole('group', { name: 'Now' }).textContent).toContain('No segment after this one.');

    now = Date.parse('2031-01-14T19:31:00.000Z');
    await waitFor(
      () =>
        expect(screen.getByRole('group', { name: 'Now' }).textContent).toContain(COMBINE_DAY_MESSAGES.past),
      { timeout: 3000 },
    );
  });

  it('shows each segment with its status and its one-pager link, and moves with the keys and buttons', async () => {
    const now = Date.parse('2031-01-14T19:05:00.000Z');
    const calls = dayApi(() => day());
    renderRunOfShow(() => now);

    await screen.findByRole('list', { name: 'Segments' });
    const [ava, ben, cy] = segmentItems();
    expect(within(ava!).getByText('Confirmed')).toBeTruthy();
    expect(within(ben!).getByText('Invited')).toBeTruthy();
    expect(within(cy!).getByText('Declined')).toBeTruthy();
    expect(within(ben!).getByRole('link', { name: 'Open one-pager of Ben Ray' }).getAttribute('href')).toBe(
      `/employer/combines/${SHARE}/candidates/${BEN}`,
    );
    // The break between the second and the third segment is a gap of its own.
    expect(screen.getByTestId('timeline-break').textContent).toContain('Break · 10 min');

    // The candidate on now: their evaluation and the team's note, read from their one-pager.
    expect(await screen.findByDisplayValue('Strong opener')).toBeTruthy();
    expect(onePagerReads(calls).map((call) => call.url.pathname)).toEqual([
      `/api/employer/combines/${SHARE}/one-pagers/${AVA}`,
    ]);

    await user.keyboard('j');
    expect(segmentTitle().textContent).toBe('Ben Ray');
    expect(
      within(segmentItems()[1]!).getByRole('button', { name: 'Ben Ray' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(segmentTitle().textContent).toBe('Candidate K7Q2');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('k');
    await user.keyboard('{ArrowUp}');
    expect(segmentTitle().textContent).toBe('Ava Stone');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(segmentTitle().textContent).toBe('Ben Ray');
    // The chosen one is kept while the one on now is another; the way back is offered.
    expect(screen.getByRole('button', { name: 'Go to the segment on now' })).toBeTruthy();

    // Ben's evaluation, once the choice has settled; typing in it moves nothing.
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await user.type(note, 'jk');
    expect(segmentTitle().textContent).toBe('Ben Ray');
    expect(onePagerReads(calls).at(-1)?.url.pathname).toBe(
      `/api/employer/combines/${SHARE}/one-pagers/${BEN}`,
    );
    // Skimming past Candidate K7Q2 read nothing of theirs.
    expect(onePagerReads(calls).some((call) => call.url.pathname.endsWith(CY))).toBe(false);
  });

  it("saves the decision and rating of the chosen segment's candidate in place", async () => {
    const now = Date.parse('2031-01-14T19:05:00.000Z');
    const calls = dayApi(
      () => day(),
      [
        handleOperation(updateClientEvaluation, ({ body }) => ({
          status: 200,
          body: {
            passReason: null,
            rating: null,
            updatedAt: '2031-01-14T19:06:00.000Z',
            updatedByName: 'Dana',
            ...(body as object),
          },
        })),
      ],
    );
    renderRunOfShow(() => now);
    const evaluation = await screen.findByRole('region', { name: 'Your evaluation' });
    // antd's radio buttons take the click on their label.
    await user.click(within(evaluation).getByText('Interested'));
    const save = within(evaluation).getByRole('button', { name: 'Save evaluation' });
    // The button opens once the form has seen the decision.
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await user.click(save);
    await waitFor(() =>
      expect(toasts().map((toast) => toast.title)).toEqual([EMPLOYER_ANSWERS.evaluationSaved]),
    );
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: { decision: 'interested', passReason: null, rating: null },
      }),
    ]);
    expect(writes(calls)[0]?.url.pathname).toBe(
      `/api/employer/combines/${SHARE}/one-pagers/${AVA}/evaluation`,
    );
  });

  it('cancels the day once confirmed, and shows a refusal in the service’s words', async () => {
    const now = Date.parse('2031-01-14T18:00:00.000Z');
    let current = day();
    let refuse = false;
    const calls = dayApi(
      () => current,
      [
        handleOperation(cancelCombineDay, () => {
          if (refuse)
            return { status: 409, body: { success: false, message: COMBINE_DAY_MESSAGES.cancelled } };
          current = day({ status: 'cancelled' });
          return { status: 200, body: current };
        }),
      ],
    );
    renderRunOfShow(() => now);
    expect((await screen.findByTestId('ros-live')).getAttribute('data-phase')).toBe('before');
    await user.click(screen.getByRole('button', { name: 'Cancel combine day' }));
    expect(await screen.findByText("Every candidate's invitation is cancelled.")).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(toasts().map((toast) => toast.title)).toEqual([COMBINE_DAY_MESSAGES.cancelledToast]),
    );
    expect(writes(calls)[0]?.url.pathname).toBe(`/api/employer/combines/${SHARE}/days/${DAY_ID}/cancel`);
    expect(await screen.findByTestId('ros-cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel combine day' })).toBeNull();
    expect(screen.queryByTestId('ros-live')).toBeNull();
    expect(segmentItems().some((item) => item.getAttribute('aria-current') === 'time')).toBe(false);

    cleanup();
    useToastStore.setState({ toasts: [] });
    current = day();
    refuse = true;
    renderRunOfShow(() => now);
    await user.click(await screen.findByRole('button', { name: 'Cancel combine day' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ description: COMBINE_DAY_MESSAGES.cancelled, variant: 'destructive' }),
      ),
    );
  });

  it('says so when the day is not there', async () => {
    fakeApi(
      handleOperation(getCombineDay, () => ({
        status: 404,
        body: { success: false, message: COMBINE_DAY_MESSAGES.notFound },
      })),
    );
    renderRunOfShow(() => Date.now());
    expect(await screen.findByText(COMBINE_DAY_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Combine day not found' })).toBeTruthy();
  });
});
