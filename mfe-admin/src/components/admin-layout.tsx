import { App, ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_CONFIG } from '@gtm/web-kit/swr-config.ts';
import { AdminNav } from './admin-nav.tsx';

// Black primary to match the portal's header; the palette antd derives from black is too dark for a selected
// menu item's background, so the menu gets its own.
const THEME = {
  token: { colorPrimary: '#0a0a0a', borderRadius: 8 },
  components: { Menu: { itemSelectedBg: '#fef3c7', itemSelectedColor: '#0a0a0a' } },
};

/** The admin area: its antd theme and message context, the SWR defaults, its navigation and the page. */
export function AdminLayout() {
  return (
    <ConfigProvider theme={THEME}>
      <App>
        <SWRConfig value={SWR_CONFIG}>
          <div className="admin-area">
            <AdminNav />
            <div className="admin-content">
              <Outlet />
            </div>
          </div>
        </SWRConfig>
      </App>
    </ConfigProvider>
  );
}
