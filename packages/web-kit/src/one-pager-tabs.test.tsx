/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyOnePagerContent } from '@gtm/contracts/talent';
import type { TOnePagerContent } from '@gtm/contracts/talent';
import { OnePagerTabs } from './one-pager-tabs.tsx';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
const user = userEvent.setup({ delay: null });

const CONTENT: TOnePagerContent = {
  ...emptyOnePagerContent('Ada Lovelace'),
  title: 'Enterprise AE',
  targetRoles: ['AE', 'Senior AE'],
  summaryItems: ['Closed the largest deal'],
  quota: '$1.2M',
  quotaAttainment: '130%',
  dealWalkthroughResult: 'Signed in Q3',
};

/** The row of the open tab with this label: its value cell. */
const valueOf = (label: string) => {
  const row = screen.getByText(label, { selector: 'th, th *' }).closest('tr');
  if (!row) throw new Error(`No row '${label}'`);
  return within(row).getByRole('cell').textContent;
};

afterEach(cleanup);

describe('OnePagerTabs', () => {
  it("shows the Overview with the area's rows where they belong, '—' where the one-pager is empty", () => {
    render(
      <OnePagerTabs
        candidateName="Ada Lovelace"
        summary={null}
        content={CONTENT}
        bulletsClassName="test-bullets"
        afterHeadline={[{ label: 'Status', value: 'active' }]}
        afterSummary={[{ label: 'Created', value: 'Jan 6, 2026' }]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Experience' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deal Walkthrough' })).toBeTruthy();
    const labels = [...screen.getByRole('tabpanel').querySelectorAll('th')].map((cell) => cell.textContent);
    expect(labels).toEqual([
      'Candidate',
      'Headline',
      'Status',
      'Location',
      'Salary expectations',
      'Target roles',
      'Summary',
      'Summary items',
      'Created',
    ]);
    expect(valueOf('Target roles')).toBe('AE, Senior AE');
    expect(valueOf('Location')).toBe('—');
    expect(valueOf('Summary')).toBe('—');
    expect(document.querySelector('ul.test-bullets')?.textContent).toBe('Closed the largest deal');
  });

  it('shows a quota and its attainment, or one Quota vs. actual for the companies', async () => {
    const { unmount } = render(
      <OnePagerTabs candidateName="Ada" summary="" content={CONTENT} bulletsClassName="b" />,
    );
    await user.click(screen.getByRole('tab', { name: 'Experience' }));
    expect(valueOf('Quota')).toBe('$1.2M');
    expect(valueOf('Quota attainment')).toBe('130%');
    unmount();

    render(
      <OnePagerTabs
        candidateName="Ada"
        summary=""
        content={{ ...CONTENT, quotaAttainment: CONTENT.quota }}
        bulletsClassName="b"
        quotaVsActual
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Experience' }));
    expect(valueOf('Quota vs. actual')).toBe('$1.2M');
    expect(screen.queryByText('Quota attainment')).toBeNull();
  });

  it('reads a one-pager without content as empty rows', async () => {
    render(<OnePagerTabs candidateName="Ada" summary="S" content={null} bulletsClassName="b" />);
    await user.click(screen.getByRole('tab', { name: 'Deal Walkthrough' }));
    expect(valueOf('Result')).toBe('—');
  });
});
