import { App, ConfigProvider } from 'antd';
import type { FormProps, ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useDialogTabWrap } from '@gtm/web-kit/dialog-tab-wrap.ts';
import { injectStyle } from '@gtm/web-kit/inject-style.ts';
import { SWR_CONFIG } from '@gtm/web-kit/swr-config.ts';
import css from './area-providers.css';

injectStyle('web-kit-area-providers', css);

/**
 * The portal's antd theme: a black primary to match the header, and secondary text (antd's description colour)
 * and placeholders (a select's is text on the page) dark enough for WCAG AA contrast on the areas' light grey;
 * so is a table's empty text ("Not shared with any company yet."), which antd draws in its disabled colour.
 * An area may add component overrides (keeping these).
 */
export const PORTAL_THEME = {
  token: {
    colorPrimary: '#0a0a0a',
    borderRadius: 8,
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  },
  components: { Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' } },
} as const satisfies ThemeConfig;

/**
 * After a failed submit every form of the areas brings its first invalid field to the middle of the screen
 * (or of its dialog) and focuses it: clear of the sticky header, which a field merely scrolled into view
 * (antd's 'nearest', and only 'if needed') would stay under.
 */
export const SCROLL_TO_FIRST_ERROR = {
  block: 'center',
  scrollMode: 'always',
  behavior: 'smooth',
  focus: true,
} as const satisfies FormProps['scrollToFirstError'];

const FORM_CONFIG = { scrollToFirstError: SCROLL_TO_FIRST_ERROR };

/**
 * What every signed-in area (a remote's layout) renders inside: the portal's antd theme, its forms' scroll to
 * the first error, the App context, the SWR defaults, and Tab kept inside an open dialog (useDialogTabWrap). The
 * public pages do without it: mfe-marketing stays free of antd for their speed.
 */
export function AreaProviders({
  theme = PORTAL_THEME,
  children,
}: {
  theme?: ThemeConfig;
  children: ReactNode;
}) {
  useDialogTabWrap();
  return (
    <ConfigProvider theme={theme} form={FORM_CONFIG}>
      <App>
        <SWRConfig value={SWR_CONFIG}>{children}</SWRConfig>
      </App>
    </ConfigProvider>
  );
}
