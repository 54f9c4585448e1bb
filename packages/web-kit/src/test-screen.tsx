import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@gtm/web-kit/router.ts';
import { SWRConfig } from 'swr';
import { AreaProviders } from '@gtm/web-kit/area-providers.tsx';

/**
 * Component tests of the areas' screens (jest's jsdom environment, Testing Library): a screen rendered as an
 * area renders it, its API calls answered by a fake of the portal's HTTP API at the fetch boundary. The
 * screens' own code (API files, hooks, SWR, antd) runs as in the browser.
 */

/** One call the screen made: method, path with its query, and the JSON body sent. */
export type TApiCall = { method: string; url: URL; body: unknown };

/** An answer of the fake API: a status and a JSON body. */
export type TApiAnswer = { status: number; body: unknown };

/** Answers one call, or undefined to let the next handler try. */
export type TApiHandler = (call: TApiCall) => TApiAnswer | undefined | Promise<TApiAnswer | undefined>;

/** `handle('GET', '/api/x', answer)`: answers calls of that method to that path (any query). */
export const handle =
  (
    method: string,
    path: string | RegExp,
    answer: (call: TApiCall) => TApiAnswer | Promise<TApiAnswer>,
  ): TApiHandler =>
  (call) =>
    call.method === method &&
    (typeof path === 'string' ? call.url.pathname === path : path.test(call.url.pathname))
      ? answer(call)
      : undefined;

/** `handleOperation(listClientUsers, answer)`: answers the calls of one operation of the contracts. */
export const handleOperation = (
  operation: { method: string; path: string },
  answer: (call: TApiCall) => TApiAnswer | Promise<TApiAnswer>,
): TApiHandler =>
  handle(operation.method, new RegExp(`^${operation.path.replace(/:[^/]+/g, '[^/]+')}$`), answer);

/** A page of a list as the list operations answer it. */
export const pageOf = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 10 });

/**
 * Puts a fake of the portal's API in place of `fetch`: each call goes to the first handler that answers it;
 * one none answers is a 404 (and is recorded, so a test sees it). Returns the calls made, in order.
 */
export function fakeApi(...handlers: TApiHandler[]): TApiCall[] {
  const calls: TApiCall[] = [];
  const fetchFake = async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = new URL(input, 'http://portal.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    let answer: TApiAnswer | undefined;
    for (const handler of handlers) {
      answer = await handler(call);
      if (answer) break;
    }
    const { status, body: answerBody } = answer ?? {
      status: 404,
      body: { success: false, message: 'Not found' },
    };
    const text = answerBody === undefined ? '' : JSON.stringify(answerBody);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => text,
      blob: async () => new Blob([text]),
    };
  };
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchFake });
  return calls;
}

/**
 * Renders a screen inside an area's providers (theme, forms' scroll to the first error, App, SWR with a cache
 * of its own) and a router at `path`; `route` is the pattern the screen is mounted under (its params).
 */
export function renderScreen(
  screen: ReactElement,
  { path = '/', route }: { path?: string; route?: string } = {},
) {
  return render(
    <AreaProviders>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[path]}>
          {route ? (
            <Routes>
              <Route path={route} element={screen}>
                <Route path="*" element={null} />
              </Route>
            </Routes>
          ) : (
            screen
          )}
        </MemoryRouter>
      </SWRConfig>
    </AreaProviders>,
  );
}

/**
 * The open dialog with this title. (Under test antd gives every generated id the same value, so a dialog's
 * accessible name, which points at its title by id, cannot be used to find it.)
 */
export const findDialog = (title: string): Promise<HTMLElement> =>
  waitFor(
    () => {
      const dialog = screen
        .queryAllByRole('dialog')
        .find((element) => element.querySelector('.ant-modal-title')?.textContent === title);
      if (!dialog) throw new Error(`No open dialog titled '${title}'`);
      return dialog;
    },
    { timeout: 5000 },
  );
