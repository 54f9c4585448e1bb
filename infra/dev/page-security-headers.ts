import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { CSP_NONCE_PLACEHOLDER } from '@gtm/contracts/csp';

/** The other origins a page of the portal loads from. */
export type TPageOrigins = {
  /** Each remote's origin: its remoteEntry.js, chunks and images. */
  remotes: string[];
  /** Where signed links to uploaded files point (S3_PUBLIC_ENDPOINT): headshots shown as images. */
  uploads?: string;
};

const originOf = (url: string) => new URL(url).origin;

/**
 * The origin of the signed links to uploads that svc-candidates hands out, as its S3 client makes them:
 * S3_PUBLIC_ENDPOINT, else S3_ENDPOINT, else AWS S3 in S3_REGION; the bucket is a subdomain of it unless
 * S3_FORCE_PATH_STYLE.
 */
export function uploadsOriginOf(env: NodeJS.ProcessEnv): string {
  const region = env.S3_REGION || 'us-east-1';
  const url = new URL(env.S3_PUBLIC_ENDPOINT || env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`);
  const pathStyle = ['true', '1', 'yes', 'on'].includes(env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() ?? '');
  if (!pathStyle && env.S3_BUCKET) url.hostname = `${env.S3_BUCKET}.${url.hostname}`;
  return url.origin;
}

/**
 * The shell's security headers (hono/secure-headers): a Content-Security-Policy with a fresh nonce per response
 * (read it as `c.get('secureHeadersNonce')`), no 'unsafe-inline' and no 'unsafe-eval' anywhere. Scripts come
 * from this origin and the remotes' (webpack and the federation runtime add them by URL), plus the page's one
 * nonced inline script; <style> elements need the nonce (the pre-rendered pages' stylesheets, and every
 * <style> the browser code adds: shell/src/csp-nonce.ts); API calls are same-origin. Nothing may frame,
 * embed plugins, rebase URLs or post forms elsewhere. HSTS is the gateway's (COOKIE_SECURE): it covers the host.
 */
export function pageSecurityHeaders(origins: TPageOrigins): MiddlewareHandler {
  const remotes = [...new Set(origins.remotes.map(originOf))];
  const uploads = origins.uploads ? [originOf(origins.uploads)] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...remotes],
      styleSrc: ["'self'", NONCE],
      // The favicon is a data: URL; pre-rendered and rendered images come from the remotes and the upload store.
      imgSrc: ["'self'", 'data:', ...remotes, ...uploads],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    xFrameOptions: 'DENY',
    // Not no-referrer: under it a browser sends `Origin: null` on same-origin POSTs, which the gateway's CSRF
    // check refuses. same-origin keeps every path off other origins' logs (the upload store, the remotes).
    referrerPolicy: 'same-origin',
    strictTransportSecurity: false,
  });
}

// The placeholder as a nonce attribute's value, quoted or not (the build's minifier drops the quotes).
const NONCE_ATTRIBUTE = new RegExp(`nonce=(["']?)${CSP_NONCE_PLACEHOLDER}\\1`, 'g');

/** A page's HTML with its response's nonce in every nonce attribute index.html holds the placeholder in. */
export function withCspNonce(html: string, nonce: string): string {
  return html.replace(NONCE_ATTRIBUTE, () => `nonce="${nonce}"`);
}
