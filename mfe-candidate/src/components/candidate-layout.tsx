import { NavLink, Outlet } from 'react-router-dom';
import { PATHS } from '@gtm/contracts/paths';
import { AreaProviders } from '@gtm/web-kit/area-providers.tsx';

const NAV_ITEMS = [
  { label: 'Dashboard', to: PATHS.candidate.dashboard },
  { label: 'Profile', to: PATHS.candidate.profile },
  { label: 'One-Pagers', to: PATHS.candidate.onePagers },
  { label: 'Settings', to: PATHS.candidate.settings },
] as const;

/** The candidate area: the portal's antd theme and SWR defaults, its navigation above the page. */
export function CandidateLayout() {
  return (
    <AreaProviders>
      <div className="cand-area">
        <nav aria-label="Candidate" className="cand-nav">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="cand-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="cand-content">
          <Outlet />
        </div>
      </div>
    </AreaProviders>
  );
}
