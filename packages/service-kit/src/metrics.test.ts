import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './create-app.ts';
import { createLogger } from './logger.ts';
import { METRICS_PATH, observeResponse, UNMATCHED_ROUTE } from './metrics.ts';

const log = createLogger({ name: 'test', level: 'silent' });

/** The sample lines of one metric in Prometheus' text format. */
const samples = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(name));

/** The `_count` of the request duration histogram for exactly these labels (0 when absent). */
const countOf = (text: string, labels: { method: string; route: string; status: string }) => {
  const wanted = `http_request_duration_seconds_count{method="${labels.method}",route="${labels.route}",status="${labels.status}"}`;
  const line = samples(text, 'http_request_duration_seconds_count').find((sample) =>
    sample.startsWith(`${wanted} `),
  );
  return line === undefined ? 0 : Number(line.slice(wanted.length + 1));
};

const buildApp = () => {
  const app = createApp({ log });
  app.get('/api/things/:id', (c) => c.json({ id: c.req.param('id') }));
  app.post('/api/things/:id/notes', (c) => c.json({ ok: true }, 201));
  app.get('/api/broken', () => {
    throw new Error('boom');
  });
  return app;
};

const scrape = async (app: ReturnType<typeof buildApp>) => {
  const response = await app.request(METRICS_PATH);
  expect(response.status).toBe(200);
  return { response, text: await response.text() };
};

describe('GET /metrics of every app createApp builds', () => {
  it("answers Prometheus' text format with the process's memory, heap and event-loop delay", async () => {
    const { response, text } = await scrape(buildApp());
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p50_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'http_request_duration_seconds_bucket',
    ]) {
      expect(text).toContain(`# TYPE ${name.replace(/_bucket$/, '')} `);
    }
    const rss = Number(samples(text, 'process_resident_memory_bytes ')[0]?.split(' ')[1]);
    expect(rss).toBeGreaterThan(1024 * 1024);
  });

  it('times each request under its route pattern, never its raw path or query', async () => {
    const app = buildApp();
    const before = (await scrape(app)).text;
    const secretId = '665f1c0ffee000000000abcd';
    const email = 'someone.private@example.com';
    expect((await app.request(`/api/things/${secretId}?email=${encodeURIComponent(email)}`)).status).toBe(
      200,
    );
    expect((await app.request(`/api/things/${secretId}/notes`, { method: 'POST' })).status).toBe(201);
    expect((await app.request(`/api/users/${email}`)).status).toBe(404);
    expect((await app.request('/api/broken')).status).toBe(500);
    const after = (await scrape(app)).text;

    const grew = (labels: { method: string; route: string; status: string }) =>
      countOf(after, labels) - countOf(before, labels);
    expect(grew({ method: 'GET', route: '/api/things/:id', status: '200' })).toBe(1);
    expect(grew({ method: 'POST', route: '/api/things/:id/notes', status: '201' })).toBe(1);
    expect(grew({ method: 'GET', route: UNMATCHED_ROUTE, status: '404' })).toBe(1);
    expect(grew({ method: 'GET', route: '/api/broken', status: '500' })).toBe(1);
    expect(after).not.toContain(secretId);
    expect(after).not.toContain('example.com');
  });

  it('counts a method outside the HTTP set as OTHER', async () => {
    const app = buildApp();
    const before = (await scrape(app)).text;
    await app.request('/api/things/1', { method: 'PROPFIND' });
    const after = (await scrape(app)).text;
    const labels = { method: 'OTHER', route: UNMATCHED_ROUTE, status: '404' };
    expect(countOf(after, labels) - countOf(before, labels)).toBe(1);
    expect(after).not.toContain('PROPFIND');
  });
});

describe('observeResponse (raw Node responses: the gateway pass-through)', () => {
  it('records the status sent under the given route pattern once the response closes', async () => {
    const app = buildApp();
    const route = '/api/raw/:id';
    const server = createServer((request, response) => {
      observeResponse(request.method, route, response);
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const before = (await scrape(app)).text;
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/api/raw/665f1c0ffee000000000abcd`, {
        method: 'DELETE',
      });
      expect(answer.status).toBe(204);
      // The 'close' of the response follows the client's read by a tick.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const after = (await scrape(app)).text;
      const labels = { method: 'DELETE', route, status: '204' };
      expect(countOf(after, labels) - countOf(before, labels)).toBe(1);
      expect(after).not.toContain('665f1c0ffee000000000abcd');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
