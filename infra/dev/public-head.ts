import type { TPublicHead } from '@gtm/contracts/public-heads';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with a public page's title, meta description and canonical link, so crawlers and link previews
 * read them before any script runs. The template's own title and description are replaced, not duplicated.
 */
export function withPublicHead(html: string, head: TPublicHead, canonicalUrl: string): string {
  const tags =
    `<title>${escapeHtml(head.title)}</title>` +
    `<meta name="description" content="${escapeHtml(head.description)}" />` +
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`;
  const rest = html
    .replace(/<meta\s+name=["']?description["']?[^>]*>\s*/i, '')
    .replace(/<link\s+rel=["']?canonical["']?[^>]*>\s*/i, '');
  const title = /<title>[\s\S]*?<\/title>/i;
  return title.test(rest) ? rest.replace(title, tags) : rest.replace(/<\/head>/i, `${tags}</head>`);
}

/** The page's public origin as the browser saw it: the edge's X-Forwarded-* when present, else the request's. */
export function publicOriginOf(requestUrl: string, headers: { host?: string; proto?: string }): string {
  const url = new URL(requestUrl);
  const proto = headers.proto?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = headers.host?.split(',')[0]?.trim() || url.host;
  return `${proto}://${host}`;
}
