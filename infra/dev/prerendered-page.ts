import { PRERENDER_PUBLIC_PATH, PRERENDER_SLOT } from '@gtm/contracts/prerender';
import type { TPrerenderedPages } from '@gtm/contracts/prerender';

/** The two parts of a pre-rendered page: the shell's frame and the content of the remote that owns the path. */
export type TPrerenderParts = {
  frame: TPrerenderedPages;
  area: TPrerenderedPages;
  /** Where the browser loads the remote's files from (its images' URLs start with it). */
  areaPublicPath: string;
  /** The response's Content-Security-Policy nonce, which the inline stylesheets carry. */
  nonce: string;
};

const ROOT_ELEMENT = /<div id=["']?root["']?\s*><\/div>/i;
// The template's "needs JavaScript" notice: a pre-rendered page reads without it.
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/gi;
// Resource hints React writes ahead of the content (an eager image's preload); they belong in the head.
const PRELOAD_LINK = /<link rel="preload"[^>]*\/?>/g;

const styleTag = ({ id, css }: TPrerenderedPages['style'], nonce: string) =>
  // A stylesheet can never end the <style> element early, whatever its text.
  `<style data-style-id="${id}" nonce="${nonce}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * index.html with a public page already in it: the shell's frame around the remote's content in the root
 * element, and the stylesheets both need in the head under the ids `injectStyle` checks (with the response's
 * nonce), so the page paints before any script runs and React hydrates it. Null when a part lacks the path, or
 * the template its root. Images' URLs get the remote's public path, and React's preload hints (an eager
 * image's) move to the head.
 */
export function withPrerenderedPage(html: string, path: string, parts: TPrerenderParts): string | null {
  const frame = parts.frame.pages[path];
  const area = parts.area.pages[path];
  if (
    frame === undefined ||
    area === undefined ||
    !frame.includes(PRERENDER_SLOT) ||
    !ROOT_ELEMENT.test(html)
  )
    return null;
  const content = area.split(PRERENDER_PUBLIC_PATH).join(parts.areaPublicPath);
  const preloads = content.match(PRELOAD_LINK) ?? [];
  const body = frame.replace(PRERENDER_SLOT, () => content.replace(PRELOAD_LINK, ''));
  const head = [
    ...preloads,
    styleTag(parts.frame.style, parts.nonce),
    styleTag(parts.area.style, parts.nonce),
  ].join('');
  return html
    .replace(NOSCRIPT, '')
    .replace(/<\/head>/i, () => `${head}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>`);
}
