import type { IncomingHttpHeaders } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request comes from another site. Browsers send Sec-Fetch-Site and Origin on
 * every POST/PUT/PATCH/DELETE, and a page cannot forge either; both must agree with the portal's origin.
 * A request with neither header is not from a browser (curl, a server), which cookies cannot be ridden by.
 */
export const isCrossSiteWrite = (
  method: string,
  headers: IncomingHttpHeaders,
  publicOrigin: string,
): boolean => {
  if (SAFE_METHODS.has(method)) return false;
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = headers.origin;
  return origin !== undefined && origin !== publicOrigin;
};
