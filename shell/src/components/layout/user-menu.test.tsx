/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOwnCandidateProfile } from '@gtm/contracts/operations/candidate-profiles';
import { announceHeadshotChanged } from '@gtm/web-kit/headshot-changed.ts';
import { MemoryRouter } from '@gtm/web-kit/router.ts';
import { fakeApi, handleOperation } from '@gtm/web-kit/test-screen.tsx';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';
import { UserMenu } from './user-menu.tsx';

const USER = { name: 'Noor Newcomer', email: 'noor@example.test', kind: 'candidate' } as TSessionUser;

const renderMenu = () => {
  render(
    <MemoryRouter>
      <UserMenu user={USER} />
      <a href="#after">After</a>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Account menu for Noor Newcomer' });
};

const focused = () => document.activeElement?.textContent;

afterEach(cleanup);

describe('the account menu (a WAI-ARIA menu button)', () => {
  it('opens on ArrowDown on its first item, moves with the arrow keys, Home and End, and Escape returns to the button', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Account menu for Noor Newcomer' });
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Candidate Dashboard',
      'My Profile',
      'Settings',
      'Log out',
    ]);
    expect(focused()).toBe('Candidate Dashboard');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Settings');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('My Profile');
    await user.keyboard('{End}');
    expect(focused()).toBe('Log out');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Candidate Dashboard');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Log out');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Candidate Dashboard');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('opens on Enter and Space on its first item, on ArrowUp on its last, and closes when Tab leaves it', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Candidate Dashboard');
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(focused()).toBe('Candidate Dashboard');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Log out');
    // The items are not in the Tab order: Tab leaves the menu, which closes.
    await user.tab();
    expect(focused()).toBe('After');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("shows the candidate's headshot once they have one, read again when a profile is saved (issue 47)", async () => {
    let headshot: { url: string } | null = null;
    const calls = fakeApi(
      handleOperation(getOwnCandidateProfile, () => ({ status: 200, body: { headshot } as never })),
    );
    render(
      <MemoryRouter>
        <UserMenu user={{ ...USER, id: 'candidate-with-headshot' }} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('user-menu-headshot')).toBeNull();
    headshot = { url: 'https://files.example.test/headshot.png' };
    act(() => announceHeadshotChanged());
    await waitFor(() =>
      expect(screen.getByTestId('user-menu-headshot').getAttribute('src')).toBe(headshot!.url),
    );
    // The button keeps its name; the picture is decoration.
    expect(screen.getByRole('button', { name: 'Account menu for Noor Newcomer' })).toBeTruthy();
  });

  it('opens on a click and closes on a second one', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeNull();
    await user.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
