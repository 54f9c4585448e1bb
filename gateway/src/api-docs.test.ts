import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { API_ROUTES } from '@gtm/contracts/api-routes';
import { documentedStatuses } from '@gtm/contracts/operation';
import { openApiPath } from '@gtm/contracts/openapi';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { API_DOCS_SCRIPT_PATH, apiReference, apiReferenceScript, openApiDocument } from './api-docs.ts';

type TOperationObject = { operationId: string; responses: Record<string, unknown>; parameters?: unknown[] };

describe('the OpenAPI document', () => {
  const document = openApiDocument();
  const operationAt = (method: string, path: string) =>
    (document.paths[openApiPath(path)] as Record<string, TOperationObject> | undefined)?.[
      method.toLowerCase()
    ];

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it.each(API_ROUTES.map((route) => [route.id, route.method, route.path, route] as const))(
    'describes %s (%s %s) with every status it documents',
    (id, method, path, route) => {
      const operation = operationAt(method, path);
      expect(operation?.operationId).toBe(id);
      expect(Object.keys(operation?.responses ?? {}).map(Number)).toEqual(documentedStatuses(route));
    },
  );

  it('holds no operation the descriptors do not', () => {
    const described = Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, TOperationObject>).map((operation) => operation.operationId),
    );
    expect(described.sort()).toEqual(API_ROUTES.map((route) => route.id).sort());
    expect(new Set(described).size).toBe(described.length);
  });

  it('documents each answer in its media type: a PDF as bytes, the reference as HTML, the rest as JSON', () => {
    const contentOf = (method: string, path: string, status: number) =>
      (operationAt(method, path)?.responses[String(status)] as { content: Record<string, unknown> }).content;
    expect(contentOf('GET', '/api/one-pagers/:id/pdf', 200)).toEqual({
      'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
    });
    expect(contentOf('GET', '/api/one-pagers/:id/pdf', 404)).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
    });
    expect(Object.keys(contentOf('GET', '/api/docs', 200))).toEqual(['text/html']);
    expect(Object.keys(contentOf('GET', '/api/one-pagers/:id', 200))).toEqual(['application/json']);
  });

  it('documents an answer without a body (204) without content', () => {
    const noProfile = operationAt('GET', '/api/user/candidate-profile')?.responses['204'];
    expect(noProfile).toEqual({ description: expect.stringContaining('No profile yet') });
  });

  it('describes a multipart body part by part: the JSON part with its schema, files as bytes', () => {
    const body = (
      operationAt('POST', '/api/candidate/onboarding/sdr') as unknown as {
        requestBody: {
          content: Record<
            string,
            { schema: { properties: Record<string, Record<string, unknown>> }; encoding: unknown }
          >;
        };
      }
    ).requestBody.content['multipart/form-data']!;
    expect(body.schema.properties.data).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['workPreference']),
    });
    expect(body.schema.properties.resume).toMatchObject({ contentMediaType: 'application/octet-stream' });
    expect(body.schema.properties.headshot?.description).toContain('image/jpeg or image/png');
    expect(body.encoding).toEqual({ data: { contentType: 'application/json' } });
  });

  it('makes the session optional where anyone may call, required elsewhere', () => {
    const securityOf = (method: string, path: string) =>
      (operationAt(method, path) as unknown as { security?: unknown }).security;
    expect(securityOf('POST', '/api/contact-submissions')).toEqual([{}, { session: [] }]);
    expect(securityOf('GET', '/api/user')).toBeUndefined();
    expect(document.security).toEqual([{ session: [] }]);
  });

  it('documents Retry-After on every 429 and 415 on every operation with a body', () => {
    for (const route of API_ROUTES) {
      const operation = operationAt(route.method, route.path) as unknown as {
        responses: Record<string, { headers?: Record<string, unknown> }>;
        requestBody?: unknown;
      };
      if (operation.responses['429'])
        expect(operation.responses['429'].headers).toHaveProperty('Retry-After');
      expect(Boolean(operation.responses['415'])).toBe(operation.requestBody !== undefined);
    }
  });

  it('names path parameters in OpenAPI style', () => {
    const remove = operationAt('DELETE', '/api/talent-combines/:talentCombineId/one-pagers/:onePagerId');
    expect(remove?.parameters).toEqual([
      expect.objectContaining({ name: 'talentCombineId', in: 'path', required: true }),
      expect.objectContaining({ name: 'onePagerId', in: 'path', required: true }),
    ]);
  });
});

describe('the API reference page', () => {
  const app = new Hono<TAppEnv>()
    .get('/api/docs', apiReference({ hsts: false }))
    .get(API_DOCS_SCRIPT_PATH, apiReferenceScript);

  it("loads Scalar's pinned bundle from the portal, with a nonce and its integrity hash, reading /api/openapi.json", async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(API_DOCS_SCRIPT_PATH).toMatch(/^\/api\/docs\/scalar-\d+\.\d+\.\d+\.js$/);
    const script = await app.request(API_DOCS_SCRIPT_PATH);
    const bytes = Buffer.from(await script.arrayBuffer());
    const integrity = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
    expect(html).toContain(
      `<script src="${API_DOCS_SCRIPT_PATH}" integrity="${integrity}" nonce="${nonce}"></script>`,
    );
    expect(html).toContain('"url": "/api/openapi.json"');
    // Every script the page names is the portal's own: none from a CDN.
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([API_DOCS_SCRIPT_PATH]);
    expect(html).not.toMatch(/https?:\/\/[^"'\s]*\.(js|css)\b/);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    // The policy names no other origin (no CDN may run a script on the portal's origin).
    expect(policy).not.toMatch(/https?:/);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(`'nonce-${nonce}'`);
  });

  it('serves the bundle as JavaScript, cached a year under its versioned path', async () => {
    const script = await app.request(API_DOCS_SCRIPT_PATH);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const text = await script.text();
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(text).toContain('createApiReference');
  });

  it('sends HSTS only behind HTTPS', async () => {
    expect((await app.request('/api/docs')).headers.get('strict-transport-security')).toBeNull();
    const secure = new Hono<TAppEnv>().get('/api/docs', apiReference({ hsts: true }));
    expect((await secure.request('/api/docs')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
