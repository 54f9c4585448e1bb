import { getPath } from 'hono/utils/url';

// The same fast-path test @hono/node-server applies before it normalises a request URL with `new URL`.
const PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;

/** A request target as both the gateway and the service will read it. */
export type TRequestTarget = {
  /** Path and query, normalised (dot segments resolved): what the gateway forwards. */
  target: string;
  /** The decoded path Hono routes on (`c.req.path` in the service): what the route table and the signature use. */
  path: string;
};

/**
 * Normalises an origin-form request target exactly as the services' HTTP stack will, so the gateway
 * authorises and signs the very path the service then routes: `/api/x/../admin/y` or `/api/%61dmin/y`
 * cannot be one route at the gateway and another in the service. Null for anything but origin form.
 */
export const parseRequestTarget = (raw: string | undefined): TRequestTarget | null => {
  if (!raw || raw.charCodeAt(0) !== 47 || raw.includes('\\')) return null;
  let target = raw;
  if (!PLAIN_TARGET.test(raw) || DOT_SEGMENT.test(raw)) {
    try {
      const url = new URL(raw, 'http://gateway.invalid');
      target = url.pathname + url.search;
    } catch {
      return null;
    }
  }
  return { target, path: getPath({ url: `http://gateway.invalid${target}` } as Request) };
};
