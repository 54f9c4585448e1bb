import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, api, apiFetch } from './api-client.ts';

let server: Server;
let base = '';
let lastRequest: { method?: string; contentType?: string; body: string } = { body: '' };

const readBody = async (req: IncomingMessage) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    lastRequest = { method: req.method, contentType: req.headers['content-type'], body: await readBody(req) };
    if (req.url === '/ok')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[1,2]}');
    if (req.url === '/echo')
      return res.writeHead(201, { 'content-type': 'application/json' }).end(lastRequest.body);
    if (req.url === '/text') return res.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
    if (req.url === '/empty') return res.writeHead(204).end();
    if (req.url === '/missing') return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not here');
    if (req.url === '/json-error')
      return res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"success":false,"message":"Sign in"}');
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('apiFetch', () => {
  it('parses a JSON answer', async () => {
    await expect(api.get(`${base}/ok`)).resolves.toEqual({ items: [1, 2] });
  });

  it('sends a JSON body with its content type', async () => {
    await expect(apiFetch(`${base}/echo`, { method: 'POST', body: { email: 'a@b.co' } })).resolves.toEqual({
      email: 'a@b.co',
    });
    expect(lastRequest).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: '{"email":"a@b.co"}',
    });
  });

  it('leaves the content type of a multipart body to fetch', async () => {
    const form = new FormData();
    form.set('data', '{"x":1}');
    await apiFetch(`${base}/ok`, { method: 'POST', body: form });
    expect(lastRequest.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('gives a text answer as text', async () => {
    await expect(api.get(`${base}/text`)).resolves.toBe('hello');
  });

  it('gives undefined for an empty answer', async () => {
    await expect(apiFetch(`${base}/empty`, { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws "status: body" for a non-2xx answer with a body', async () => {
    const error = await api.get(`${base}/missing`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: Not here');
    expect((error as ApiError).status).toBe(404);
    await expect(api.get(`${base}/json-error`)).rejects.toThrow('401: {"success":false,"message":"Sign in"}');
  });

  it('throws "status: statusText" when the body is empty', async () => {
    await expect(api.get(`${base}/boom`)).rejects.toThrow('500: Internal Server Error');
  });
});
