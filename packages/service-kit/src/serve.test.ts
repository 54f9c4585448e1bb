import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { RequestOptions } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { createLogger } from './logger.ts';
import { createShutdown, HTTP_TIMEOUTS, listenHttp, startHttpServer } from './serve.ts';

const get = (at: number | { socketPath: string }, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const where: RequestOptions = typeof at === 'number' ? { host: '127.0.0.1', port: at } : at;
    const req = request({ ...where, path, agent: false }, (res) => {
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

describe('listenHttp', () => {
  it('keeps idle connections 65 s, longer than any proxy in front keeps them pooled', async () => {
    const http = await listenHttp(
      createServer((_request, response) => response.end()),
      { port: 0 },
    );
    try {
      const keepAlive = await new Promise<unknown>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: http.port, path: '/', agent: false }, (res) => {
          res.resume();
          resolve(res.headers['keep-alive']);
        });
        req.setHeader('connection', 'keep-alive');
        req.on('error', reject);
        req.end();
      });
      expect(http.server.keepAliveTimeout).toBe(65_000);
      expect(keepAlive).toBe('timeout=65');
    } finally {
      await http.stop(1_000);
    }
  });

  it('answers 408 and closes a connection whose announced body does not come in time', async () => {
    expect(HTTP_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 60_000, checkEveryMs: 1_000 });
    const http = await listenHttp(
      createServer((request, response) => request.on('end', () => response.end()).resume()),
      { port: 0, timeouts: { headersMs: 200, requestMs: 300, checkEveryMs: 50 } },
    );
    try {
      const started = performance.now();
      const socket = connect(http.port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
      socket.write('POST / HTTP/1.1\r\nHost: test\r\nContent-Length: 64\r\n\r\n');
      await once(socket, 'close');
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      await http.stop(1_000);
    }
  });
});

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

describe('startHttpServer on a Unix domain socket', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gtm-serve-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('answers on the socket as on the port, drains both alike, and removes the socket file on stop', async () => {
    const slow = slowApp(300);
    const socketPath = join(dir, 'svc.sock');
    const http = await startHttpServer({ fetch: slow.fetch, port: 0, socketPath });
    expect(http.socketPath).toBe(socketPath);
    expect((await stat(socketPath)).mode & 0o777).toBe(0o600);
    const overSocket = get({ socketPath }, '/slow');
    await slow.entered;
    await expect(get(http.port, '/slow')).resolves.toEqual({ status: 200, body: 'done' });
    const stopped = http.stop(5_000);
    await expect(overSocket).resolves.toEqual({ status: 200, body: 'done' });
    await stopped;
    expect(existsSync(socketPath)).toBe(false);
    await expect(get({ socketPath }, '/slow')).rejects.toThrow(/ENOENT/);
  });

  it('takes over the socket file a killed run left behind, but never removes a file that is not a socket', async () => {
    const socketPath = join(dir, 'svc.sock');
    // A process listening on the socket, killed with SIGKILL: its socket file stays, with no one listening.
    const killed = spawn(
      process.execPath,
      [
        '-e',
        `require('node:net').createServer().listen(${JSON.stringify(socketPath)}, () => console.log('up'))`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(killed.stdout, 'data');
    killed.kill('SIGKILL');
    await once(killed, 'exit');
    expect(existsSync(socketPath)).toBe(true);
    await expect(get({ socketPath }, '/ok')).rejects.toThrow(/ECONNREFUSED/);

    const app = new Hono().get('/ok', (c) => c.text('ok'));
    const http = await startHttpServer({ fetch: app.fetch, port: 0, socketPath });
    await expect(get({ socketPath }, '/ok')).resolves.toEqual({ status: 200, body: 'ok' });
    await http.stop(1_000);

    const notSocket = join(dir, 'data.txt');
    await writeFile(notSocket, 'kept');
    await expect(startHttpServer({ fetch: app.fetch, port: 0, socketPath: notSocket })).rejects.toThrow(
      /EADDRINUSE/,
    );
    expect(existsSync(notSocket)).toBe(true);
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
