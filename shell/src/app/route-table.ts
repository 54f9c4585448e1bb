import { PATHS } from '@gtm/contracts/paths';
import { REMOTE_PATHS } from '@gtm/contracts/remotes';
import type { TRemoteName } from '@gtm/contracts/remotes';
import type { TAccountKind } from '@gtm/contracts/user-kinds';

/**
 * Who may enter a route: anyone (`public`); a visitor who is not signed in (`signed-out`: sign-in screens,
 * which send a signed-in user on); or only a signed-in user of one account kind.
 */
export type TRouteAccess = 'public' | 'signed-out' | TAccountKind;

/** Screens the shell renders itself; everything else comes from a remote. */
export type TShellScreen =
  'sign-in' | 'candidate-sign-in' | 'employer-sign-in' | 'admin-sign-in' | 'admin-login';

export type TRouteEntry = { path: string; access: TRouteAccess } & (
  { remote: TRemoteName; screen?: never } | { screen: TShellScreen; remote?: never }
);

/** Who may enter a remote's screens: anyone for the public pages, else the account kind of its area. */
const REMOTE_ACCESS: Record<TRemoteName, TRouteAccess> = {
  marketing: 'public',
  candidate: 'candidate',
  admin: 'admin',
  employer: 'employer',
};

/**
 * Every route of the portal (spec section 2) with who may enter it; any other path is the 404 screen. The
 * shell's own sign-in screens, then each remote's screens as contracts' `REMOTE_PATHS` lists them (every path
 * of `PATHS` once: a new screen is added to `PATHS` and its remote's route tree, nowhere else).
 */
export const ROUTE_TABLE: readonly TRouteEntry[] = [
  { path: PATHS.auth, access: 'signed-out', screen: 'sign-in' },
  { path: PATHS.candidateAuth, access: 'signed-out', screen: 'candidate-sign-in' },
  { path: PATHS.employerAuth, access: 'signed-out', screen: 'employer-sign-in' },
  { path: PATHS.adminAuth, access: 'signed-out', screen: 'admin-sign-in' },
  { path: PATHS.adminLogin, access: 'signed-out', screen: 'admin-login' },
  ...(Object.keys(REMOTE_PATHS) as TRemoteName[]).flatMap((remote) =>
    REMOTE_PATHS[remote].map((path): TRouteEntry => ({ path, access: REMOTE_ACCESS[remote], remote })),
  ),
];

/** Whether a path matches a route pattern the way the router matches it (case-insensitive, optional trailing slash). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i').test(pathname);
}

/**
 * The remote serving a path, so its download starts before the shell's own code has arrived. It runs ahead
 * of the federation share scope, hence its own small matcher instead of react-router's.
 */
export function remoteOfPath(pathname: string): TRemoteName | null {
  return ROUTE_TABLE.find((entry) => matchesPattern(entry.path, pathname))?.remote ?? null;
}
