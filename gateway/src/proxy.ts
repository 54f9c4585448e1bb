import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';
import type { TApiRoute } from '@gtm/contracts/api-routes';
import { IDENTITY_HEADERS, REQUEST_ID_HEADER } from '@gtm/contracts/identity';
import type { TIdentity } from '@gtm/contracts/identity';
import type { TServiceName } from '@gtm/contracts/services';
import { AppError, statusOf } from '@gtm/service-kit/app-error';
import { forwardedFor } from '@gtm/service-kit/client-ip';
import { HOP_BY_HOP_HEADERS } from '@gtm/service-kit/hop-by-hop';
import type { TIdentitySigner } from '@gtm/service-kit/identity';
import type { TLogger } from '@gtm/service-kit/logger';
import { GATEWAY_ERROR_HEADER, writeGatewayError } from './gateway-errors.ts';
import type { TRequestTarget } from './request-target.ts';
import { withoutSessionCookie } from './session.ts';
import { createInstanceSet } from './upstream-instances.ts';
import type { TInstance, TInstanceSet, TPoolOptions } from './upstream-instances.ts';

/** One back-end service: its instances (each a keep-alive pool) and the timeouts requests to it run under. */
export type TUpstream = {
  service: TServiceName;
  instances: TInstanceSet;
  headersTimeoutMs: number;
  uploadHeadersTimeoutMs: number;
  bodyTimeoutMs: number;
  /** How long a request may wait for a free connection to the service before it is answered 503. */
  queueTimeoutMs: number;
  /** How much of an answer is held for a slow reader ({@link DEFAULT_RESPONSE_BUFFER_BYTES}). */
  responseBufferBytes: number;
  /** Closes every instance's pool. */
  close: () => Promise<void>;
};

/**
 * How long a service may take to start answering (UPSTREAM_TIMEOUT_MS): a hung service costs the user this
 * long before a 504. Measured through the gateway on 2 busy cores, every read and write but uploads answers
 * well inside it (one-pager PDFs under 0.2 s; the admin dashboard at issue 12's scale 1.9 s at p95).
 */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 5_000;
/**
 * The same for uploads (UPLOAD_UPSTREAM_TIMEOUT_MS), counted once the whole body is sent: a service stores the
 * files before it answers (5 concurrent onboarding submits of a 5 MiB resume and a 2 MiB headshot took 2.5 s).
 */
export const DEFAULT_UPLOAD_UPSTREAM_TIMEOUT_MS = 30_000;
/**
 * How long a request may wait for one of the pool's connections (all busy) before the gateway answers 503: a
 * burst of slow requests costs the others this much at most, never the pool. Well inside the services' 30 s
 * window for a signed identity (signed when the request is queued), so a request that waited is never refused 401.
 */
export const DEFAULT_QUEUE_TIMEOUT_MS = 5_000;
/**
 * How much of an answer the gateway holds for a client that reads slowly before it stops reading from the
 * service: below it a slow client holds its own socket and memory, never a pooled connection to the service.
 */
export const DEFAULT_RESPONSE_BUFFER_BYTES = 4 * 1024 * 1024;

/** The time a route's service may take to start answering: uploads (multipart bodies) get the longer limit. */
export const headersTimeoutOf = (upstream: TUpstream, route: TApiRoute): number =>
  route.request?.multipart === undefined ? upstream.headersTimeoutMs : upstream.uploadHeadersTimeoutMs;

export type TUpstreamOptions = TPoolOptions & {
  /** A service that has not started answering within this is stuck: 504. */
  headersTimeoutMs?: number;
  /** The same for uploads, counted from the end of the request body. */
  uploadHeadersTimeoutMs?: number;
  /** Longest silence while a response body streams. */
  bodyTimeoutMs?: number;
  /** Longest wait for a free connection ({@link DEFAULT_QUEUE_TIMEOUT_MS}). */
  queueTimeoutMs?: number;
  /** How much of an answer is held for a slow reader ({@link DEFAULT_RESPONSE_BUFFER_BYTES}). */
  responseBufferBytes?: number;
  /** Look the origins' host names up again this often (ms), each address an instance; absent: as given. */
  discoverEvery?: number;
  /** Where instances taken out of and brought back into service are logged. */
  log?: TLogger;
};

/** Opens the connection pools to one service: one origin, or several (its replicas). */
export const createUpstream = (
  service: TServiceName,
  origins: string | readonly string[],
  options: TUpstreamOptions = {},
): TUpstream => {
  const instances = createInstanceSet(service, typeof origins === 'string' ? [origins] : origins, options);
  return {
    service,
    instances,
    headersTimeoutMs: options.headersTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
    uploadHeadersTimeoutMs: options.uploadHeadersTimeoutMs ?? DEFAULT_UPLOAD_UPSTREAM_TIMEOUT_MS,
    bodyTimeoutMs: options.bodyTimeoutMs ?? 30_000,
    queueTimeoutMs: options.queueTimeoutMs ?? DEFAULT_QUEUE_TIMEOUT_MS,
    responseBufferBytes: options.responseBufferBytes ?? DEFAULT_RESPONSE_BUFFER_BYTES,
    close: () => instances.close(),
  };
};

/** Request headers never forwarded as the client sent them: the gateway sets its own or none. */
const REQUEST_DROPPED = new Set([
  ...HOP_BY_HOP_HEADERS,
  'host',
  'expect',
  // The body is read whole before it is sent on: undici states its length itself.
  'content-length',
  'cookie',
  'x-forwarded-for',
  // The edge's copy of the client address: the services read X-Forwarded-For, as passed on below, only.
  'x-real-ip',
  IDENTITY_HEADERS.identity,
  IDENTITY_HEADERS.timestamp,
  IDENTITY_HEADERS.signature,
  REQUEST_ID_HEADER,
  // The gateway's own span is the services' parent (tracing.ts); a client's context is read, not passed on.
  'traceparent',
  'tracestate',
]);

/** A request body grew past the row's limit while it was read. */
class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`request body exceeds ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}
const CLIENT_GONE = new Error('client closed the connection');
const QUEUE_EXPIRED = new Error('no free connection to the service in time');

/** Whether a request announces a body (a length above 0, or any Transfer-Encoding). */
export const announcesBody = (incoming: IncomingMessage): boolean => {
  const declared = incoming.headers['content-length'];
  return (declared !== undefined && declared !== '0') || incoming.headers['transfer-encoding'] !== undefined;
};

/** Whether the declared Content-Length is over `limit` (refused before a byte of the body is read). */
export const declaredTooLarge = (incoming: IncomingMessage, limit: number): boolean => {
  const declared = incoming.headers['content-length'];
  return declared !== undefined && Number(declared) > limit;
};

/**
 * Reads a request body whole (null when it has none), before a connection to a service is taken: a client that
 * sends its body slowly, or announces one it never sends, holds only its own socket (the server's
 * requestTimeout ends it with 408), never one of the pool's connections. Rejects with {@link BodyTooLargeError}
 * past `limit`, or when the client goes away.
 */
export const readRequestBody = (incoming: IncomingMessage, limit: number): Promise<Buffer | null> => {
  if (!announcesBody(incoming)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const fail = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        fail(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(received === 0 ? null : chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
    };
    const onClose = () => fail(CLIENT_GONE);
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', fail);
      incoming.off('close', onClose);
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', fail);
    incoming.on('close', onClose);
  });
};

export const isBodyTooLarge = (error: unknown): boolean => error instanceof BodyTooLargeError;

/** Failures that say the request never reached the instance: it can go to another one whatever its method. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  // A Unix domain socket whose file is gone (its service stopped).
  'ENOENT',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
]);
/** Failures of the instance itself (gone, reset, or no answer in time): it is taken out of service a while. */
const INSTANCE_FAILURES = new Set([
  ...NOT_SENT,
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_HEADERS_TIMEOUT',
]);
/** Methods that mean the same when sent twice (RFC 9110 section 9.2.2), and that carry no body here. */
const RETRIED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a failed exchange with a service is answered with. */
const failureOf = (error: Error & { code?: string }): AppError => {
  if (error instanceof BodyTooLargeError) return new AppError('PAYLOAD_TOO_LARGE', { cause: error });
  if (error.code === 'UND_ERR_HEADERS_TIMEOUT' || error.code === 'UND_ERR_BODY_TIMEOUT') {
    return new AppError('GATEWAY_TIMEOUT', { internalMessage: error.message, cause: error });
  }
  return new AppError('BAD_GATEWAY', { internalMessage: error.message, cause: error });
};

export type TForwardCall = {
  upstream: TUpstream;
  /** How long the service may take to start answering ({@link headersTimeoutOf}). */
  headersTimeoutMs: number;
  target: TRequestTarget;
  requestId: string;
  identity: TIdentity;
  /** The request body, read whole ({@link readRequestBody}). */
  body: Buffer | null;
  /** The gateway's span's `traceparent`, forwarded when tracing is on. */
  traceHeaders?: Record<string, string>;
};

/**
 * Forwards requests to services with undici's dispatcher API and writes the answer straight to the Node
 * response: no Web Request/Response objects, no intermediate streams, backpressure passed through both ways.
 */
export const createForwarder = (deps: {
  signer: TIdentitySigner;
  securityHeaders: readonly [string, string][];
  log: TLogger;
  /** Proxies in front of the gateway whose X-Forwarded-For entries are passed on (TRUSTED_PROXIES). */
  trustedProxies?: number;
}) => {
  const trustedProxies = deps.trustedProxies ?? 0;
  const securityNames = new Set(deps.securityHeaders.map(([name]) => name.toLowerCase()));
  const responseDropped = new Set([
    ...HOP_BY_HOP_HEADERS,
    ...securityNames,
    REQUEST_ID_HEADER,
    GATEWAY_ERROR_HEADER,
  ]);

  const requestHeaders = (incoming: IncomingMessage, call: TForwardCall): string[] => {
    const raw = incoming.rawHeaders;
    const headers: string[] = [];
    const named = connectionTokens(incoming.headers);
    for (let index = 0; index < raw.length; index += 2) {
      const name = raw[index] as string;
      const lower = name.toLowerCase();
      if (REQUEST_DROPPED.has(lower) || named?.has(lower)) continue;
      headers.push(name, raw[index + 1] as string);
    }
    const cookie = incoming.headers.cookie && withoutSessionCookie(incoming.headers.cookie);
    if (cookie) headers.push('cookie', cookie);
    headers.push(
      'x-forwarded-for',
      forwardedFor(
        // Node joins repeated X-Forwarded-For lines into one.
        incoming.headers['x-forwarded-for'] as string | undefined,
        trustedProxies,
        incoming.socket.remoteAddress ?? 'unknown',
      ),
    );
    const signed = deps.signer.sign(call.identity, {
      method: incoming.method as string,
      path: call.target.path,
      requestId: call.requestId,
    });
    if (call.traceHeaders)
      for (const name in call.traceHeaders) headers.push(name, call.traceHeaders[name] as string);
    headers.push(
      IDENTITY_HEADERS.identity,
      signed.identity,
      IDENTITY_HEADERS.timestamp,
      signed.timestamp,
      IDENTITY_HEADERS.signature,
      signed.signature,
      REQUEST_ID_HEADER,
      call.requestId,
    );
    return headers;
  };

  const responseHeaders = (upstream: IncomingHttpHeaders, requestId: string) => {
    const headers: Record<string, string | string[]> = {};
    const named = connectionTokens(upstream);
    for (const name in upstream) {
      if (responseDropped.has(name) || named?.has(name)) continue;
      headers[name] = upstream[name] as string | string[];
    }
    for (const [name, value] of deps.securityHeaders) headers[name] = value;
    headers[REQUEST_ID_HEADER] = requestId;
    return headers;
  };

  class Exchange implements Dispatcher.DispatchHandler {
    readonly incoming: IncomingMessage;
    readonly outgoing: ServerResponse;
    readonly call: TForwardCall;
    /** The instances tried, the one now answering last. */
    readonly tried: TInstance[] = [];
    headers: string[] | null = null;
    controller: Dispatcher.DispatchController | null = null;
    clientGone = false;
    /** Content-Length of the response, when the service sent one (-1 otherwise). */
    expectedLength = -1;
    ended = false;
    /** Ends the wait for a free connection ({@link DEFAULT_QUEUE_TIMEOUT_MS}); null once the request has one. */
    queueTimer: NodeJS.Timeout | null = null;
    /** Answered 503 after waiting too long for a connection: dropped when a connection comes. */
    expired = false;

    constructor(incoming: IncomingMessage, outgoing: ServerResponse, call: TForwardCall) {
      this.incoming = incoming;
      this.outgoing = outgoing;
      this.call = call;
      outgoing.once('close', () => {
        if (outgoing.writableFinished) return;
        this.clientGone = true;
        if (this.queueTimer !== null) clearTimeout(this.queueTimer);
        if (this.controller && !this.controller.aborted) this.controller.abort(CLIENT_GONE);
      });
    }

    /** Sends the request to the next instance in service; false when there is none left to try. */
    send(): boolean {
      const { upstream } = this.call;
      const instance = upstream.instances.pick(this.tried);
      if (instance === null) return false;
      this.tried.push(instance);
      this.controller = null;
      this.queueTimer ??= setTimeout(() => this.expire(), upstream.queueTimeoutMs);
      instance.pool.dispatch(
        {
          path: this.call.target.target,
          method: this.incoming.method as Dispatcher.HttpMethod,
          headers: (this.headers ??= requestHeaders(this.incoming, this.call)),
          body: this.call.body,
          headersTimeout: this.call.headersTimeoutMs,
          bodyTimeout: upstream.bodyTimeoutMs,
        },
        this,
      );
      return true;
    }

    /** No connection came in time: the client is answered 503 now, the queued request dropped when one comes. */
    expire() {
      this.queueTimer = null;
      if (this.clientGone || this.controller !== null || this.outgoing.headersSent) return;
      this.expired = true;
      const { upstream, requestId } = this.call;
      deps.log.warn(
        { requestId, upstream: upstream.service, waitedMs: upstream.queueTimeoutMs },
        'no free connection to the service in time',
      );
      writeGatewayError(
        this.outgoing,
        new AppError('UNAVAILABLE', { internalMessage: QUEUE_EXPIRED.message }),
        {
          requestId,
          securityHeaders: deps.securityHeaders,
        },
      );
    }

    /**
     * After an instance failed before answering: whether this request may go to another one. A request that
     * never reached it may (its body is held whole); one that may have reached it only if sending it twice
     * means the same (GET, HEAD, OPTIONS, no body).
     */
    mayRetry(code: string | undefined): boolean {
      if (this.clientGone || this.expired || this.outgoing.headersSent) return false;
      if (code !== undefined && NOT_SENT.has(code)) return true;
      return this.call.body === null && RETRIED_METHODS.has(this.incoming.method as string);
    }

    onRequestStart(controller: Dispatcher.DispatchController) {
      this.controller = controller;
      if (this.queueTimer !== null) {
        clearTimeout(this.queueTimer);
        this.queueTimer = null;
      }
      // The client may have left, or been answered 503, while the request waited for a free socket.
      if (this.clientGone) controller.abort(CLIENT_GONE);
      else if (this.expired) controller.abort(QUEUE_EXPIRED);
    }

    onResponseStart(
      _controller: Dispatcher.DispatchController,
      statusCode: number,
      headers: IncomingHttpHeaders,
    ) {
      this.call.upstream.instances.succeeded(this.tried.at(-1) as TInstance);
      const length = headers['content-length'];
      this.expectedLength = length === undefined ? -1 : Number(length);
      this.outgoing.writeHead(statusCode, responseHeaders(headers, this.call.requestId));
    }

    onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer) {
      if (chunk.length === this.expectedLength) {
        // The whole body in one chunk (the usual JSON answer): headers and body leave in one write.
        this.ended = true;
        this.outgoing.end(chunk);
        return;
      }
      // A slow reader is written ahead (its socket holds the rest) up to a bound, so the service's connection
      // goes back to the pool as fast as the service answers.
      if (
        !this.outgoing.write(chunk) &&
        this.outgoing.writableLength > this.call.upstream.responseBufferBytes
      ) {
        controller.pause();
        this.outgoing.once('drain', () => controller.resume());
      }
    }

    onResponseEnd() {
      if (!this.ended) this.outgoing.end();
    }

    onResponseError(_controller: Dispatcher.DispatchController, error: Error & { code?: string }) {
      if (this.queueTimer !== null) {
        clearTimeout(this.queueTimer);
        this.queueTimer = null;
      }
      if (this.clientGone || this.expired) return;
      const { upstream, requestId } = this.call;
      if (error.code !== undefined && INSTANCE_FAILURES.has(error.code) && !this.outgoing.headersSent) {
        upstream.instances.failed(this.tried.at(-1) as TInstance, error.code);
        if (this.mayRetry(error.code) && this.send()) {
          deps.log.info(
            { requestId, upstream: upstream.service, reason: error.code },
            'retried on another instance',
          );
          return;
        }
      }
      if (this.outgoing.headersSent) {
        deps.log.warn({ requestId, upstream: upstream.service, err: error }, 'upstream failed mid-response');
        this.outgoing.destroy(error);
        return;
      }
      const failure = failureOf(error);
      const level = statusOf(failure.code) >= 500 ? 'warn' : 'info';
      deps.log[level](
        { requestId, upstream: upstream.service, errorCode: failure.code, reason: error.message },
        'upstream request failed',
      );
      writeGatewayError(this.outgoing, failure, { requestId, securityHeaders: deps.securityHeaders });
    }
  }

  /** Sends the request on and answers the client when the service does; returns at once. */
  return (incoming: IncomingMessage, outgoing: ServerResponse, call: TForwardCall): void => {
    if (new Exchange(incoming, outgoing, call).send()) return;
    writeGatewayError(outgoing, new AppError('BAD_GATEWAY', { internalMessage: 'no instances' }), {
      requestId: call.requestId,
      securityHeaders: deps.securityHeaders,
      closeConnection: !incoming.readableEnded,
    });
  };
};

/** Header names a Connection header lists, which are hop-by-hop too (RFC 9110 section 7.6.1). */
const connectionTokens = (headers: IncomingHttpHeaders): Set<string> | null => {
  const connection = headers.connection;
  if (connection === undefined || connection === 'keep-alive' || connection === 'close') return null;
  return new Set(
    String(connection)
      .split(',')
      .map((token) => token.trim().toLowerCase()),
  );
};
