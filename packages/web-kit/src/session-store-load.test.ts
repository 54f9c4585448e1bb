/** @jest-environment @gtm/web-kit/build/jest-dom-environment.js */
import { afterEach, describe, expect, it, jest } from '@jest/globals';

/**
 * The first load of the session (issue 36, part 8): a page that came without a session cookie (no signed-in
 * hint) is signed out without asking `GET /api/user`, so a signed-out visitor costs no failing request; with
 * the hint it asks, and a 401 takes the hint away. Each case loads a fresh store (its first load is once per
 * page).
 */
const calls: string[] = [];
/** What the API answers, as much of a fetch Response as the API client reads (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: () => Promise.resolve(JSON.stringify(body)),
    headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
  } as unknown as Response);

afterEach(() => {
  calls.length = 0;
  document.cookie = 'gtm_signed_in=; Path=/; Max-Age=0';
  jest.resetModules();
});

const freshStore = async (status: number, body: unknown) => {
  globalThis.fetch = ((input: RequestInfo | URL) => {
    calls.push(String(input));
    return answer(status, body);
  }) as typeof fetch;
  return (await import('./session-store.ts')).useSessionStore;
};

describe('the session store’s first load', () => {
  it('is signed out at once, with no request, when the page came without a session', async () => {
    const store = await freshStore(401, { message: 'no' });
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', user: null, loadError: null });
    expect(calls).toEqual([]);
  });

  it('asks the API when the page came with one; a 401 clears the hint', async () => {
    document.cookie = 'gtm_signed_in=1; Path=/';
    const store = await freshStore(401, { message: 'Session expired' });
    await store.getState().load();
    expect(calls.filter((url) => url.endsWith('/api/user'))).toHaveLength(1);
    expect(store.getState()).toMatchObject({ status: 'ready', user: null, loadError: null });
    expect(document.cookie).not.toContain('gtm_signed_in=1');
  });

  it('a refresh (after a sign-in) always asks, and leaves the hint for the next page', async () => {
    const store = await freshStore(401, { message: 'no' });
    await store.getState().refresh();
    expect(calls.filter((url) => url.endsWith('/api/user'))).toHaveLength(1);
  });
});
