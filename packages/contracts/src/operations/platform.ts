import { z } from 'zod';
import { ACCESS, defineOperation } from '../operation.ts';
import { ZHealth, ZReadiness } from '../readiness.ts';

/**
 * The gateway's own operations (liveness, readiness, the API's description): no service's route folder
 * mounts them.
 */

/** `GET /api/healthz`: the gateway process is alive. */
export const getHealth = defineOperation({
  id: 'getHealth',
  summary: 'Liveness of the gateway',
  method: 'GET',
  path: '/api/healthz',
  service: 'gateway',
  access: ACCESS.anyone,
  responses: { 200: { description: 'The gateway is alive.', schema: ZHealth } },
});

/** `GET /api/readyz`: the gateway and every service it reaches are ready. */
export const getReadiness = defineOperation({
  id: 'getReadiness',
  summary: 'Readiness of the gateway and the services behind it',
  method: 'GET',
  path: '/api/readyz',
  service: 'gateway',
  access: ACCESS.anyone,
  responses: {
    200: { description: 'Every check passed.', schema: ZReadiness },
    503: { description: 'A check failed (named in `checks`).', schema: ZReadiness },
  },
});

/** `GET /api/openapi.json`: this API described as OpenAPI 3.1, generated from the operation descriptors. */
export const getOpenApiDocument = defineOperation({
  id: 'getOpenApiDocument',
  summary: 'The OpenAPI 3.1 document of this API',
  method: 'GET',
  path: '/api/openapi.json',
  service: 'gateway',
  access: ACCESS.anyone,
  responses: {
    200: { description: 'The document.', schema: z.object({ openapi: z.string() }).loose() },
  },
});

/** `GET /api/docs`: a reference page that reads the OpenAPI document. */
export const getApiReference = defineOperation({
  id: 'getApiReference',
  summary: 'The API reference page (HTML)',
  method: 'GET',
  path: '/api/docs',
  service: 'gateway',
  access: ACCESS.anyone,
  responses: { 200: { description: 'An HTML page.', schema: z.string(), mediaType: 'text/html' } },
});
