/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEGMENT_STATUS_WORDS, SEGMENT_TO_INVITE_WORDS } from '@gtm/contracts/combine-days';
import type { TCombineDay, TCombineDayPlanInput } from '@gtm/contracts/combine-days';
import { CombineDayPlanner } from './combine-day-planner.tsx';
import { renderScreen } from './test-screen.tsx';
import { COMBINE_DAY_IDS, combineDayFixture, segmentAt } from './test-fixtures/combine-day.ts';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const { ava: AVA, ben: BEN } = COMBINE_DAY_IDS;
const CANDIDATES = [
  { onePagerId: AVA, displayName: 'Ava Stone' },
  { onePagerId: BEN, displayName: 'Ben Ray' },
];

// The preview as the service answers it: both placed, both invited once the plan is sent (nothing sent yet).
const PREVIEW: TCombineDay = combineDayFixture({
  id: '',
  segments: [segmentAt(AVA, '19:00', 'invited', 'Ava Stone'), segmentAt(BEN, '19:15', 'invited', 'Ben Ray')],
  counts: { placed: 2, invited: 2, confirmed: 0, declined: 0, unplaced: 0, free: 1 },
});

// A day is planned from today to a year ahead (the contract checks it): a month from now.
const PLAN_DATE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('the combine day planner', () => {
  it('previews the planned rows as "To invite", scrolls the preview into view and moves the focus to its heading', async () => {
    const scrolled = jest.spyOn(window.Element.prototype, 'scrollIntoView');
    const preview = jest.fn((_plan: TCombineDayPlanInput) => Promise.resolve({ ...PREVIEW }));
    const plan = jest.fn((_plan: TCombineDayPlanInput) => Promise.resolve(PREVIEW));
    renderScreen(
      <CombineDayPlanner
        calls={{ preview, plan }}
        scope="share"
        candidates={CANDIDATES}
        open
        onClose={() => undefined}
        onPlanned={() => undefined}
        onFailure={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Date'), `${PLAN_DATE}{Enter}`);
    await user.type(within(dialog).getByLabelText('From'), '14:00{Enter}');
    await user.type(within(dialog).getByLabelText('To'), '15:00{Enter}');
    for (const name of ['Ava Stone', 'Ben Ray'])
      await user.click(within(dialog).getByRole('checkbox', { name }));
    const previewButton = within(dialog).getByRole('button', { name: 'Preview' });
    await user.click(previewButton);

    const shown = await within(dialog).findByTestId('plan-preview');
    expect(preview).toHaveBeenCalledTimes(1);
    expect(plan).not.toHaveBeenCalled();
    // Nothing is sent yet: each planned row reads "To invite", none "Invited".
    const rows = within(shown).getAllByTestId('timeline-segment');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(SEGMENT_TO_INVITE_WORDS),
      expect.stringContaining(SEGMENT_TO_INVITE_WORDS),
    ]);
    expect(shown.textContent).not.toContain(SEGMENT_STATUS_WORDS.invited);
    // The preview opens in view, its heading focused (a keyboard or screen reader user lands on it).
    const heading = within(shown).getByRole('heading', { name: 'Preview: Tue, Jan 14, 2031' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled.mock.contexts).toContain(heading);

    // A second Preview (the service may lay it out anew) brings it into view and focus again.
    previewButton.focus();
    scrolled.mockClear();
    await user.click(previewButton);
    await waitFor(() => expect(preview).toHaveBeenCalledTimes(2));
    const again = within(dialog).getByRole('heading', { name: 'Preview: Tue, Jan 14, 2031' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(scrolled.mock.contexts).toContain(again);
  });
});
