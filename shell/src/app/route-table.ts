import { PATHS } from '@gtm/contracts/paths';
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

const marketing = (path: string): TRouteEntry => ({ path, access: 'public', remote: 'marketing' });
const candidate = (path: string): TRouteEntry => ({ path, access: 'candidate', remote: 'candidate' });
const admin = (path: string): TRouteEntry => ({ path, access: 'admin', remote: 'admin' });
const employer = (path: string): TRouteEntry => ({ path, access: 'employer', remote: 'employer' });

/** Every route of the portal (spec section 2) with who may enter it; any other path is the 404 screen. */
export const ROUTE_TABLE: readonly TRouteEntry[] = [
  // Public pages
  marketing(PATHS.home),
  marketing(PATHS.forEmployers),
  marketing(PATHS.forCandidates),
  marketing(PATHS.talentCombine),

  // Sign-in screens
  { path: PATHS.auth, access: 'signed-out', screen: 'sign-in' },
  { path: PATHS.candidateAuth, access: 'signed-out', screen: 'candidate-sign-in' },
  { path: PATHS.employerAuth, access: 'signed-out', screen: 'employer-sign-in' },
  { path: PATHS.adminAuth, access: 'signed-out', screen: 'admin-sign-in' },
  { path: PATHS.adminLogin, access: 'signed-out', screen: 'admin-login' },

  // Candidate area
  candidate(PATHS.candidate.dashboard),
  candidate(PATHS.candidate.profile),
  candidate(PATHS.candidate.roleSelection),
  candidate(PATHS.candidate.onePagers),
  candidate(PATHS.candidate.settings),
  candidate(PATHS.candidate.onboardingSdr),
  candidate(PATHS.candidate.onboardingAe),

  // Employer area
  employer(PATHS.employer.dashboard),
  employer(PATHS.employer.combine),
  employer(PATHS.employer.onePager),

  // Admin area
  admin(PATHS.admin.dashboard),
  admin(PATHS.admin.candidates),
  admin(PATHS.admin.candidateNew),
  admin(PATHS.admin.candidate),
  admin(PATHS.admin.onePagers),
  admin(PATHS.admin.onePagerNew),
  admin(PATHS.admin.onePager),
  admin(PATHS.admin.talentCombines),
  admin(PATHS.admin.talentCombineNew),
  admin(PATHS.admin.talentCombine),
  admin(PATHS.admin.contactSubmissions),
  admin(PATHS.admin.settings),
  admin(PATHS.admin.auditLog),
  admin(PATHS.admin.clientCompanies),
  admin(PATHS.admin.clientUsers),
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
