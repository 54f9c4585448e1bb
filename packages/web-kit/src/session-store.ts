import { create } from 'zustand';
import type { logout } from '@gtm/contracts/operations/sign-in';
import type { getCurrentUser } from '@gtm/contracts/operations/users';
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from '@gtm/contracts/session-hint';
import type { TAccountKind } from '@gtm/contracts/user-kinds';
import { ApiError, apiFetch } from '@gtm/web-kit/api-client.ts';
import { toSessionUser } from '@gtm/web-kit/session-user.ts';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';

type TRoute<TOp extends { method: string; path: string }> = Pick<TOp, 'method' | 'path'>;

/**
 * The two operations the store calls, as method and path. Every page loads the store, so it may not import the
 * descriptors (their zod schemas would enter the first load); the type checker holds these to the descriptors'
 * literal types and session-store.test.ts to their values. The answer is read by {@link toSessionUser}.
 */
export const SESSION_OPERATIONS = {
  getCurrentUser: { method: 'GET', path: '/api/user' },
  logout: { method: 'POST', path: '/api/auth/logout' },
} as const satisfies { getCurrentUser: TRoute<typeof getCurrentUser>; logout: TRoute<typeof logout> };

export interface TSessionState {
  /** `loading` until the first `getCurrentUser` call has answered (or failed). */
  status: 'loading' | 'ready';
  user: TSessionUser | null;
  /**
   * Set when the last load failed for another reason than 401 (network down, gateway error). The visitor is
   * then treated as signed out, so public pages keep working and protected ones lead to sign-in.
   */
  loadError: string | null;
  /** Loads the current user once; later calls share the first request. */
  load: () => Promise<void>;
  /** Loads the current user again (after sign-in, role selection, a profile change). */
  refresh: () => Promise<void>;
  /** Sets the user a sign-in answer carried, without another round trip. */
  setUser: (user: TSessionUser | null) => void;
  /** Ends the session on the server, clears the user and gives back the kind it had (for the logout redirect). */
  logout: () => Promise<TAccountKind | null>;
}

let firstLoad: Promise<void> | null = null;
// Only the newest request may write: a refresh that started later must not be overwritten by an older answer.
let requestSeq = 0;

/** Whether the page came with a session cookie (the shell's server says so in a readable cookie). */
const hinted = () => typeof document === 'undefined' || hasSignedInHint(document.cookie);

/** Keeps the hint true to what the API said, for the next page load (set after a sign-in, gone after a 401). */
const hint = (signedIn: boolean) => {
  if (typeof document === 'undefined') return;
  document.cookie = signedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; SameSite=Lax`
    : `${SIGNED_IN_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
};

async function fetchUser(): Promise<Pick<TSessionState, 'user' | 'loadError'>> {
  try {
    const { method, path } = SESSION_OPERATIONS.getCurrentUser;
    const user = toSessionUser(await apiFetch<unknown>(path, { method }));
    hint(true);
    return { user, loadError: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      hint(false);
      return { user: null, loadError: null };
    }
    return { user: null, loadError: error instanceof Error ? error.message : String(error) };
  }
}

/** The one session store of the portal; web-kit is a shared singleton, so shell and remotes see the same one. */
export const useSessionStore = create<TSessionState>()((set, get) => {
  const refresh = async () => {
    const seq = ++requestSeq;
    const result = await fetchUser();
    if (seq === requestSeq) set({ ...result, status: 'ready' });
  };
  return {
    status: 'loading',
    user: null,
    loadError: null,
    // A page that came without a session cookie is signed out: no request (issue 36: a signed-out visitor
    // costs no failing request). A sign-in later calls `refresh`, which always asks.
    load: () =>
      (firstLoad ??= hinted()
        ? refresh()
        : Promise.resolve().then(() => {
            requestSeq++;
            set({ user: null, loadError: null, status: 'ready' });
          })),
    refresh,
    setUser: (user) => {
      requestSeq++;
      set({ user, status: 'ready', loadError: null });
    },
    logout: async () => {
      const previousKind = get().user?.kind ?? null;
      const { method, path } = SESSION_OPERATIONS.logout;
      await apiFetch<unknown>(path, { method });
      hint(false);
      get().setUser(null);
      return previousKind;
    },
  };
});
