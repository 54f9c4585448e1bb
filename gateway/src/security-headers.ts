import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** hono/secure-headers settings for a JSON API: nothing may be framed, embedded, scripted, sniffed or leaked. */
export const secureHeaderOptions = (options: { hsts: boolean }): Parameters<typeof secureHeaders>[0] => ({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  crossOriginResourcePolicy: 'same-origin',
  // HSTS only behind HTTPS: over plain HTTP (local development) it would pin localhost to HTTPS.
  strictTransportSecurity: options.hsts ? 'max-age=31536000; includeSubDomains' : false,
  // Headers that mean something only for HTML documents or retired browsers (IE, Flash): every proxied
  // answer pays for each header it carries, so a JSON API sends none of these.
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * The header list hono/secure-headers produces with these settings, computed once at boot: proxied
 * responses are written straight to the socket and get the same headers without a Response object.
 */
export const securityHeaderList = async (options: { hsts: boolean }): Promise<[string, string][]> => {
  const probe = new Hono()
    .use(secureHeaders(secureHeaderOptions(options)))
    .get('/', (c) => c.body(null, 204));
  const response = await probe.request('/');
  return [...response.headers.entries()];
};
