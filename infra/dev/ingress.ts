import { Agent, createServer, request as httpRequest } from 'node:http';
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  Server,
  ServerResponse,
} from 'node:http';

/** Where the ingress sends requests: `/api` and `/api/*` to the gateway, everything else to the shell. */
export type TIngressTargets = { gateway: URL; shell: URL };

// Hop-by-hop headers describe one connection, not the message, so a proxy must not forward them (RFC 9110 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Picks the upstream of a request path. */
export function targetFor(path: string, targets: TIngressTargets): URL {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')
    ? targets.gateway
    : targets.shell;
}

function connectionTokens(value: string | string[] | undefined): Set<string> {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    joined
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The request headers sent upstream: the client's, minus hop-by-hop ones, plus X-Forwarded-* set by this edge. */
function forwardedRequestHeaders(incoming: IncomingMessage): OutgoingHttpHeaders {
  const drop = connectionTokens(incoming.headers.connection);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming.headers as IncomingHttpHeaders)) {
    if (value === undefined || HOP_BY_HOP.has(name) || drop.has(name)) continue;
    // This is the edge: what a client claims about earlier hops is not to be trusted.
    if (name.startsWith('x-forwarded-') || name === 'x-real-ip') continue;
    headers[name] = value;
  }
  const client = incoming.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = client;
  headers['x-real-ip'] = client;
  headers['x-forwarded-proto'] = 'http';
  if (incoming.headers.host !== undefined) headers['x-forwarded-host'] = incoming.headers.host;
  return headers;
}

/** The response headers sent back, as a raw list so repeated headers (several Set-Cookie) survive untouched. */
function forwardedResponseHeaders(upstream: IncomingMessage): string[] {
  const drop = connectionTokens(upstream.headers.connection);
  const raw: string[] = [];
  for (let i = 0; i < upstream.rawHeaders.length; i += 2) {
    const name = upstream.rawHeaders[i] as string;
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || drop.has(lower)) continue;
    raw.push(name, upstream.rawHeaders[i + 1] as string);
  }
  return raw;
}

function badGateway(res: ServerResponse, isApi: boolean): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (isApi) {
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ success: false, message: 'The API is not reachable', code: 'BAD_GATEWAY' }));
  } else {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('The portal is not reachable');
  }
}

/**
 * How long an upstream socket may sit idle in the pool before the ingress closes it: well below the gateway's and
 * the app servers' keep-alive time (65 s, 5 s at Node's default), so the ingress, never the upstream, ends idle
 * sockets. The other way round a write (a POST, which cannot be sent twice) could meet a socket the upstream had
 * just closed and answer 502: seen once in a 10-minute soak, when a busy event loop fired Node's own idle timer
 * (the upstream's Keep-Alive hint less 1 s) late.
 */
const UPSTREAM_IDLE_MS = 2_000;

/**
 * The portal's single origin: a streaming reverse proxy (no buffering either way) that keeps the Host header,
 * every response header including repeated Set-Cookie, and adds X-Forwarded-For/-Proto/-Host.
 */
export function createIngress(targets: TIngressTargets, options: { upstreamIdleMs?: number } = {}): Server {
  // The agent's `timeout` ends a pooled socket idle that long (a socket in use only hears a 'timeout' event).
  const agent = new Agent({
    keepAlive: true,
    maxSockets: 256,
    timeout: options.upstreamIdleMs ?? UPSTREAM_IDLE_MS,
  });
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const target = targetFor(url, targets);
    const isApi = target === targets.gateway;
    // A body-less read may be sent again: Node's documented remedy for the keep-alive race, where the app
    // server closes an idle socket just as the agent reuses it (seen as a 502 on a static chunk under load).
    const retriable = req.method === 'GET' || req.method === 'HEAD';
    const forward = (attempt: number) => {
      const upstream = httpRequest({
        agent,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: url,
        headers: forwardedRequestHeaders(req),
      });
      upstream.on('response', (response) => {
        res.writeHead(response.statusCode ?? 502, response.statusMessage, forwardedResponseHeaders(response));
        response.pipe(res);
        response.on('error', () => res.destroy());
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        const raced = upstream.reusedSocket && error.code === 'ECONNRESET';
        if (raced && retriable && attempt === 0 && !res.headersSent && !res.destroyed) forward(1);
        else badGateway(res, isApi);
      });
      // A client that goes away mid-request must not leave the upstream request hanging.
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      if (retriable) upstream.end();
      else req.pipe(upstream);
    };
    forward(0);
  });
  server.on('close', () => agent.destroy());
  return server;
}
