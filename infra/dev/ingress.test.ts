import { createServer, request } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createIngress, targetFor } from './ingress.ts';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

type TReply = { status: number; headers: IncomingHttpHeaders; rawHeaders: string[]; body: string };

function send(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<TReply>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('targetFor', () => {
  const targets = { gateway: new URL('http://127.0.0.1:4000'), shell: new URL('http://127.0.0.1:3000') };

  it.each(['/api', '/api/', '/api/user?x=1', '/api?x=1'])('sends %s to the gateway', (path) => {
    expect(targetFor(path, targets)).toBe(targets.gateway);
  });

  it.each(['/', '/apiary', '/admin/api', '/candidate/profile'])('sends %s to the shell', (path) => {
    expect(targetFor(path, targets)).toBe(targets.shell);
  });
});

describe('ingress', () => {
  const gateway = createServer((req, res) => {
    if (req.url === '/api/stream') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first;');
      // The second part only comes once the client has seen the first: a buffering proxy would deadlock here.
      gateway.once('first-seen', () => res.end('second'));
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.writeHead(201, [
        'Content-Type',
        'application/json',
        'Set-Cookie',
        'sid=abc; HttpOnly; Path=/',
        'Set-Cookie',
        'theme=dark; Path=/',
        'Connection',
        'keep-alive',
      ]);
      res.end(JSON.stringify({ url: req.url, method: req.method, headers: req.headers, body }));
    });
  });
  const shell = createServer((req, res) => res.end(`shell:${req.url}`));
  let ingress: Server;
  let port: number;
  let gatewayPort: number;

  beforeAll(async () => {
    gatewayPort = await listen(gateway);
    const shellPort = await listen(shell);
    ingress = createIngress({
      gateway: new URL(`http://127.0.0.1:${gatewayPort}`),
      shell: new URL(`http://127.0.0.1:${shellPort}`),
    });
    port = await listen(ingress);
  });

  afterAll(async () => {
    await Promise.all([close(ingress), close(shell)]);
    if (gateway.listening) await close(gateway);
  });

  it('forwards /api with its body, the original Host and X-Forwarded-* set by the edge', async () => {
    const reply = await send(port, '/api/candidate/auth/login-request?x=1', {
      method: 'POST',
      headers: {
        host: 'portal.example.test',
        'content-type': 'application/json',
        'x-forwarded-for': '6.6.6.6',
        'x-request-id': 'r-1',
      },
      body: '{"email":"ada@example.test"}',
    });
    expect(reply.status).toBe(201);
    const seen = JSON.parse(reply.body) as {
      url: string;
      method: string;
      body: string;
      headers: IncomingHttpHeaders;
    };
    expect(seen).toMatchObject({
      url: '/api/candidate/auth/login-request?x=1',
      method: 'POST',
      body: '{"email":"ada@example.test"}',
    });
    expect(seen.headers).toMatchObject({
      host: 'portal.example.test',
      'x-forwarded-host': 'portal.example.test',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '127.0.0.1',
      'x-request-id': 'r-1',
    });
  });

  it('keeps every Set-Cookie and drops hop-by-hop headers', async () => {
    const reply = await send(port, '/api/user');
    expect(reply.headers['set-cookie']).toEqual(['sid=abc; HttpOnly; Path=/', 'theme=dark; Path=/']);
    expect(reply.rawHeaders.filter((name) => name.toLowerCase() === 'connection')).toHaveLength(1);
  });

  it('streams responses instead of buffering them', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/stream' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text === 'first;') gateway.emit('first-seen');
        });
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    expect(body).toBe('first;second');
  });

  it.each(['/', '/candidate/profile', '/apiary'])('sends %s to the shell', async (path) => {
    await expect(send(port, path)).resolves.toMatchObject({ status: 200, body: `shell:${path}` });
  });

  it('answers 502 in the API error shape when the gateway is down', async () => {
    await close(gateway);
    const reply = await send(port, '/api/user');
    expect(reply.status).toBe(502);
    expect(JSON.parse(reply.body)).toMatchObject({ success: false, code: 'BAD_GATEWAY' });
  });
});

describe('ingress over a kept-alive socket the app closed', () => {
  it('sends a read again on a fresh socket instead of answering 502', async () => {
    let requests = 0;
    // The app answers the first request of a socket and resets the socket on its second, as a server whose
    // keep-alive timeout fires just when the proxy reuses the socket.
    const shell = createServer((req, res) => {
      requests++;
      const socket = req.socket as typeof req.socket & { served?: boolean };
      if (socket.served) return socket.resetAndDestroy();
      socket.served = true;
      res.end(`shell:${req.url}`);
    });
    const gateway = createServer((_req, res) => res.end());
    const targets = {
      shell: new URL(`http://127.0.0.1:${await listen(shell)}`),
      gateway: new URL(`http://127.0.0.1:${await listen(gateway)}`),
    };
    const ingress = createIngress(targets);
    const port = await listen(ingress);
    try {
      await expect(send(port, '/main.js')).resolves.toMatchObject({ status: 200, body: 'shell:/main.js' });
      await expect(send(port, '/540.js')).resolves.toMatchObject({ status: 200, body: 'shell:/540.js' });
      expect(requests).toBe(3);
    } finally {
      await close(ingress);
      await Promise.all([close(shell), close(gateway)]);
    }
  });
});

describe('ingress idle upstream sockets', () => {
  it('closes a pooled socket to the gateway once idle, before the gateway would', async () => {
    // The gateway keeps idle connections far longer than the ingress: the ingress must be the one to end them.
    const gateway = createServer((_req, res) => res.end('{}'));
    gateway.keepAliveTimeout = 60_000;
    const shell = createServer((_req, res) => res.end());
    const targets = {
      shell: new URL(`http://127.0.0.1:${await listen(shell)}`),
      gateway: new URL(`http://127.0.0.1:${await listen(gateway)}`),
    };
    const ingress = createIngress(targets, { upstreamIdleMs: 200 });
    const port = await listen(ingress);
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        gateway.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    try {
      await expect(send(port, '/api/user', { method: 'POST', body: '{}' })).resolves.toMatchObject({
        status: 200,
      });
      expect(await connections()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await connections()).toBe(0);
    } finally {
      await close(ingress);
      await Promise.all([close(shell), close(gateway)]);
    }
  });
});

/** A raw connection to `port` that sends `head` (and nothing of the body it may announce). */
function hold(port: number, head: string) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const done = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(head);
  return { socket, done, received: () => received };
}

describe('ingress framing and time limits', () => {
  /** What the gateway received, in order. */
  const seen: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  // Answers /api/at-once without reading a body, as the gateway's own routes and a GET handler do; echoes others
  // once their body is in; never answers /api/silent.
  const gateway = createServer((req, res) => {
    if (req.url === '/api/silent') return;
    if (req.url?.startsWith('/api/at-once')) {
      seen.push({ url: req.url, headers: req.headers, body: '' });
      res.end(`answer:${req.url}`);
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      res.end(`answer:${req.url}:${body}`);
    });
  });
  gateway.keepAliveTimeout = 60_000;
  const shell = createServer((req, res) => res.end(`shell:${req.url}`));
  let ingress: Server;
  let port: number;

  beforeAll(async () => {
    ingress = createIngress(
      {
        gateway: new URL(`http://127.0.0.1:${await listen(gateway)}`),
        shell: new URL(`http://127.0.0.1:${await listen(shell)}`),
      },
      { clientTimeouts: { headersMs: 500, requestMs: 800, checkEveryMs: 100 }, upstreamSilenceMs: 500 },
    );
    port = await listen(ingress);
  });
  beforeEach(() => {
    seen.length = 0;
  });
  afterAll(async () => {
    await close(ingress);
    await Promise.all([close(gateway), close(shell)]);
  });

  it('refuses a GET or HEAD announcing a body at once, and the next request on the pool gets its own answer', async () => {
    // What desynchronised the ingress and the gateway: the ingress sent Content-Length: 64 and no body, the gateway
    // answered and then read the next request on that pooled socket as the missing 64 bytes.
    for (const path of ['/api/at-once', '/api/at-once?again', '/candidate/profile']) {
      const probe = hold(port, `GET ${path} HTTP/1.1\r\nHost: portal.test\r\nContent-Length: 64\r\n\r\n`);
      await probe.done;
      expect(probe.received()).toMatch(/^HTTP\/1\.1 400 /);
      expect(probe.received()).toMatch(/\r\nconnection: close\r\n/i);
      if (path.startsWith('/api')) expect(probe.received()).toContain('must not carry a body');
      const follow = await send(port, `/api/at-once/follow-${path.length}`);
      expect(follow).toMatchObject({ status: 200, body: `answer:/api/at-once/follow-${path.length}` });
    }
    const head = hold(
      port,
      'HEAD /api/at-once HTTP/1.1\r\nHost: portal.test\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    await head.done;
    expect(head.received()).toMatch(/^HTTP\/1\.1 400 /);
    // Nothing that announced a body reached the gateway.
    expect(seen.map((request) => request.url)).toEqual([
      '/api/at-once/follow-12',
      '/api/at-once/follow-18',
      '/api/at-once/follow-18',
    ]);
  });

  it('sends a body on only once it is whole, with the length it has', async () => {
    const slow = hold(
      port,
      'POST /api/profile HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{"a":',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([]);
    slow.socket.write('"bc"}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ url: '/api/profile', body: '{"a":"bc"}' });
    expect(seen[0]?.headers['content-length']).toBe('10');
    slow.socket.destroy();
    // A chunked body goes on with its length too: the gateway never has to trust the client's framing.
    const chunked = await new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/chunked', method: 'PUT' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.write('part one;');
      req.end('part two');
    });
    expect(chunked).toBe('answer:/api/chunked:part one;part two');
    expect(seen[1]?.headers).toMatchObject({ 'content-length': '17' });
    expect(seen[1]?.headers['transfer-encoding']).toBeUndefined();
  });

  it('answers 408 to a body that never comes, having sent nothing on', async () => {
    const started = performance.now();
    const probe = hold(port, 'POST /api/profile HTTP/1.1\r\nHost: portal.test\r\nContent-Length: 64\r\n\r\n');
    await probe.done;
    expect(probe.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(seen).toEqual([]);
  });

  it('answers 504 when the gateway stays silent', async () => {
    const reply = await send(port, '/api/silent');
    expect(reply.status).toBe(504);
    expect(JSON.parse(reply.body)).toMatchObject({ success: false, code: 'GATEWAY_TIMEOUT' });
  });

  it('refuses a body over its limit from the declared length, unread', async () => {
    const probe = hold(
      port,
      `POST /api/profile HTTP/1.1\r\nHost: portal.test\r\nContent-Length: ${17 * 1024 * 1024}\r\n\r\n`,
    );
    await probe.done;
    expect(probe.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(seen).toEqual([]);
  });
});

describe('ingress and pipelined requests', () => {
  // The first answer comes later than the second's: each must still go back in the order asked.
  const gateway = createServer((req, res) => {
    setTimeout(() => res.end(`answer:${req.url}`), req.url === '/api/first' ? 100 : 0);
  });
  const shell = createServer((req, res) => res.end(`shell:${req.url}`));
  let ingress: Server;
  let port: number;

  beforeAll(async () => {
    ingress = createIngress({
      gateway: new URL(`http://127.0.0.1:${await listen(gateway)}`),
      shell: new URL(`http://127.0.0.1:${await listen(shell)}`),
    });
    port = await listen(ingress);
  });
  afterAll(async () => {
    await close(ingress);
    await Promise.all([close(gateway), close(shell)]);
  });

  const twoGets =
    'GET /api/first HTTP/1.1\r\nHost: portal.test\r\n\r\nGET /second HTTP/1.1\r\nHost: portal.test\r\n\r\n';
  /** The bodies of the answers in `received`, in order (lower-case paths: an answer ends where "HTTP/1.1" starts). */
  const bodiesOf = (received: string) => received.match(/(answer|shell):[a-z/]+/g);

  it('answers two GETs written at once on one connection, each in turn', async () => {
    const probe = hold(port, twoGets);
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not both answered: ${probe.received()}`)), 2_000);
        probe.socket.on('data', () => {
          if (bodiesOf(probe.received())?.length !== 2) return;
          clearTimeout(timer);
          resolve();
        });
      });
      expect(probe.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(bodiesOf(probe.received())).toEqual(['answer:/api/first', 'shell:/second']);
    } finally {
      probe.socket.destroy();
    }
  });

  it('answers both when the client ends its side right after writing them, then closes', async () => {
    const probe = hold(port, twoGets);
    probe.socket.end();
    await probe.done;
    expect(bodiesOf(probe.received())).toEqual(['answer:/api/first', 'shell:/second']);
  });
});
