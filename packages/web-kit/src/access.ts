import { PATHS } from '@gtm/contracts/paths';
import type { TAccountKind } from '@gtm/contracts/user-kinds';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';

/** What the redirect rules need to know of a user. */
export type TAccessUser = Pick<TSessionUser, 'kind' | 'role'>;

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The account kind a protected path belongs to: its first segment (admin, candidate, employer), else null. */
export function kindOfPath(pathname: string): TAccountKind | null {
  if (isUnder(pathname, '/admin')) return 'admin';
  if (isUnder(pathname, '/candidate')) return 'candidate';
  if (isUnder(pathname, '/employer')) return 'employer';
  return null;
}

/** Where a signed-out visitor of a protected path goes: /admin -> admin login, /employer -> employer sign-in, else candidate sign-in. */
export function signInPathFor(pathname: string): string {
  if (isUnder(pathname, '/admin')) return PATHS.adminLogin;
  if (isUnder(pathname, '/employer')) return PATHS.employerAuth;
  return PATHS.candidateAuth;
}

/** A user's home: also where login succeeds to and where a user of another kind is sent. */
export function homeOf(user: TAccessUser | null): string {
  switch (user?.kind) {
    case 'admin':
      return PATHS.admin.dashboard;
    case 'candidate':
      return user.role ? PATHS.candidate.dashboard : PATHS.candidate.roleSelection;
    case 'employer':
      return PATHS.employer.dashboard;
    default:
      return PATHS.home;
  }
}

/**
 * The redirect of a protected path for this user, or null when the user may see it.
 * `requiredKind` defaults to the path's first segment (spec "Route protection").
 */
export function protectedRedirect(
  user: TAccessUser | null,
  pathname: string,
  requiredKind: TAccountKind | null = kindOfPath(pathname),
): string | null {
  if (!user) return signInPathFor(pathname);
  return user.kind === requiredKind ? null : homeOf(user);
}

const ADMIN_SIGN_IN_SCREENS: readonly string[] = [PATHS.adminAuth, PATHS.adminLogin];

/**
 * The redirect of a sign-in screen for an already signed-in user, or null to show the screen.
 * The admin screens send admins to their dashboard and anyone else to /; the others send each user home.
 */
export function signInScreenRedirect(user: TAccessUser | null, pathname: string): string | null {
  if (!user) return null;
  if (ADMIN_SIGN_IN_SCREENS.includes(pathname))
    return user.kind === 'admin' ? PATHS.admin.dashboard : PATHS.home;
  return user.kind === 'employer' ? PATHS.home : homeOf(user);
}

/** Where logging out leads, by the kind the user had. */
export function logoutRedirect(previousKind: TAccountKind | null): string {
  switch (previousKind) {
    case 'admin':
      return PATHS.adminAuth;
    case 'candidate':
      return PATHS.candidateAuth;
    case 'employer':
      return PATHS.employerAuth;
    default:
      return PATHS.auth;
  }
}
