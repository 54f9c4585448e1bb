/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from '@gtm/web-kit/router.ts';
import { PrerenderSlotContext } from './prerender-slot.ts';
import { RemoteArea } from './remote-area.tsx';

/** A page of the area that fails to render on the paths listed in `failing`, else names its path. */
const failing = new Set<string>();
function AreaPage() {
  const { pathname } = useLocation();
  if (failing.has(pathname)) throw new Error(`${pathname} broke`);
  return <p>Page {pathname}</p>;
}

// The area's content comes through the pre-render slot, which RemoteArea renders in place of the remote's routes.
const renderArea = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/admin/dashboard/other">Elsewhere</Link>
      <PrerenderSlotContext value={<AreaPage />}>
        <RemoteArea remote="admin" />
      </PrerenderSlotContext>
    </MemoryRouter>,
  );

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  failing.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

describe("a remote area's render failure", () => {
  it('shows the fallback in the frame, logs the error with the remote, and Retry renders the area again', async () => {
    failing.add('/admin/dashboard');
    renderArea('/admin/dashboard');
    const fallback = screen.getByRole('alert');
    expect(fallback.textContent).toContain('Something went wrong in this section');
    expect(fallback.textContent).toContain(
      'The admin area hit an unexpected error. The rest of the portal still works.',
    );
    expect(fallback.getAttribute('data-remote')).toBe('admin');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(
      '[admin] render failed',
      expect.objectContaining({ message: '/admin/dashboard broke' }),
      expect.any(String),
    );

    failing.clear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Page /admin/dashboard')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('belongs to the page it happened on: navigating elsewhere in the area renders again', async () => {
    failing.add('/admin/dashboard');
    renderArea('/admin/dashboard');
    expect(screen.getByRole('alert')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Page /admin/dashboard/other')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
