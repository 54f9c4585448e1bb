import { PATHS } from '@gtm/contracts/paths';
import type { TAccountKind } from '@gtm/contracts/user-kinds';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';

const SIGN_IN_PATHS: readonly string[] = [
  PATHS.auth,
  PATHS.candidateAuth,
  PATHS.employerAuth,
  PATHS.adminAuth,
  PATHS.adminLogin,
];

/**
 * The signed-in area a page belongs to: its first path segment names the user's own kind, and it is not a
 * sign-in screen. Elsewhere (public pages, sign-in screens) the header keeps the landing page's anchors.
 */
export function signedInAreaOf(pathname: string, user: TSessionUser | null): TAccountKind | null {
  if (!user || SIGN_IN_PATHS.includes(pathname)) return null;
  const segment = pathname.split('/')[1];
  return segment === user.kind ? user.kind : null;
}
