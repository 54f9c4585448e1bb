import { NavLink, Outlet } from 'react-router-dom';
import { PATHS } from '@gtm/contracts/paths';
import { AreaProviders } from '@gtm/web-kit/area-providers.tsx';

const NAV_ITEMS = [{ label: 'Dashboard', to: PATHS.employer.dashboard }] as const;

/**
 * The employer area: the portal's antd theme and SWR defaults, its navigation above the page. A combine and
 * its one-pagers belong to the dashboard, so its entry stays marked there (the pages add breadcrumbs).
 */
export function EmployerLayout() {
  return (
    <AreaProviders>
      <div className="emp-area">
        <nav aria-label="Employer" className="emp-nav">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="emp-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="emp-content">
          <Outlet />
        </div>
      </div>
    </AreaProviders>
  );
}
