import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type Next } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { publicHeadOf } from '@gtm/contracts/public-heads';
import { REMOTES_MANIFEST_PATH, type TRemoteName } from '@gtm/contracts/remotes';
import { publicOriginOf, withPublicHead } from './public-head.ts';

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

/** Sets the cache policy on every successful answer that has none (serveStatic's onFound runs too late for it). */
async function cachePolicy(c: Context, next: Next): Promise<void> {
  await next();
  if (c.res.ok && !c.res.headers.has('Cache-Control'))
    c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
}

/** Options of the shell's static server. */
export type TShellAppOptions = {
  distDir: string;
  /** Where each remote's mf-manifest.json lives, served as the runtime manifest. */
  remotes: Record<TRemoteName, string>;
};

/**
 * The shell's server: its production build, the runtime manifest of the remotes at /remotes.json, and the
 * index.html fallback for every client-side route (anything that is not a file and not /api).
 */
export function createShellApp(options: TShellAppOptions): Hono {
  const app = new Hono();
  const indexHtml = join(options.distDir, 'index.html');
  app.use(compress(), cachePolicy);
  app.get(REMOTES_MANIFEST_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(options.remotes);
  });
  // Public pages get their own title, description and canonical link in the HTML itself.
  app.get('*', async (c, next) => {
    const head = publicHeadOf(c.req.path);
    if (!head) return next();
    const origin = publicOriginOf(c.req.url, {
      host: c.req.header('x-forwarded-host') ?? c.req.header('host'),
      proto: c.req.header('x-forwarded-proto'),
    });
    c.header('Cache-Control', 'no-cache');
    return c.html(withPublicHead(await readFile(indexHtml, 'utf8'), head, `${origin}${c.req.path}`));
  });
  app.use('*', serveStatic({ root: options.distDir }));
  const spaFallback = serveStatic({ path: indexHtml });
  app.get('*', (c, next) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/') || looksLikeFile(path)) return next();
    return spaFallback(c, next);
  });
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/** A remote's server: its build from its own origin, readable cross-origin by the shell. */
export function createRemoteApp(options: { distDir: string }): Hono {
  const app = new Hono();
  app.use(cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] }));
  app.use(compress(), cachePolicy);
  app.use('*', serveStatic({ root: options.distDir }));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/** The file whose presence means an app has been built. */
export function builtMarker(app: string, distDir: string): string {
  return join(distDir, app === 'shell' ? 'index.html' : 'mf-manifest.json');
}

/** Whether an app's production build is in place. */
export function isBuilt(app: string, distDir: string): boolean {
  return existsSync(builtMarker(app, distDir));
}
