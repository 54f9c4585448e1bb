import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleQuery } from './query-samples.ts';

let server: Server;
let base = '';
let answered = 0;

beforeAll(async () => {
  // `/flaky?ok=N`: N answers of 200, then the gateway's 504.
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/reset') {
      answered = 0;
      return res.writeHead(204).end();
    }
    answered += 1;
    if (answered <= Number(url.searchParams.get('ok')))
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[]}');
    res
      .writeHead(504, { 'content-type': 'application/json' })
      .end('{"success":false,"code":"GATEWAY_TIMEOUT"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  await fetch(`${base}/reset`);
});

describe('sampleQuery', () => {
  it('times every sample after the warm-ups', async () => {
    const result = await sampleQuery(`${base}/flaky?ok=100`, {}, { samples: 4, warmUps: 2 });
    expect(result.failure).toBeNull();
    expect(result.times).toHaveLength(4);
    expect(answered).toBe(6);
  });

  it('stops at the first failed answer and says which sample, the status and the body', async () => {
    const result = await sampleQuery(`${base}/flaky?ok=3`, {}, { samples: 4, warmUps: 2 });
    expect(result.times).toHaveLength(1);
    expect(result.failure).toMatch(
      /^sample 2 answered 504 after \d+ ms: \{"success":false,"code":"GATEWAY_TIMEOUT"\}$/,
    );
    expect(answered).toBe(4);
  });

  it('names a failed warm-up as such', async () => {
    const result = await sampleQuery(`${base}/flaky?ok=0`, {}, { samples: 4, warmUps: 2 });
    expect(result).toEqual({ times: [], failure: expect.stringMatching(/^warm-up 1 answered 504 /) });
  });

  it('reports a server that does not answer instead of throwing', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await sampleQuery(`http://127.0.0.1:${port}/`, {}, { samples: 1, warmUps: 0 });
    expect(result.times).toEqual([]);
    expect(result.failure).toMatch(/^no answer after \d+ ms: .*ECONNREFUSED/);
  });
});
