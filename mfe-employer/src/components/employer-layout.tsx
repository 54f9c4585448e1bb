import { Outlet } from '@gtm/web-kit/router.ts';
import { AreaProviders } from '@gtm/web-kit/area-providers.tsx';

/**
 * The employer area: the portal's antd theme and SWR defaults around the page. Its navigation is the header's
 * (a combine and its one-pagers belong to the dashboard; the pages add breadcrumbs).
 */
export function EmployerLayout() {
  return (
    <AreaProviders>
      <div className="emp-area">
        <div className="emp-content">
          <Outlet />
        </div>
      </div>
    </AreaProviders>
  );
}
