import { renderToString } from 'react-dom/server';
import { StaticRouter, matchRoutes, renderMatches } from '@gtm/web-kit/router.ts';
import type { TPrerenderedPages } from '@gtm/contracts/prerender';
import { PUBLIC_HEADS } from '@gtm/contracts/public-heads';
import { MARKETING_STYLE_ID, routes } from './routes.tsx';
import css from './styles/marketing.css';

/**
 * The content of every public page as HTML, rendered at build time (see `@gtm/contracts/prerender`). It must be
 * what the shell's RemoteArea renders for the same path, `renderMatches` of these routes, for React to hydrate it.
 */
export function prerender(): TPrerenderedPages {
  const pages: Record<string, string> = {};
  for (const path of Object.keys(PUBLIC_HEADS)) {
    const matches = matchRoutes(routes, path);
    if (!matches) throw new Error(`mfe-marketing has no route for the public page ${path}`);
    pages[path] = renderToString(<StaticRouter location={path}>{renderMatches(matches)}</StaticRouter>);
  }
  return { style: { id: MARKETING_STYLE_ID, css }, pages };
}
