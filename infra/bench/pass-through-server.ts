import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { Pool } from 'undici';
import { z } from 'zod';
import { IDENTITY_HEADERS, REQUEST_ID_HEADER } from '@gtm/contracts/identity';
import { parseEnv, zIdentitySecret, zPort } from '@gtm/service-kit/env';
import { createIdentitySigner } from '@gtm/service-kit/identity';
import { createLogger } from '@gtm/service-kit/logger';
import { createForwarder, createUpstream } from '@gtm/gateway/proxy';
import { parseRequestTarget } from '@gtm/gateway/request-target';
import { securityHeaderList } from '@gtm/gateway/security-headers';

/**
 * Bare pass-throughs of `GET /api/version` to svc-auth, one per strategy, for the pass-through bench: each
 * signs an anonymous identity (so svc-auth accepts) and forwards, without the gateway's other checks.
 * Run as `node pass-through-server.ts` with VARIANT, PORT, UPSTREAM and IDENTITY_SECRET.
 */
const { VARIANT, PORT, UPSTREAM, IDENTITY_SECRET } = parseEnv(
  z.object({
    VARIANT: z.enum(['fetch', 'hono-proxy', 'undici-request', 'undici-stream', 'hono-dispatch']),
    PORT: zPort,
    UPSTREAM: z.url(),
    IDENTITY_SECRET: zIdentitySecret,
  }),
);
const signer = createIdentitySigner(IDENTITY_SECRET);
const PATH = '/api/version';

const signedHeaders = (requestId: string): Record<string, string> => {
  const signed = signer.sign({ kind: 'anonymous' }, { method: 'GET', path: PATH, requestId });
  return {
    [IDENTITY_HEADERS.identity]: signed.identity,
    [IDENTITY_HEADERS.timestamp]: signed.timestamp,
    [IDENTITY_HEADERS.signature]: signed.signature,
    [REQUEST_ID_HEADER]: requestId,
  };
};

const app = new Hono<{ Bindings: HttpBindings }>();
const pool = new Pool(UPSTREAM, { connections: 8, pipelining: 1 });

const variants: Record<Exclude<typeof VARIANT, 'hono-dispatch'>, () => void> = {
  /** Global fetch, the Web Response handed back to Hono. */
  fetch: () => {
    app.get(PATH, async () => {
      const response = await fetch(`${UPSTREAM}${PATH}`, { headers: signedHeaders(crypto.randomUUID()) });
      return new Response(response.body, response);
    });
  },
  /** hono/proxy (global fetch underneath, plus its header hygiene). */
  'hono-proxy': () => {
    app.get(PATH, (c) =>
      proxy(`${UPSTREAM}${PATH}`, { headers: { ...c.req.header(), ...signedHeaders(crypto.randomUUID()) } }),
    );
  },
  /** undici Pool.request, its body stream piped into the Node response. */
  'undici-request': () => {
    app.get(PATH, async (c) => {
      const upstream = await pool.request({
        path: PATH,
        method: 'GET',
        headers: signedHeaders(crypto.randomUUID()),
      });
      c.env.outgoing.writeHead(upstream.statusCode, upstream.headers);
      upstream.body.pipe(c.env.outgoing);
      return RESPONSE_ALREADY_SENT;
    });
  },
  /** undici Pool.stream, writing into the Node response. */
  'undici-stream': () => {
    app.get(PATH, async (c) => {
      // Rejects when the client leaves mid-answer (the end of every load-test run): nothing is left to answer.
      await pool
        .stream({ path: PATH, method: 'GET', headers: signedHeaders(crypto.randomUUID()) }, (upstream) => {
          c.env.outgoing.writeHead(upstream.statusCode, upstream.headers);
          return c.env.outgoing;
        })
        .catch(() => undefined);
      return RESPONSE_ALREADY_SENT;
    });
  },
};

const log = createLogger({ name: 'pass-through', level: 'warn' });
let server;
if (VARIANT === 'hono-dispatch') {
  // The gateway's own forwarder, but reached through a Hono route handler (c.env.incoming/outgoing).
  const forward = createForwarder({
    signer,
    securityHeaders: await securityHeaderList({ hsts: false }),
    log,
  });
  const upstream = createUpstream('svc-auth', UPSTREAM);
  app.get(PATH, (c) => {
    const target = parseRequestTarget(c.env.incoming.url);
    if (target === null) return c.text('bad target', 400);
    const requestId = crypto.randomUUID();
    forward(c.env.incoming, c.env.outgoing, {
      upstream,
      headersTimeoutMs: upstream.headersTimeoutMs,
      target,
      requestId,
      identity: { kind: 'anonymous' },
      body: null,
    });
    return RESPONSE_ALREADY_SENT;
  });
  server = createServer(getRequestListener(app.fetch));
} else {
  variants[VARIANT]();
  server = createServer(getRequestListener(app.fetch));
}
server.listen(PORT, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
