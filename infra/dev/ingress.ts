import { Agent, createServer, request as httpRequest } from 'node:http';
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  Server,
  ServerResponse,
} from 'node:http';
import { UPLOAD_BODY_LIMIT } from '@gtm/contracts/operation';
import { HOP_BY_HOP_HEADERS } from '@gtm/service-kit/hop-by-hop';

/** Where the ingress sends requests: `/api` and `/api/*` to the gateway, everything else to the shell. */
export type TIngressTargets = { gateway: URL; shell: URL };

// Hop-by-hop headers describe one connection, not the message, so a proxy must not forward them (RFC 9110 7.6.1).
const HOP_BY_HOP = new Set(HOP_BY_HOP_HEADERS);

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

/**
 * The request headers sent upstream: the client's, minus hop-by-hop ones and its framing (the body is sent with
 * the length it really has), plus X-Forwarded-* set by this edge.
 */
function forwardedRequestHeaders(incoming: IncomingMessage, body: Buffer | null): OutgoingHttpHeaders {
  const drop = connectionTokens(incoming.headers.connection);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming.headers as IncomingHttpHeaders)) {
    if (value === undefined || HOP_BY_HOP.has(name) || drop.has(name) || name === 'content-length') continue;
    // This is the edge: what a client claims about earlier hops is not to be trusted.
    if (name.startsWith('x-forwarded-') || name === 'x-real-ip') continue;
    headers[name] = value;
  }
  const client = incoming.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = client;
  headers['x-real-ip'] = client;
  headers['x-forwarded-proto'] = 'http';
  if (incoming.headers.host !== undefined) headers['x-forwarded-host'] = incoming.headers.host;
  if (body !== null) headers['content-length'] = body.length;
  // An empty write is sent as one too (not as a chunked body of nothing).
  else if (incoming.method !== 'GET' && incoming.method !== 'HEAD') headers['content-length'] = 0;
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

/** The edge's own answers: the API's error shape under /api, plain text elsewhere. */
const EDGE_ERRORS = {
  BAD_REQUEST: { status: 400, api: 'A GET or HEAD request must not carry a body.', page: 'Bad request' },
  PAYLOAD_TOO_LARGE: { status: 413, api: 'The request body is too large.', page: 'Request body too large' },
  BAD_GATEWAY: { status: 502, api: 'The API is not reachable', page: 'The portal is not reachable' },
  GATEWAY_TIMEOUT: {
    status: 504,
    api: 'The API did not answer in time',
    page: 'The portal did not answer in time',
  },
} as const;

function answerError(
  res: ServerResponse,
  isApi: boolean,
  code: keyof typeof EDGE_ERRORS,
  options: { close?: boolean } = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const error = EDGE_ERRORS[code];
  const headers: OutgoingHttpHeaders = { 'cache-control': 'no-store' };
  // A request whose body was not read: the connection cannot carry another one.
  if (options.close) headers.connection = 'close';
  if (isApi) {
    res.writeHead(error.status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ success: false, message: error.api, code }));
  } else {
    res.writeHead(error.status, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    res.end(error.page);
  }
}

/** Whether a request announces a body (a length above 0, or any Transfer-Encoding). */
function announcesBody(req: IncomingMessage): boolean {
  const declared = req.headers['content-length'];
  return (declared !== undefined && declared !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/** Reads a request body whole (null when empty); rejects past `limit` or when the client goes away. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        req.removeAllListeners('data');
        req.pause();
        reject(new RangeError('request body too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(received === 0 ? null : Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('close', () => reject(new Error('client closed the connection')));
  });
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
 * The largest request body the edge takes, the biggest the gateway allows (an onboarding upload's): a body is read
 * whole before it goes on, as nginx does, so a slow or stalled client holds only its own socket, and one declared
 * larger is refused from its Content-Length before any of it is read.
 */
const BODY_LIMIT = UPLOAD_BODY_LIMIT;

/**
 * How long a client may take to send its headers, and its whole request; longer is answered 408 and closed
 * (checked every second). Node's defaults (60 s, 300 s, checked every 30 s) let a request that announced a body
 * it never sent stand 90 s.
 */
const CLIENT_TIMEOUTS = { headersMs: 10_000, requestMs: 60_000, checkEveryMs: 1_000 };

/**
 * The longest silence from an upstream once a request is sent (until it starts answering, and between the
 * pieces of its answer): then 504. Above the gateway's own limits (5 s, 30 s for uploads).
 */
const UPSTREAM_SILENCE_MS = 60_000;

/** How much of an answer is held for a client that reads slowly before the upstream is paused (4 MiB). */
const RESPONSE_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * The portal's single origin: a reverse proxy that keeps the Host header, every response header including
 * repeated Set-Cookie, and adds X-Forwarded-For/-Proto/-Host. It never forwards a request that may not arrive
 * whole: a GET or HEAD announcing a body is refused at once (400, connection closed), another body is read whole
 * and sent with the length it has, so the edge and the gateway always agree where a request ends. Every hop has
 * its time limits ({@link CLIENT_TIMEOUTS}, {@link UPSTREAM_SILENCE_MS}), and answers stream back.
 */
export function createIngress(
  targets: TIngressTargets,
  options: {
    upstreamIdleMs?: number;
    /** Shorter limits than the defaults (tests). */
    clientTimeouts?: Partial<typeof CLIENT_TIMEOUTS>;
    upstreamSilenceMs?: number;
  } = {},
): Server {
  // The agent's `timeout` ends a pooled socket idle that long (a socket in use only hears a 'timeout' event).
  const agent = new Agent({
    keepAlive: true,
    maxSockets: 256,
    timeout: options.upstreamIdleMs ?? UPSTREAM_IDLE_MS,
  });
  const clientTimeouts = { ...CLIENT_TIMEOUTS, ...options.clientTimeouts };
  const upstreamSilenceMs = options.upstreamSilenceMs ?? UPSTREAM_SILENCE_MS;
  const server = createServer(
    {
      headersTimeout: clientTimeouts.headersMs,
      requestTimeout: clientTimeouts.requestMs,
      connectionsCheckingInterval: clientTimeouts.checkEveryMs,
    },
    (req, res) => {
      const url = req.url ?? '/';
      const target = targetFor(url, targets);
      const isApi = target === targets.gateway;
      // A body-less read may be sent again: Node's documented remedy for the keep-alive race, where the app
      // server closes an idle socket just as the agent reuses it (seen as a 502 on a static chunk under load).
      const retriable = req.method === 'GET' || req.method === 'HEAD';
      const hasBody = announcesBody(req);
      if (retriable && hasBody) {
        answerError(res, isApi, 'BAD_REQUEST', { close: true });
        return;
      }
      if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT) {
        answerError(res, isApi, 'PAYLOAD_TOO_LARGE', { close: true });
        return;
      }
      const forward = (body: Buffer | null, attempt: number) => {
        const upstream = httpRequest({
          agent,
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: url,
          headers: forwardedRequestHeaders(req, body),
        });
        // Silence from the upstream past the limit: 504, and the socket is dropped (not returned to the pool).
        let timedOut = false;
        upstream.setTimeout(upstreamSilenceMs, () => {
          timedOut = true;
          upstream.destroy();
          answerError(res, isApi, 'GATEWAY_TIMEOUT');
        });
        upstream.on('response', (response) => {
          res.writeHead(
            response.statusCode ?? 502,
            response.statusMessage,
            forwardedResponseHeaders(response),
          );
          // Written ahead of a slow reader up to a bound, so the upstream socket goes back to the pool.
          response.on('data', (chunk: Buffer) => {
            if (!res.write(chunk) && res.writableLength > RESPONSE_BUFFER_BYTES) {
              response.pause();
              res.once('drain', () => response.resume());
            }
          });
          response.on('end', () => res.end());
          response.on('error', () => res.destroy());
        });
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (timedOut) return;
          const raced = upstream.reusedSocket && error.code === 'ECONNRESET';
          if (raced && retriable && attempt === 0 && !res.headersSent && !res.destroyed) forward(body, 1);
          else answerError(res, isApi, 'BAD_GATEWAY');
        });
        // A client that goes away mid-request must not leave the upstream request hanging.
        res.on('close', () => {
          if (!res.writableFinished) upstream.destroy();
        });
        upstream.end(body ?? undefined);
      };
      if (!hasBody) {
        forward(null, 0);
        return;
      }
      readBody(req, BODY_LIMIT).then(
        (body) => forward(body, 0),
        (error: unknown) => {
          if (error instanceof RangeError) answerError(res, isApi, 'PAYLOAD_TOO_LARGE', { close: true });
          // Otherwise the client left, or was answered 408 for a body that came too slowly.
        },
      );
    },
  );
  // A client that sends its requests and then ends its side of the connection (a pipelined GET followed by FIN,
  // as `nc -N` or a script's shutdown does) still gets every answer, then the connection is closed. Node's default
  // drops the requests not yet answered the moment the FIN arrives, so the later of two pipelined GETs went
  // unanswered whenever the first was quick. `httpAllowHalfOpen` is Node's own switch for this (untyped); the unit
  // test of pipelined requests holds it to its word.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  server.on('close', () => agent.destroy());
  return server;
}
