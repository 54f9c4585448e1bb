import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Hono } from 'hono';
import type { Context, Next } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { cors } from 'hono/cors';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import { SIGNED_IN_HINT_COOKIE } from '@gtm/contracts/session-hint';
import { PRERENDER_FILE } from '@gtm/contracts/prerender';
import type { TPrerenderedPages } from '@gtm/contracts/prerender';
import { publicHeadOf } from '@gtm/contracts/public-heads';
import { REMOTES_MANIFEST_PATH } from '@gtm/contracts/remotes';
import type { TRemoteName } from '@gtm/contracts/remotes';
import { pageSecurityHeaders, withCspNonce } from './page-security-headers.ts';
import { withPrerenderedPage } from './prerendered-page.ts';
import { publicOriginOf, withPublicHead } from './public-head.ts';
import { serveBuildFiles } from './static-files.ts';

/** Content-hashed file names (webpack's `[contenthash]`), which never change content and may be cached for good. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Cache policy: hashed assets are immutable; everything else (index.html, manifests, remoteEntry.js) revalidates. */
export function cacheControlFor(path: string): string {
  return HASHED_FILE.test(basename(path)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Whether a request path names a file (has an extension) rather than a client-side route. */
function looksLikeFile(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(basename(path));
}

/** Sets the cache policy on every successful answer that has none (the file server's onFound runs too late for it). */
async function cachePolicy(c: Context, next: Next): Promise<void> {
  await next();
  if (c.res.ok && !c.res.headers.has('Cache-Control'))
    c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
}

const isPrerenderedPages = (value: unknown): value is TPrerenderedPages => {
  const { style, pages } = (value ?? {}) as Partial<TPrerenderedPages>;
  return (
    typeof style?.id === 'string' &&
    typeof style.css === 'string' &&
    typeof pages === 'object' &&
    pages !== null &&
    Object.values(pages).every((page) => typeof page === 'string')
  );
};

const readPrerenderedPages = async (file: string): Promise<TPrerenderedPages | null> => {
  const parsed: unknown = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => null);
  return isPrerenderedPages(parsed) ? parsed : null;
};

/** How long the shell keeps a remote's pre-rendered pages: a redeployed remote's new pages show within it. */
const REMOTE_PAGES_TTL_MS = 30_000;
const REMOTE_PAGES_TIMEOUT_MS = 2_000;

/**
 * A remote's pre-rendered pages, fetched from its origin and kept {@link REMOTE_PAGES_TTL_MS}. A remote that
 * is down or has none gives null (for as long), and the page is served unrendered: the browser renders it.
 */
function remotePrerenderedPages(url: string): () => Promise<TPrerenderedPages | null> {
  let cached: { pages: Promise<TPrerenderedPages | null>; until: number } | null = null;
  return () => {
    if (cached === null || cached.until <= Date.now()) {
      const pages = fetch(url, { signal: AbortSignal.timeout(REMOTE_PAGES_TIMEOUT_MS) })
        .then(async (response) => (response.ok ? (response.json() as Promise<unknown>) : null))
        .then((body) => (isPrerenderedPages(body) ? body : null))
        .catch(() => null);
      cached = { pages, until: Date.now() + REMOTE_PAGES_TTL_MS };
    }
    return cached.pages;
  };
}

/** Options of the shell's static server. */
export type TShellAppOptions = {
  distDir: string;
  /** Where each remote's entry (remoteEntry.js) lives, served as the runtime manifest. */
  remotes: Record<TRemoteName, string>;
  /**
   * Where this server reaches the marketing remote for its pre-rendered pages, when not at the browser's URL
   * (inside a container network); defaults to the origin in `remotes`.
   */
  marketingInternalUrl?: string;
  /** Where signed links to uploaded files point (S3_PUBLIC_ENDPOINT), which pages may show as images. */
  uploadsOrigin?: string;
};

/**
 * The signed-in hint of a page's answer: set when the request carries the session cookie (its validity is the
 * API's to decide), cleared when it does not (see `session-hint.ts`).
 */
export const withSignedInHint = (c: Context): boolean => {
  const signedIn = Boolean(getCookie(c, SESSION_COOKIE));
  const hinted = getCookie(c, SIGNED_IN_HINT_COOKIE) !== undefined;
  const secure =
    (c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
  if (signedIn && !hinted) setCookie(c, SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'Lax', secure });
  else if (!signedIn && hinted) deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure });
  return signedIn;
};

/** index.html's early fetch of `GET /api/user` (a preload), for pages that came with a session cookie only. */
const CURRENT_USER_PRELOAD = /<link\b[^>]*\bhref="?\/api\/user"?(?=[\s>])[^>]*>\s*/;

/** The page as a visitor receives it: without the current user's preload when signed out (it would be a 401). */
export const forVisitor = (html: string, signedIn: boolean) =>
  signedIn ? html : html.replace(CURRENT_USER_PRELOAD, '');

/**
 * The shell's server: its production build, the runtime manifest of the remotes at /remotes.json, and the
 * index.html fallback for every client-side route (anything that is not a file and not /api). Every answer
 * carries the security headers; every page its own Content-Security-Policy nonce.
 */
export function createShellApp(options: TShellAppOptions): Hono {
  const app = new Hono();
  const indexHtml = join(options.distDir, 'index.html');
  // The build does not change under a running server: its template and its part of the public pages are read
  // once, on the first page (a failed read is tried again on the next one).
  let shellBuild: Promise<[string, TPrerenderedPages | null]> | null = null;
  const readShellBuild = () => {
    shellBuild ??= Promise.all([
      readFile(indexHtml, 'utf8'),
      readPrerenderedPages(join(options.distDir, PRERENDER_FILE)),
    ]).catch((error: unknown) => {
      shellBuild = null;
      throw error;
    });
    return shellBuild;
  };
  // The public pages are the marketing remote's; its files live beside its entry.
  const marketingPublicPath = new URL('.', options.remotes.marketing).href;
  const marketingPages = remotePrerenderedPages(
    new URL(PRERENDER_FILE, options.marketingInternalUrl ?? marketingPublicPath).href,
  );
  app.use(
    pageSecurityHeaders({ remotes: Object.values(options.remotes), uploads: options.uploadsOrigin }),
    compress(),
    cachePolicy,
  );
  const nonceOf = (c: Context) => c.get('secureHeadersNonce') ?? '';
  app.get(REMOTES_MANIFEST_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(options.remotes);
  });
  // Public pages get their own title, description and canonical link in the HTML itself, and their content
  // pre-rendered when both the shell's build and the marketing remote have it.
  app.get('*', async (c, next) => {
    const head = publicHeadOf(c.req.path);
    if (!head) return next();
    const origin = publicOriginOf(c.req.url, {
      host: c.req.header('x-forwarded-host') ?? c.req.header('host'),
      proto: c.req.header('x-forwarded-proto'),
    });
    const [[template, frame], area] = await Promise.all([readShellBuild(), marketingPages()]);
    const nonce = nonceOf(c);
    const html = withPublicHead(withCspNonce(template, nonce), head, `${origin}${c.req.path}`);
    const prerendered =
      frame && area
        ? withPrerenderedPage(html, c.req.path, { frame, area, areaPublicPath: marketingPublicPath, nonce })
        : null;
    c.header('Cache-Control', 'no-cache');
    return c.html(forVisitor(prerendered ?? html, withSignedInHint(c)));
  });
  // index.html itself is never served as the file: its nonce placeholder becomes this response's nonce.
  const page = async (c: Context) => {
    const [template] = await readShellBuild();
    c.header('Cache-Control', 'no-cache');
    return c.html(forVisitor(withCspNonce(template, nonceOf(c)), withSignedInHint(c)));
  };
  app.get('/index.html', page);
  app.use('*', serveBuildFiles({ root: options.distDir }));
  app.get('*', (c, next) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/') || looksLikeFile(path)) return next();
    return page(c);
  });
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/** Browsers run an answer as a script or stylesheet only when its Content-Type says it is one. */
async function noSniffing(c: Context, next: Next): Promise<void> {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
}

/** A remote's server: its build from its own origin, readable cross-origin by the shell. */
export function createRemoteApp(options: { distDir: string }): Hono {
  const app = new Hono();
  app.use(cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] }), noSniffing);
  app.use(compress(), cachePolicy);
  app.use('*', serveBuildFiles({ root: options.distDir }));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/** The file whose presence means an app has been built. */
function builtMarker(app: string, distDir: string): string {
  return join(distDir, app === 'shell' ? 'index.html' : 'remoteEntry.js');
}

/** Whether an app's production build is in place. */
export function isBuilt(app: string, distDir: string): boolean {
  return existsSync(builtMarker(app, distDir));
}
