/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss.ts';

function Popover() {
  const [open, setOpen] = useState(true);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);
  return (
    <div>
      <div ref={rootRef}>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        {open && <p>Panel</p>}
      </div>
      <p>Outside</p>
    </div>
  );
}

afterEach(cleanup);

describe('useDismiss', () => {
  it('closes on a press outside and on Escape, never on a press inside', () => {
    render(<Popover />);
    fireEvent.pointerDown(screen.getByText('Panel'));
    expect(screen.queryByText('Panel')).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByText('Panel')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByText('Panel')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(screen.queryByText('Panel')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('Panel')).toBeNull();
  });
});
