/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMBINE_DAY_ANSWERS, COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type { TEmployerOnePager } from '@gtm/contracts/employer';
import {
  addCombineDayCandidate,
  cancelCombineDay,
  getCombineDay,
} from '@gtm/contracts/operations/combine-days';
import {
  getEmployerCombine,
  getEmployerOnePager,
  updateClientEvaluation,
} from '@gtm/contracts/operations/employer-portal';
import { PATHS } from '@gtm/contracts/paths';
import { emptyOnePagerContent } from '@gtm/contracts/talent';
import { localTimeZone } from '@gtm/web-kit/format-slot.ts';
import { fakeApi, handleOperation, renderScreen } from '@gtm/web-kit/test-screen.tsx';
import type { TApiCall } from '@gtm/web-kit/test-screen.tsx';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import {
  COMBINE_DAY_IDS,
  combineDayFixture,
  segmentAt,
  slotAt,
} from '@gtm/web-kit/test-fixtures/combine-day.ts';
import { formatTime } from '@gtm/web-kit/zoned-time.ts';
import { RunOfShowPage } from './run-of-show-page.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const { share: SHARE, day: DAY_ID, ava: AVA, ben: BEN, cy: CY } = COMBINE_DAY_IDS;
const PATH = `/employer/combines/${SHARE}/days/${DAY_ID}`;
// The viewer's clock is the machine's: the expected times are read in its zone.
const viewer = localTimeZone();

const day = (over: Partial<TCombineDay> = {}): TCombineDay =>
  combineDayFixture({ meetingUrl: 'https://meet.example.com/acme', ...over });

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
    // The debrief is open during the afternoon too.
    expect(screen.getByRole('link', { name: 'Debrief' }).getAttribute('href')).toBe(`${PATH}/debrief`);

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
    // The server's layout: the live segments, the break, and the declined segment's slot free.
    const [ava, ben] = segmentItems();
    expect(segmentItems()).toHaveLength(2);
    expect(within(ava!).getByText('Confirmed')).toBeTruthy();
    expect(within(ben!).getByText('Invited')).toBeTruthy();
    expect(within(ben!).getByRole('link', { name: 'Open one-pager of Ben Ray' }).getAttribute('href')).toBe(
      `/employer/combines/${SHARE}/candidates/${BEN}`,
    );
    expect(screen.getByTestId('timeline-break').textContent).toContain('Break · 10 min');
    expect(screen.getByTestId('timeline-free').textContent).toContain('Open · 1 free segment');
    // The declined one is listed apart, with their one-pager.
    const declined = within(screen.getByRole('list', { name: 'Declined' })).getByTestId('declined-segment');
    expect(declined.textContent).toContain('Candidate K7Q2');
    expect(within(declined).getByText('Declined')).toBeTruthy();
    expect(within(declined).getByRole('link', { name: 'Open one-pager of Candidate K7Q2' })).toBeTruthy();

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
    // The last live segment: the declined one is not stepped to.
    await user.keyboard('{ArrowDown}');
    expect(segmentTitle().textContent).toBe('Ben Ray');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('k');
    expect(segmentTitle().textContent).toBe('Ava Stone');
    await user.keyboard('{ArrowUp}');
    expect(segmentTitle().textContent).toBe('Ava Stone');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(segmentTitle().textContent).toBe('Ben Ray');
    // The chosen one is kept while the one on now is another; the way back is offered.
    expect(screen.getByRole('button', { name: 'Go to the segment on now' })).toBeTruthy();

    // Ben's evaluation, once the choice has settled (400 ms, then his one-pager's read: slow on a busy machine);
    // typing in it moves nothing.
    const note = await screen.findByRole('textbox', { name: 'Note' }, { timeout: 5000 });
    await user.type(note, 'jk');
    expect(segmentTitle().textContent).toBe('Ben Ray');
    expect(onePagerReads(calls).at(-1)?.url.pathname).toBe(
      `/api/employer/combines/${SHARE}/one-pagers/${BEN}`,
    );
    // The declined candidate's one-pager was never read.
    expect(onePagerReads(calls).some((call) => call.url.pathname.endsWith(CY))).toBe(false);
  });

  it('has started at the afternoon’s start when its first segments were declined or moved', async () => {
    // Ava moved to the last slot, Candidate K7Q2 declined the first: at 2:20 PM the afternoon is on, a slot free.
    dayApi(() =>
      day({
        segments: [
          segmentAt(CY, '19:00', 'declined', 'Candidate K7Q2'),
          segmentAt(BEN, '19:15', 'invited', 'Ben Ray'),
          segmentAt(AVA, '19:40', 'confirmed', 'Ava Stone'),
        ],
        slots: [
          slotAt('free', '19:00', '19:15'),
          slotAt('segment', '19:15', '19:30', BEN),
          slotAt('break', '19:30', '19:40'),
          slotAt('segment', '19:40', '19:55', AVA),
        ],
      }),
    );
    renderRunOfShow(() => Date.parse('2031-01-14T19:05:00.000Z'));
    const live = await screen.findByTestId('ros-live');
    expect(live.getAttribute('data-phase')).toBe('between');
    expect(live.textContent).toContain('Open slot');
    expect(live.textContent).not.toContain('Not started');
    expect(live.textContent).toContain(`Next Ben Ray at ${formatTime('2031-01-14T19:15:00.000Z', viewer)}`);
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
  it('adds a candidate of the share who is not on the day: the service places and invites them; focus returns', async () => {
    const now = Date.parse('2031-01-14T18:00:00.000Z');
    const DEE = '64f0c2aa0000000000000014';
    let current = day();
    const calls = dayApi(
      () => current,
      [
        handleOperation(getEmployerCombine, () => ({
          status: 200,
          body: {
            shareId: SHARE,
            name: 'Spring SDRs',
            description: '',
            targetDate: null,
            sharedAt: '2031-01-01T00:00:00.000Z',
            candidateCount: 4,
            counts: { interested: 0, maybe: 0, pass: 0, undecided: 4 },
            interviewRequests: 0,
            candidates: [AVA, BEN, CY, DEE].map((id) =>
              onePager(id, id === DEE ? 'Dee Lane' : (NAMES[id] ?? 'Someone')),
            ),
          },
        })),
        handleOperation(addCombineDayCandidate, () => {
          current = day({
            segments: [...day().segments.slice(0, 2), segmentAt(DEE, '19:40', 'invited', 'Dee Lane')],
          });
          return { status: 201, body: current };
        }),
      ],
    );
    renderRunOfShow(() => now);
    await user.click(await screen.findByRole('button', { name: 'Add a candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a candidate' });
    // Nobody chosen: the rule's words, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    expect(await within(dialog).findByText(COMBINE_DAY_ANSWERS.candidates)).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    // Who is on the day already (Ava, Ben, and Candidate K7Q2 who declined) is not offered.
    await user.click(within(dialog).getByLabelText('Candidate'));
    await user.click(await screen.findByTitle('Dee Lane'));
    expect(screen.queryByTitle('Ava Stone')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    await waitFor(() => expect(toasts().map((toast) => toast.title)).toEqual([COMBINE_DAY_MESSAGES.added]));
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { onePagerId: DEE } })]);
    expect(writes(calls)[0]?.url.pathname).toBe(`/api/employer/combines/${SHARE}/days/${DAY_ID}/candidates`);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a candidate' })),
    );
  });
});
