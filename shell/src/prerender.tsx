import { createElement } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@gtm/web-kit/router.ts';
import { PRERENDER_SLOT_TAG } from '@gtm/contracts/prerender';
import type { TPrerenderedPages } from '@gtm/contracts/prerender';
import { PUBLIC_HEADS } from '@gtm/contracts/public-heads';
import { App } from './app/app.tsx';
import { FRAME_STYLE_ID } from './components/layout/app-layout.tsx';
import { PrerenderSlotContext } from './components/prerender-slot.ts';
import css from './styles/frame.css';

/**
 * The shell's frame of every public page as HTML, rendered at build time as a signed-out visitor sees it while
 * the session loads (see `@gtm/contracts/prerender`). The remote's area holds the slot for its own HTML.
 */
export function prerender(): TPrerenderedPages {
  const pages: Record<string, string> = {};
  for (const path of Object.keys(PUBLIC_HEADS)) {
    const AtPath = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={path}>{children}</StaticRouter>
    );
    pages[path] = renderToString(
      <PrerenderSlotContext value={createElement(PRERENDER_SLOT_TAG)}>
        <App router={AtPath} />
      </PrerenderSlotContext>,
    );
  }
  return { style: { id: FRAME_STYLE_ID, css }, pages };
}
