import { readFileSync } from 'node:fs';
import { Scalar } from '@scalar/hono-api-reference';
import type { MiddlewareHandler } from 'hono';
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

/**
 * `GET /api/docs`: Scalar's API reference reading `/api/openapi.json`. The page loads Scalar's standalone
 * bundle from `scriptUrl` (a CDN by default; API_DOCS_SCRIPT_URL points it at a self-hosted copy), with a
 * per-request nonce, so its policy allows that script and nothing else.
 */
export const apiReference = (scriptUrl: string): MiddlewareHandler<TAppEnv> => {
  const scriptOrigin = new URL(scriptUrl).origin;
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: [NONCE, scriptOrigin],
      // Scalar injects its styles at run time.
      styleSrc: ["'unsafe-inline'", scriptOrigin],
      fontSrc: [scriptOrigin, 'data:'],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
  });
  return async (c, next) =>
    headers(c, async () => {
      const render = Scalar<TAppEnv>(() => ({
        url: getOpenApiDocument.path,
        pageTitle: `${PRODUCT_NAME} API reference`,
        cdn: scriptUrl,
        nonce: c.get('secureHeadersNonce') as string,
      }));
      const response = await render(c, next);
      if (response) c.res = response;
    });
};
