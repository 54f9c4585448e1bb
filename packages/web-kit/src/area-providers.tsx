import { App, ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SWR_CONFIG } from '@gtm/web-kit/swr-config.ts';

/**
 * The portal's antd theme: a black primary to match the header, and secondary text (antd's description colour)
 * dark enough for WCAG AA contrast on the areas' light grey. An area may add component overrides.
 */
export const PORTAL_THEME = {
  token: { colorPrimary: '#0a0a0a', borderRadius: 8, colorTextDescription: 'rgba(0, 0, 0, 0.65)' },
} as const satisfies ThemeConfig;

/**
 * What every signed-in area (a remote's layout) renders inside: the portal's antd theme and App context, and
 * the SWR defaults. The public pages do without it: mfe-marketing stays free of antd for their speed.
 */
export function AreaProviders({
  theme = PORTAL_THEME,
  children,
}: {
  theme?: ThemeConfig;
  children: ReactNode;
}) {
  return (
    <ConfigProvider theme={theme}>
      <App>
        <SWRConfig value={SWR_CONFIG}>{children}</SWRConfig>
      </App>
    </ConfigProvider>
  );
}
