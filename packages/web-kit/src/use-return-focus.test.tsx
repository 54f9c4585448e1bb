/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useReturnFocus } from './use-return-focus.ts';

afterEach(cleanup);

/** A page whose dialog is mounted only while open, as the admin's route-driven dialogs are. */
function Page() {
  const [open, setOpen] = useState(false);
  const focus = useReturnFocus();
  return (
    <>
      <button
        onClick={() => {
          focus.remember();
          setOpen(true);
        }}
      >
        View Ada
      </button>
      {open ? (
        <div role="dialog">
          <button
            autoFocus
            onClick={() => {
              setOpen(false);
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

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('useReturnFocus', () => {
  it('gives the focus back to the button that opened a dialog once the dialog is gone', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'View Ada' });
    opener.focus();
    act(() => opener.click());
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    expect(document.activeElement).toBe(close);
    act(() => close.click());
    await act(nextFrame);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
