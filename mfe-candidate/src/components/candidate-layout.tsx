import { Navigate, Outlet, useLocation } from '@gtm/web-kit/router.ts';
import { PATHS, PATH_PREFIXES } from '@gtm/contracts/paths';
import { AreaProviders } from '@gtm/web-kit/area-providers.tsx';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';

/** The screens a candidate reaches before choosing a role: the choice itself, and the forms it leads to. */
const BEFORE_A_ROLE = [PATHS.candidate.roleSelection, PATH_PREFIXES.candidateOnboarding];

/**
 * The candidate area: the portal's antd theme and SWR defaults around the page (its navigation is the header's).
 * A candidate without a role goes through role selection first (spec): every other screen sends them there.
 */
export function CandidateLayout() {
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);
  const choosing = BEFORE_A_ROLE.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  if (user && !user.role && !choosing) return <Navigate to={PATHS.candidate.roleSelection} replace />;
  return (
    <AreaProviders>
      <div className="cand-area">
        <div className="cand-content">
          <Outlet />
        </div>
      </div>
    </AreaProviders>
  );
}
