import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Scalar } from '@scalar/hono-api-reference';
import type { Handler, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { buildOpenApiDocument } from '@gtm/contracts/openapi';
import { getOpenApiDocument } from '@gtm/contracts/operations/platform';
import { PRODUCT_NAME } from '@gtm/contracts/product';
import type { TAppEnv } from '@gtm/service-kit/create-app';

/** The gateway's version, which is the API's (the document describes what this gateway routes). */
const GATEWAY_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Built once per process: the descriptors do not change under a running gateway. */
let document: ReturnType<typeof buildOpenApiDocument> | undefined;
export const openApiDocument = () => (document ??= buildOpenApiDocument(GATEWAY_VERSION));

/** Where the pinned @scalar/api-reference package keeps its build (its package.json is not exported). */
const scalarDist = dirname(createRequire(import.meta.url).resolve('@scalar/api-reference'));
const SCALAR_VERSION = (
  JSON.parse(readFileSync(join(scalarDist, '..', 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * Where the portal serves Scalar's standalone browser bundle (the UMD build, one file, no further requests): the
 * version is in the path, so the file may be cached for a year.
 */
export const API_DOCS_SCRIPT_PATH = `/api/docs/scalar-${SCALAR_VERSION}.js`;

/** The bundle and its Subresource Integrity hash, read once on first use (4 MiB). */
let bundle: { body: Uint8Array<ArrayBuffer>; integrity: string } | undefined;
const scalarBundle = () => {
  if (bundle === undefined) {
    const body = new Uint8Array(readFileSync(join(scalarDist, 'browser', 'standalone.js')));
    bundle = { body, integrity: `sha384-${createHash('sha384').update(body).digest('base64')}` };
  }
  return bundle;
};

/** `GET /api/docs/scalar-<version>.js`: the bundle, from the package installed with the gateway. */
export const apiReferenceScript: Handler<TAppEnv> = (c) =>
  c.body(scalarBundle().body, 200, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'public, max-age=31536000, immutable',
  });

/**
 * `GET /api/docs`: Scalar's API reference reading `/api/openapi.json`. The page loads Scalar's bundle from the
 * portal itself ({@link API_DOCS_SCRIPT_PATH}, with its integrity hash) and a per-request nonce: its policy names
 * no other origin, so it works offline and no third-party script can run on the portal's origin. HSTS only
 * behind HTTPS (`hsts`).
 */
export const apiReference = (options: { hsts: boolean }): MiddlewareHandler<TAppEnv> => {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: [NONCE],
      // Scalar injects its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    strictTransportSecurity: options.hsts ? 'max-age=31536000; includeSubDomains' : false,
  });
  const scriptTag = `<script src="${API_DOCS_SCRIPT_PATH}"`;
  return async (c, next) =>
    headers(c, async () => {
      const render = Scalar<TAppEnv>(() => ({
        url: getOpenApiDocument.path,
        pageTitle: `${PRODUCT_NAME} API reference`,
        cdn: API_DOCS_SCRIPT_PATH,
        nonce: c.get('secureHeadersNonce') as string,
        // Scalar's own fonts come from its servers: the page keeps to the portal's origin.
        withDefaultFonts: false,
      }));
      const response = await render(c, next);
      if (!response) return;
      const html = await response.text();
      if (!html.includes(scriptTag)) throw new Error('Scalar no longer loads its bundle by a script tag');
      c.res = new Response(
        html.replace(scriptTag, `${scriptTag} integrity="${scalarBundle().integrity}"`),
        response,
      );
    });
};
