import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { REQUEST_ID_HEADER } from '@gtm/contracts/identity';
import type { TIdentity } from '@gtm/contracts/identity';
import { AppError, statusOf, toApiErrorBody, toAppError } from './app-error.ts';
import type { TLogger } from './logger.ts';
import { METRICS_PATH, metricsHandler, observeRequest, routePatternOf } from './metrics.ts';
import { inServerSpan, tracingEnabled } from './tracing.ts';

/** Context variables every service app carries. `identity` is set by `verifiedIdentity` on `/api/*`. */
export type TAppEnv = { Variables: { requestId: string; log: TLogger; identity: TIdentity } };

const REQUEST_ID_PATTERN = /^[\w.:=-]{8,128}$/;

/** The caller's request id when it is well formed (a gateway's or a client's), else a fresh one. */
export const requestIdFrom = (incoming: string | undefined): string =>
  incoming !== undefined && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();

/** Answers with an error in the ZApiError shape; logs internals of 5xx errors only server-side. */
export const respondWithError = (c: Context<TAppEnv>, thrown: unknown) => {
  const error = toAppError(thrown);
  const status = statusOf(error.code);
  const log = c.get('log');
  if (status >= 500) {
    log.error({ errorCode: error.code, err: error.cause ?? error }, error.message);
  } else {
    // A forged or stale identity means something bypassed the gateway: worth a warning.
    const level = error.code === 'IDENTITY_INVALID' ? 'warn' : 'info';
    log[level]({ errorCode: error.code, status, reason: error.message }, 'request refused');
  }
  return c.json(toApiErrorBody(error, c.get('requestId')), status);
};

/**
 * Builds a service's Hono app the same way everywhere: request id (the gateway's, when it sent one), a
 * pino child logger carrying it, one access log line and one `http_request_duration_seconds` observation per
 * request, Prometheus' `GET /metrics`, and JSON not-found / error answers.
 */
export const createApp = (options: { log: TLogger }) => {
  const app = new Hono<TAppEnv>();
  app.use(async (c, next) => {
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    const log = options.log.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.header(REQUEST_ID_HEADER, requestId);
    const startedAt = performance.now();
    if (tracingEnabled()) {
      await inServerSpan({ method: c.req.method, headers: c.req.header() }, next, () => ({
        route: routePatternOf(c),
        status: c.res.status,
      }));
    } else {
      await next();
    }
    const elapsedMs = performance.now() - startedAt;
    observeRequest(c.req.method, routePatternOf(c), c.res.status, elapsedMs / 1000);
    if (log.isLevelEnabled('info')) {
      const ms = Math.round(elapsedMs * 10) / 10;
      log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
    }
  });
  app.get(METRICS_PATH, metricsHandler);
  app.notFound((c) => respondWithError(c, new AppError('NOT_FOUND')));
  app.onError((error, c) => respondWithError(c, error));
  return app;
};
export type TApp = ReturnType<typeof createApp>;
