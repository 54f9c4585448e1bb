/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { returnFocusKey, useReturnFocus } from './use-return-focus.ts';

afterEach(cleanup);

/**
 * A page whose dialog is mounted only while open, as the admin's route-driven dialogs are, and whose list
 * renders its rows again (new nodes) when the dialog closes, as a list behind a route may.
 */
function Page() {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const focus = useReturnFocus();
  return (
    <>
      <ul key={generation}>
        <li>
          <button
            {...returnFocusKey('view-ada')}
            onClick={() => {
              focus.remember('view-ada');
              setOpen(true);
            }}
          >
            View Ada
          </button>
        </li>
      </ul>
      {open ? (
        <div role="dialog">
          <button
            onClick={() => {
              setOpen(false);
              setGeneration((value) => value + 1);
              focus.restore();
            }}
          >
            Close
          </button>
        </div>
      ) : null}
    </>
  );
}

const waitFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useReturnFocus', () => {
  it('gives the focus back to the opener once the dialog is gone, even when its row was rendered again', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'View Ada' });
    opener.focus();
    act(() => opener.click());
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    act(() => close.click());
    // The close button is gone with the dialog: the focus fell to the body until the restore finds the opener.
    await act(() => waitFor(120));
    expect(screen.queryByRole('dialog')).toBeNull();
    const again = screen.getByRole('button', { name: 'View Ada' });
    expect(again).not.toBe(opener);
    expect(document.activeElement).toBe(again);
  });

  it('leaves the focus where the user put it meanwhile', async () => {
    render(
      <>
        <Page />
        <input aria-label="Search" />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'View Ada' });
    act(() => opener.click());
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await act(() => waitFor(120));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });
});
