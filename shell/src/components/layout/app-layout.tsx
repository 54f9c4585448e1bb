import type { MouseEvent } from 'react';
import { Outlet } from '@gtm/web-kit/router.ts';
import { injectStyle } from '@gtm/web-kit/inject-style.ts';
import css from '../../styles/frame.css';
import { useScrollOnNavigation } from '../../hooks/use-scroll-on-navigation.ts';
import { Toaster } from '../toast/toaster.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The id of the frame's stylesheet; pre-rendered pages carry it inline under the same id. */
export const FRAME_STYLE_ID = 'shell-frame';

injectStyle(FRAME_STYLE_ID, css);

const MAIN_CONTENT_ID = 'main-content';

// Moves focus without a hash navigation, which the router would treat as a route change.
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/** The page frame around every route: skip link, header, the route's content, footer. */
export function AppLayout() {
  useScrollOnNavigation();
  return (
    <>
      <a className="gtm-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        Skip to content
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="gtm-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}
