import { Outlet } from 'react-router-dom';
import { AreaProviders } from '@gtm/web-kit/area-providers.tsx';

/** The candidate area: the portal's antd theme and SWR defaults around the page (its navigation is the header's). */
export function CandidateLayout() {
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
