import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineOperation, fileResponse, noContentResponse } from '@gtm/contracts/operation';
import { ApiError } from '@gtm/web-kit/api-client.ts';
import { ContractError, callOperation, operationUrl } from './call-operation.ts';

const renameThing = defineOperation({
  id: 'renameThing',
  summary: 'Rename a thing',
  method: 'PATCH',
  path: '/api/things/:id',
  service: 'svc-clients',
  access: ['admin'],
  request: {
    params: z.object({ id: z.string() }),
    query: z.object({ notify: z.boolean().optional(), page: z.number().optional() }),
    body: z.object({ name: z.string() }),
  },
  responses: {
    200: {
      description: 'Renamed.',
      schema: z.object({ name: z.string(), tags: z.array(z.string()).default([]) }),
    },
  },
});

const listThings = defineOperation({
  id: 'listThings',
  summary: 'Every thing',
  method: 'GET',
  path: '/api/things',
  service: 'svc-clients',
  access: ['admin'],
  responses: { 200: { description: 'The things.', schema: z.array(z.string()) } },
});

const thingPdf = defineOperation({
  id: 'thingPdf',
  summary: 'A thing as a PDF',
  method: 'GET',
  path: '/api/things/:id/pdf',
  service: 'svc-clients',
  access: ['admin'],
  request: { params: z.object({ id: z.string() }) },
  responses: { 200: fileResponse('The PDF.', 'application/pdf') },
});

const ownThing = defineOperation({
  id: 'ownThing',
  summary: 'The caller’s thing, if they have one',
  method: 'GET',
  path: '/api/user/thing',
  service: 'svc-clients',
  access: ['admin'],
  responses: {
    200: { description: 'The thing.', schema: z.object({ name: z.string() }) },
    204: noContentResponse('No thing yet.'),
  },
});

type TAnswer = { status: number; body?: string; type?: string };
let answer: TAnswer;
let sent: {
  url: string;
  method?: string;
  body?: string;
  contentType?: string | null;
  accept?: string | null;
};
const realFetch = globalThis.fetch;

beforeEach(() => {
  globalThis.fetch = async (input, init) => {
    sent = {
      url: String(input),
      method: init?.method,
      body: typeof init?.body === 'string' ? init.body : undefined,
      contentType: new Headers(init?.headers).get('content-type'),
      accept: new Headers(init?.headers).get('accept'),
    };
    return new Response(answer.body ?? null, {
      status: answer.status,
      headers: { 'content-type': answer.type ?? 'application/json' },
    });
  };
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('operationUrl', () => {
  it('fills the path parameters (encoded) and appends the defined query values', () => {
    expect(
      operationUrl(renameThing, { params: { id: 'a b/c' }, query: { notify: true, page: undefined } }),
    ).toBe('/api/things/a%20b%2Fc?notify=true');
    expect(operationUrl(listThings)).toBe('/api/things');
  });

  it('refuses a path parameter that is missing', () => {
    expect(() => operationUrl(renameThing, {})).toThrow('/api/things/:id: missing path parameter id');
  });
});

describe('callOperation', () => {
  it('sends the method and the JSON body to the descriptor’s URL and parses the answer with its schema', async () => {
    answer = { status: 200, body: '{"name":"Globex"}' };
    const renamed = await callOperation(renameThing, {
      params: { id: '42' },
      query: { page: 2 },
      body: { name: 'Globex' },
    });
    expect(sent).toEqual({
      url: '/api/things/42?page=2',
      method: 'PATCH',
      body: '{"name":"Globex"}',
      contentType: 'application/json',
      accept: 'application/json',
    });
    // The schema's output, defaults included.
    expect(renamed).toEqual({ name: 'Globex', tags: [] });
  });

  it('needs no input for an operation without a request', async () => {
    answer = { status: 200, body: '["a","b"]' };
    await expect(callOperation(listThings)).resolves.toEqual(['a', 'b']);
    expect(sent).toMatchObject({ url: '/api/things', method: 'GET', body: undefined });
  });

  it('throws ApiError with the status and body of a non-2xx answer', async () => {
    answer = { status: 409, body: '{"success":false,"message":"Taken","code":"CONFLICT"}' };
    const failure = await callOperation(listThings).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      body: '{"success":false,"message":"Taken","code":"CONFLICT"}',
      message: '409: {"success":false,"message":"Taken","code":"CONFLICT"}',
    });
  });

  it('throws ContractError, keeping the body, for a 2xx body its schema refuses', async () => {
    answer = { status: 200, body: '{"success":false,"message":"No"}' };
    const failure = await callOperation(listThings).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractError);
    expect(failure).toMatchObject({ status: 200, body: { success: false, message: 'No' } });
    expect((failure as Error).message).toMatch(/^listThings answered 200 with an unexpected body: /);
  });

  it('reads a file answer as a Blob with its bytes intact, and its failure as an ApiError', async () => {
    answer = { status: 200, body: '%PDF-1.7 \u00e9', type: 'application/pdf' };
    const pdf = await callOperation(thingPdf, { params: { id: '7' } });
    expect(pdf).toBeInstanceOf(Blob);
    expect(Buffer.from(await pdf.arrayBuffer()).toString('utf8')).toBe('%PDF-1.7 \u00e9');
    expect(sent).toMatchObject({ url: '/api/things/7/pdf', accept: 'application/pdf, application/json' });

    answer = { status: 404, body: '{"success":false,"message":"No such thing."}' };
    await expect(callOperation(thingPdf, { params: { id: '8' } })).rejects.toMatchObject({
      status: 404,
      body: '{"success":false,"message":"No such thing."}',
    });
  });

  it('reads a documented answer without a body (204) as null', async () => {
    answer = { status: 204 };
    await expect(callOperation(ownThing)).resolves.toBeNull();
    answer = { status: 200, body: '{"name":"Mine"}' };
    await expect(callOperation(ownThing)).resolves.toEqual({ name: 'Mine' });
  });

  it('throws ContractError for a 2xx status the operation does not document', async () => {
    answer = { status: 202, body: '["a"]' };
    await expect(callOperation(listThings)).rejects.toThrow(
      'listThings answered 202 with an unexpected body: the status is not documented',
    );
  });
});
