import { App, ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_CONFIG } from '@gtm/web-kit/swr-config.ts';
import { AdminNav } from './admin-nav.tsx';

const THEME = { token: { colorPrimary: '#0a0a0a', borderRadius: 8 } };

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
