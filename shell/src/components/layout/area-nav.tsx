import { Link, useLocation } from '@gtm/web-kit/router.ts';
import { PATH_PREFIXES, PATHS } from '@gtm/contracts/paths';
import type { TAccountKind } from '@gtm/contracts/user-kinds';

type TAreaLink = {
  label: string;
  to: string;
  /** Further paths (and the paths under them) whose pages belong to this entry. */
  covers?: readonly string[];
};
type TAreaNav = { label: string; links: readonly TAreaLink[] };

/**
 * The header navigation of each signed-in area (spec "Candidate area": dashboard, profile, one-pagers,
 * settings). The admin area is absent: mfe-admin draws its own bar, with Logout, as the spec's admin
 * navigation has it.
 */
const AREA_NAVS: Partial<Record<TAccountKind, TAreaNav>> = {
  candidate: {
    label: 'Candidate',
    links: [
      { label: 'Dashboard', to: PATHS.candidate.dashboard },
      {
        label: 'Profile',
        to: PATHS.candidate.profile,
        covers: [PATHS.candidate.roleSelection, PATH_PREFIXES.candidateOnboarding],
      },
      { label: 'One-Pagers', to: PATHS.candidate.onePagers },
      { label: 'Settings', to: PATHS.candidate.settings },
    ],
  },
  // A combine and its one-pagers are reached from the dashboard (the pages add breadcrumbs).
  employer: {
    label: 'Employer',
    links: [{ label: 'Dashboard', to: PATHS.employer.dashboard, covers: [PATH_PREFIXES.employerCombines] }],
  },
};

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The links of a signed-in area, the entry of the current page marked (`aria-current`). */
export function AreaNav({
  area,
  className,
  onNavigate,
}: {
  area: TAccountKind;
  className: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const nav = AREA_NAVS[area];
  if (!nav) return null;
  return (
    <nav aria-label={nav.label} className={className} data-testid="area-nav">
      <ul className="gtm-nav__list">
        {nav.links.map((link) => {
          // The entry's own page is the current page; a page it covers is within the current section.
          const current = isUnder(pathname, link.to)
            ? 'page'
            : link.covers?.some((path) => isUnder(pathname, path))
              ? 'true'
              : undefined;
          return (
            <li key={link.to}>
              <Link to={link.to} className="gtm-nav__link" aria-current={current} onClick={onNavigate}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
