import { z } from 'zod';
import { ZApiError } from '@gtm/contracts/api-errors';
import { ACCESS, defineOperation } from '@gtm/contracts/operation';
import type { TIdentity } from '@gtm/contracts/identity';
import { createApp } from './create-app.ts';
import { createLogger } from './logger.ts';
import { mountedOperations, mountRouters, operationRouter } from './operations.ts';

const rename = defineOperation({
  id: 'renameThing',
  summary: 'Rename a thing',
  method: 'PATCH',
  path: '/api/things/:id',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: {
    params: z.object({ id: z.string().regex(/^\d+$/, 'Not a valid id') }),
    query: z.object({ dryRun: z.enum(['yes', 'no']).default('no') }),
    body: z.object({ name: z.string().trim().min(2, 'Name must be at least 2 characters') }),
  },
  responses: { 200: { description: 'Renamed.', schema: z.object({ id: z.string(), name: z.string() }) } },
});
const ping = defineOperation({
  id: 'ping',
  summary: 'Ping',
  method: 'GET',
  path: '/api/ping',
  service: 'svc-clients',
  access: ACCESS.anyone,
  responses: { 200: { description: 'Pong.', schema: z.object({ pong: z.boolean() }) } },
});

const markAll = defineOperation({
  id: 'markAll',
  summary: 'Mark some or all',
  method: 'POST',
  path: '/api/marks',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: { body: z.object({ ids: z.array(z.string()).optional() }) },
  responses: { 200: { description: 'Marked.', schema: z.object({ all: z.boolean() }) } },
});

const appAs = (identity: TIdentity) => {
  const app = createApp({ log: createLogger({ name: 'test', level: 'silent' }) });
  app.use('/api/*', async (c, next) => {
    c.set('identity', identity);
    await next();
  });
  mountRouters(app, [
    operationRouter()
      .mount(rename, (c, { params, query, body }) =>
        c.json({ id: params.id, name: `${body.name}${query.dryRun === 'yes' ? ' (dry run)' : ''}` }),
      )
      .mount(ping, (c) => c.json({ pong: true }))
      .mount(markAll, (c, { body }) => c.json({ all: body.ids === undefined })),
  ]);
  return app;
};
const ADMIN: TIdentity = { kind: 'admin', userId: 'a1', role: null };
const patch = (app: ReturnType<typeof appAs>, path: string, body: string) =>
  app.request(path, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body });

describe('operationRouter', () => {
  it('records what it mounted', () => {
    expect(mountedOperations(appAs(ADMIN))).toEqual(['renameThing', 'ping', 'markAll']);
  });

  it('mounts every operation of a module with the handler of its name, and nothing else it exports', async () => {
    const contract = { ping, markAll, ZSomething: z.string(), PATH: '/api/ping' };
    const app = createApp({ log: createLogger({ name: 'test', level: 'silent' }) });
    app.use('/api/*', async (c, next) => {
      c.set('identity', ADMIN);
      await next();
    });
    mountRouters(app, [
      operationRouter().mountAll(contract, {
        ping: (c) => c.json({ pong: true }),
        markAll: (c, { body }) => c.json({ all: body.ids === undefined }),
      }),
    ]);
    expect(mountedOperations(app)).toEqual(['ping', 'markAll']);
    expect(await (await app.request('/api/ping')).json()).toEqual({ pong: true });
    const marked = await app.request('/api/marks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"ids":["a"]}',
    });
    expect(await marked.json()).toEqual({ all: false });
  });

  it('mounts some operations of a module with the handlers named, as two routers share one module', async () => {
    const contract = { ping, markAll };
    const app = createApp({ log: createLogger({ name: 'test', level: 'silent' }) });
    app.use('/api/*', async (c, next) => {
      c.set('identity', ADMIN);
      await next();
    });
    mountRouters(app, [
      operationRouter().mountSome(contract, {
        markAll: (c, { body }) => c.json({ all: body.ids === undefined }),
      }),
    ]);
    expect(mountedOperations(app)).toEqual(['markAll']);
    mountRouters(app, [operationRouter().mountSome(contract, { ping: (c) => c.json({ pong: true }) })]);
    expect(mountedOperations(app)).toEqual(['markAll', 'ping']);
    expect(await (await app.request('/api/ping')).json()).toEqual({ pong: true });
  });

  it('serves only the operations a router mounted of a module', async () => {
    const app = createApp({ log: createLogger({ name: 'test', level: 'silent' }) });
    mountRouters(app, [
      operationRouter().mountSome({ ping, markAll }, { ping: (c) => c.json({ pong: true }) }),
    ]);
    expect(mountedOperations(app)).toEqual(['ping']);
    expect((await app.request('/api/marks', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('hands the handler params, query and body parsed by the descriptor', async () => {
    const response = await patch(appAs(ADMIN), '/api/things/42?dryRun=yes', '{"name":"  Widget "}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: '42', name: 'Widget (dry run)' });
  });

  it('checks access from the descriptor: 401 anonymous, 403 another kind, open operations for anyone', async () => {
    const anonymous = appAs({ kind: 'anonymous' } as TIdentity);
    expect((await patch(anonymous, '/api/things/1', '{"name":"Widget"}')).status).toBe(401);
    const candidate = appAs({ kind: 'candidate', userId: 'c1', role: 'SDR' });
    expect((await patch(candidate, '/api/things/1', '{"name":"Widget"}')).status).toBe(403);
    expect((await anonymous.request('/api/ping')).status).toBe(200);
  });

  it('refuses a bad request with 400, the first field’s message and every issue', async () => {
    const response = await patch(appAs(ADMIN), '/api/things/x', '{"name":"W"}');
    expect(response.status).toBe(400);
    const body = ZApiError.parse(await response.json());
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Not a valid id' });
    expect(body.issues).toEqual([{ path: 'id', message: 'Not a valid id' }]);
    const badName = ZApiError.parse(
      await (await patch(appAs(ADMIN), '/api/things/1', '{"name":"W"}')).json(),
    );
    expect(badName.issues).toEqual([{ path: 'name', message: 'Name must be at least 2 characters' }]);
  });

  it('reads an empty body as {} and refuses one that is not JSON', async () => {
    const empty = ZApiError.parse(await (await patch(appAs(ADMIN), '/api/things/1', '')).json());
    expect(empty.issues?.[0]?.path).toBe('name');
    // JSON's null is a value, not an empty body: refused as a non-object, never read as {} (which a body of
    // optional fields takes: there, no body at all is `{}`).
    const mark = (body: string) =>
      appAs(ADMIN).request('/api/marks', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    expect(await (await mark('')).json()).toEqual({ all: true });
    const nothing = await mark('null');
    expect(nothing.status).toBe(400);
    expect(ZApiError.parse(await nothing.json()).code).toBe('VALIDATION_FAILED');
    const garbled = await patch(appAs(ADMIN), '/api/things/1', '{not json');
    expect(garbled.status).toBe(400);
    expect(ZApiError.parse(await garbled.json())).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The request body must be JSON.',
    });
  });

  it.each([
    ['text/plain;charset=UTF-8'],
    ['multipart/form-data'],
    ['application/x-www-form-urlencoded'],
    ['application/jsonp'],
    [null],
  ])('refuses a JSON body declared as %s with 415, before acting on it', async (contentType) => {
    let handled = 0;
    const app = createApp({ log: createLogger({ name: 'test', level: 'silent' }) });
    app.use('/api/*', async (c, next) => {
      c.set('identity', ADMIN);
      await next();
    });
    mountRouters(app, [operationRouter().mount(rename, (c) => ((handled += 1), c.json({})))]);
    const response = await app.request('/api/things/1', {
      method: 'PATCH',
      headers: contentType === null ? {} : { 'content-type': contentType },
      body: new TextEncoder().encode('{"name":"Widget"}'),
    });
    expect(response.status).toBe(415);
    expect(ZApiError.parse(await response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(handled).toBe(0);
  });

  it('takes application/json with parameters and +json types', async () => {
    for (const contentType of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const response = await appAs(ADMIN).request('/api/things/1', {
        method: 'PATCH',
        headers: { 'content-type': contentType },
        body: '{"name":"Widget"}',
      });
      expect(response.status).toBe(200);
    }
  });
});
