import type { ThemeConfig } from 'antd';
import { Outlet } from '@gtm/web-kit/router.ts';
import { AreaProviders, PORTAL_THEME } from '@gtm/web-kit/area-providers.tsx';
import { AdminNav } from './admin-nav.tsx';

// The palette antd derives from the black primary is too dark for a selected menu item's background, so the
// menu gets its own; so does the calendar's selected day (today, as it opens: a solid #4a4a4a block under dark
// text, issue 47), today still marked by its black top border.
const THEME: ThemeConfig = {
  ...PORTAL_THEME,
  components: {
    ...PORTAL_THEME.components,
    Menu: { itemSelectedBg: '#fef3c7', itemSelectedColor: '#0a0a0a' },
    Calendar: { itemActiveBg: '#fef3c7' },
  },
};

/** The admin area: the portal's antd theme and SWR defaults, its navigation and the page. */
export function AdminLayout() {
  return (
    <AreaProviders theme={THEME}>
      <div className="admin-area">
        <AdminNav />
        <div className="admin-content">
          <Outlet />
        </div>
      </div>
    </AreaProviders>
  );
}
