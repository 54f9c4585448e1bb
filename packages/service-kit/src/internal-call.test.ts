import { Hono } from 'hono';
import { z } from 'zod';
import { ACCESS, defineOperation } from '@gtm/contracts/operation';
import type { TIdentity } from '@gtm/contracts/identity';
import { AppError } from './app-error.ts';
import { createIdentitySigner } from './identity.ts';
import { createInternalClient } from './internal-call.ts';
import { startHttpServer } from './serve.ts';
import type { THttpServer } from './serve.ts';

/** An internal call to a real HTTP server: the answer comes back parsed with the operation's schema for its status. */
const ZThing = z.object({ id: z.string(), count: z.coerce.number(), tags: z.array(z.string()).default([]) });
const getThing = defineOperation({
  id: 'getThing',
  summary: 'A thing',
  method: 'GET',
  path: '/api/things/:id',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: { description: 'The thing.', schema: ZThing },
    404: {
      description: 'No such thing.',
      schema: z.object({ success: z.literal(false), message: z.string() }),
    },
  },
});

const ADMIN: TIdentity = { kind: 'admin', userId: '665f1c0ffee0000000000001', role: null };
const answers: Record<string, { status: number; body: unknown }> = {
  good: { status: 200, body: { id: 'good', count: '3' } },
  missing: { status: 404, body: { success: false, message: 'No such thing.', code: 'NOT_FOUND' } },
  refused: { status: 403, body: { success: false, message: 'Not yours.', code: 'FORBIDDEN' } },
  malformed: { status: 200, body: { id: 7 } },
  teapot: { status: 418, body: { success: false, message: 'Short and stout.', code: 'TEAPOT' } },
};

let server: THttpServer;
let client: ReturnType<typeof createInternalClient>;
beforeAll(async () => {
  const app = new Hono().get('/api/things/:id', (c) => {
    const answer = answers[c.req.param('id')] ?? answers.missing!;
    return c.json(answer.body as object, answer.status as 200);
  });
  server = await startHttpServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  client = createInternalClient({
    baseUrl: `http://127.0.0.1:${server.port}`,
    signer: createIdentitySigner('internal-call-test-secret-0123456789abcdef'),
  });
});
afterAll(async () => {
  await client.close();
  await server.stop(1_000);
});

const call = (id: string) => client.call(getThing, { identity: ADMIN, requestId: 'test', params: { id } });

describe('createInternalClient().call', () => {
  it('answers the status with the body its schema parsed (defaults and coercions applied)', async () => {
    const answer = await call('good');
    expect(answer).toEqual({ status: 200, body: { id: 'good', count: 3, tags: [] } });
    if (answer.status === 200) expect(answer.body.count + 1).toBe(4);
  });

  it('parses a documented error status with its own schema, and the common errors as API errors', async () => {
    expect(await call('missing')).toEqual({
      status: 404,
      body: { success: false, message: 'No such thing.' },
    });
    expect(await call('refused')).toEqual({
      status: 403,
      body: { success: false, message: 'Not yours.', code: 'FORBIDDEN' },
    });
  });

  it('throws a 503 for a body the schema refuses, or a status the operation does not document', async () => {
    for (const id of ['malformed', 'teapot']) {
      const error = await call(id).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'UNAVAILABLE' });
    }
  });
});
