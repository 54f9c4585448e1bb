import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Redis } from 'ioredis';
import type { TApiRoute } from '@gtm/contracts/api-routes';
import { DEFAULT_BODY_LIMIT } from '@gtm/contracts/operation';
import {
  getApiReference,
  getHealth,
  getOpenApiDocument,
  getReadiness,
} from '@gtm/contracts/operations/platform';
import { REQUEST_ID_HEADER } from '@gtm/contracts/identity';
import type { THealth } from '@gtm/contracts/readiness';
import type { TServiceName } from '@gtm/contracts/services';
import { AppError, toAppError } from '@gtm/service-kit/app-error';
import { createApp, requestIdFrom, respondWithError } from '@gtm/service-kit/create-app';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TIdentitySigner } from '@gtm/service-kit/identity';
import type { TLogger } from '@gtm/service-kit/logger';
import { observeResponse, UNMATCHED_ROUTE } from '@gtm/service-kit/metrics';
import { endServerSpan, startServerSpan } from '@gtm/service-kit/tracing';
import { API_DOCS_SCRIPT_PATH, apiReference, apiReferenceScript, openApiDocument } from './api-docs.ts';
import { accessRefusal } from './authorize.ts';
import { isCrossSiteWrite } from './csrf.ts';
import { GATEWAY_ERROR_HEADER, writeGatewayError } from './gateway-errors.ts';
import {
  announcesBody,
  createForwarder,
  declaredTooLarge,
  headersTimeoutOf,
  isBodyTooLarge,
  readRequestBody,
} from './proxy.ts';
import type { TUpstream } from './proxy.ts';
import { gatewayReadiness } from './readiness.ts';
import { parseRequestTarget } from './request-target.ts';
import type { TRequestTarget } from './request-target.ts';
import { createRouteTable } from './route-table.ts';
import type { TRouteTable } from './route-table.ts';
import { secureHeaderOptions, securityHeaderList } from './security-headers.ts';
import { createSessionResolver } from './session.ts';
import type { TSessionRecords } from './session-records.ts';

export type TGatewayDeps = {
  log: TLogger;
  redis: Redis;
  signer: TIdentitySigner;
  upstreams: Record<TServiceName, TUpstream>;
  /** PUBLIC_ORIGIN: the only Origin allowed to change state. */
  publicOrigin: string;
  /** TRUSTED_PROXIES: proxies in front whose X-Forwarded-For entries are passed on (default 0: none). */
  trustedProxies?: number;
  /** COOKIE_SECURE: served over HTTPS, so HSTS is sent. */
  hsts: boolean;
  isDraining: () => boolean;
  /** The session records, kept in memory with Redis' invalidations (session-records.ts); default: read Redis. */
  sessionRecords?: TSessionRecords;
  readinessTimeoutMs?: number;
};

/** The answer to a GET or HEAD that announces a body. */
export const BODY_ON_READ = 'A GET or HEAD request must not carry a body.';

const gatewayError = (c: Context<TAppEnv>, error: unknown) => {
  c.header(GATEWAY_ERROR_HEADER, toAppError(error).code);
  return respondWithError(c, error);
};

/**
 * The gateway's own answers (health, readiness, the API's description, 404/405) as a Hono app with
 * hono/secure-headers; the reference page is the one HTML answer and carries its own policy.
 */
const createOwnApp = (deps: TGatewayDeps, routes: TRouteTable) => {
  const app = createApp({ log: deps.log });
  const apiHeaders = secureHeaders(secureHeaderOptions({ hsts: deps.hsts }));
  app.use((c, next) => (c.req.path === getApiReference.path ? next() : apiHeaders(c, next)));
  app.get(getHealth.path, (c) => c.json({ status: 'ok' } satisfies THealth));
  app.get(getOpenApiDocument.path, (c) => c.json(openApiDocument()));
  app.get(getApiReference.path, apiReference({ hsts: deps.hsts }));
  app.get(API_DOCS_SCRIPT_PATH, apiReferenceScript);
  app.get(getReadiness.path, async (c) => {
    const readiness = await gatewayReadiness({
      redis: deps.redis,
      upstreams: Object.values(deps.upstreams),
      timeoutMs: deps.readinessTimeoutMs ?? 1_500,
      log: c.get('log'),
    });
    if (deps.isDraining()) {
      readiness.status = 'unavailable';
      readiness.checks.draining = 'fail';
    }
    return c.json(readiness, readiness.status === 'ready' ? 200 : 503);
  });
  app.notFound((c) => {
    const allowed = routes.allowedMethods(c.req.path);
    if (allowed.length === 0) return gatewayError(c, new AppError('NOT_FOUND'));
    c.header('allow', allowed.join(', '));
    return gatewayError(c, new AppError('METHOD_NOT_ALLOWED'));
  });
  app.onError((error, c) => gatewayError(c, error));
  return app;
};

/**
 * The gateway's request listener. Rows owned by a service take the fast path: CSRF check, body limit,
 * one Redis GET for the session, the row's access rule, then a raw pass-through to the service. Everything
 * else (the gateway's own rows, unknown paths, wrong methods) is answered by the Hono app.
 */
export const createGateway = async (deps: TGatewayDeps) => {
  const routes = createRouteTable();
  const securityHeaders = await securityHeaderList({ hsts: deps.hsts });
  const forward = createForwarder({
    signer: deps.signer,
    securityHeaders,
    log: deps.log,
    trustedProxies: deps.trustedProxies ?? 0,
  });
  const sessions = createSessionResolver(deps.redis, deps.log, deps.sessionRecords);
  const own = createOwnApp(deps, routes);
  const answerOwn = getRequestListener(own.fetch);

  const refuse = (
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    error: AppError,
    requestId: string,
    target: TRequestTarget | null,
  ) => {
    deps.log.info(
      { requestId, method: incoming.method, path: target?.path, errorCode: error.code },
      'refused',
    );
    const bodyAnnounced =
      incoming.headers['content-length'] !== undefined || 'transfer-encoding' in incoming.headers;
    writeGatewayError(outgoing, error, { requestId, securityHeaders, closeConnection: bodyAnnounced });
  };

  const pass = async (
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    route: TApiRoute,
    target: TRequestTarget,
    requestId: string,
  ) => {
    if (isCrossSiteWrite(incoming.method as string, incoming.headers, deps.publicOrigin)) {
      return refuse(incoming, outgoing, new AppError('CSRF_REJECTED'), requestId, target);
    }
    const bodyLimit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
    if (declaredTooLarge(incoming, bodyLimit)) {
      return refuse(incoming, outgoing, new AppError('PAYLOAD_TOO_LARGE'), requestId, target);
    }
    let identity;
    try {
      identity = await sessions.resolve(incoming.headers.cookie);
    } catch (error) {
      deps.log.error({ requestId, err: error }, 'session store unreachable');
      return refuse(incoming, outgoing, new AppError('UNAVAILABLE', { cause: error }), requestId, target);
    }
    const refusal = accessRefusal(route, identity);
    if (refusal) return refuse(incoming, outgoing, refusal, requestId, target);
    // The whole body before a connection to the service is taken (readRequestBody).
    let body: Buffer | null = null;
    if (announcesBody(incoming)) {
      try {
        body = await readRequestBody(incoming, bodyLimit);
      } catch (error) {
        if (isBodyTooLarge(error)) {
          return refuse(incoming, outgoing, new AppError('PAYLOAD_TOO_LARGE'), requestId, target);
        }
        // The client went away, or sent its body too slowly and was answered 408 by the server.
        return;
      }
    }
    const upstream = deps.upstreams[route.service as TServiceName];
    const traced = startServerSpan({ method: incoming.method as string, headers: incoming.headers });
    if (traced !== null) {
      outgoing.once('close', () =>
        endServerSpan(traced.span, incoming.method as string, {
          route: route.path,
          status: outgoing.statusCode,
        }),
      );
    }
    forward(incoming, outgoing, {
      upstream,
      headersTimeoutMs: headersTimeoutOf(upstream, route),
      target,
      requestId,
      identity,
      body,
      ...(traced === null ? {} : { traceHeaders: traced.traceparent }),
    });
  };

  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    const target = parseRequestTarget(incoming.url);
    if (target === null) {
      observeResponse(incoming.method, UNMATCHED_ROUTE, outgoing);
      const requestId = requestIdFrom(incoming.headers[REQUEST_ID_HEADER] as string | undefined);
      return refuse(incoming, outgoing, new AppError('BAD_REQUEST'), requestId, null);
    }
    const method = incoming.method as string;
    if ((method === 'GET' || method === 'HEAD') && announcesBody(incoming)) {
      // Refused at once, and the connection closed: a body that may never come holds nothing here.
      observeResponse(method, UNMATCHED_ROUTE, outgoing);
      const requestId = requestIdFrom(incoming.headers[REQUEST_ID_HEADER] as string | undefined);
      // A method the path does not answer is that first (405 with Allow), as it is without a body.
      const allowed =
        routes.match(method, target.path) === undefined ? routes.allowedMethods(target.path) : [];
      if (allowed.length > 0) {
        outgoing.setHeader('allow', allowed.join(', '));
        return refuse(incoming, outgoing, new AppError('METHOD_NOT_ALLOWED'), requestId, target);
      }
      return refuse(
        incoming,
        outgoing,
        new AppError('BAD_REQUEST', { userMessage: BODY_ON_READ }),
        requestId,
        target,
      );
    }
    const route = routes.match(method, target.path);
    if (route === undefined || route.service === 'gateway') {
      // Measured by the Hono app's own middleware (service-kit's createApp), /metrics included.
      void answerOwn(incoming, outgoing);
      return;
    }
    observeResponse(incoming.method, route.path, outgoing);
    const requestId = requestIdFrom(incoming.headers[REQUEST_ID_HEADER] as string | undefined);
    pass(incoming, outgoing, route, target, requestId).catch((error: unknown) => {
      deps.log.error({ requestId, err: error }, 'gateway failure');
      if (!outgoing.headersSent) {
        writeGatewayError(outgoing, new AppError('INTERNAL'), {
          requestId,
          securityHeaders,
          closeConnection: true,
        });
      } else {
        outgoing.destroy();
      }
    });
  };
};
