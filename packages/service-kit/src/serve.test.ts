import { request } from 'node:http';
import { Hono } from 'hono';
import { createLogger } from './logger.ts';
import { createShutdown, startHttpServer } from './serve.ts';

const get = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

/** A route that answers after `delayMs`; `entered` resolves once a request is inside the handler. */
const slowApp = (delayMs: number) => {
  let markEntered: () => void = () => undefined;
  const entered = new Promise<void>((resolve) => (markEntered = resolve));
  const app = new Hono().get('/slow', async (c) => {
    markEntered();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return c.text('done');
  });
  return { fetch: app.fetch, entered };
};

describe('startHttpServer stop', () => {
  it('finishes in-flight requests, then refuses new connections', async () => {
    const slow = slowApp(300);
    const http = await startHttpServer({ fetch: slow.fetch, port: 0 });
    const inFlight = get(http.port, '/slow');
    // Stop only once the request is being handled: one still in the kernel's backlog is not in flight.
    await slow.entered;
    const stopped = http.stop(5_000);
    await expect(inFlight).resolves.toEqual({ status: 200, body: 'done' });
    await stopped;
    await expect(get(http.port, '/slow')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('cuts requests that outlive the deadline', async () => {
    const slow = slowApp(5_000);
    const http = await startHttpServer({ fetch: slow.fetch, port: 0 });
    const inFlight = get(http.port, '/slow');
    await slow.entered;
    const startedAt = Date.now();
    await http.stop(200);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    await expect(inFlight).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});

describe('createShutdown', () => {
  it('flips to draining and runs each step once, in order, even when one fails or hangs', async () => {
    const shutdown = createShutdown({
      log: createLogger({ name: 'test', level: 'silent' }),
      deadlineMs: 100,
    });
    const ran: string[] = [];
    shutdown.add('http', async () => ran.push('http'));
    shutdown.add('broken', async () => {
      throw new Error('boom');
    });
    shutdown.add('hung', () => new Promise(() => undefined));
    shutdown.add('redis', async () => ran.push('redis'));
    expect(shutdown.isDraining()).toBe(false);
    await Promise.all([shutdown.run('test'), shutdown.run('again')]);
    expect(shutdown.isDraining()).toBe(true);
    expect(ran).toEqual(['http', 'redis']);
  });
});
