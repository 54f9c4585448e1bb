import { z } from 'zod';
import { ACCESS, defineOperation } from '../operation.ts';
import { ZHealth, ZReadiness } from '../readiness.ts';
import { ZVersionInfo } from '../version.ts';

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

/** `GET /api/version`: which build answers. */
export const getVersion = defineOperation({
  id: 'getVersion',
  summary: 'The name and version of the build that answers',
  method: 'GET',
  path: '/api/version',
  service: 'svc-auth',
  access: ACCESS.anyone,
  responses: { 200: { description: 'The build.', schema: ZVersionInfo } },
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
