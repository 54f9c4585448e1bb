import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Span, TextMapGetter, Tracer } from '@opentelemetry/api';
import type { Telemetry } from 'bullmq';
import { parseEnv, ZTracingEnv } from './env.ts';
import type { TTracingEnv } from './env.ts';

/**
 * OpenTelemetry traces, on only when an OTLP endpoint is set (`OTEL_EXPORTER_OTLP_ENDPOINT` or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, with the standard `OTEL_*` variables for protocol, headers and batching;
 * `OTEL_SERVICE_NAME` overrides the process's name). Off, nothing is loaded and no span is made: every hook below
 * is one null check. On: a server span per request in the gateway and each service (parented to the caller's
 * `traceparent`), the W3C context forwarded on every call to a service, and BullMQ jobs carrying it from the
 * request that queued them to the worker that runs them (bullmq-otel). Spans carry methods, route patterns and
 * status codes: never a path's ids, a query, a cookie, a code or a signed link.
 */
let tracer: Tracer | null = null;
let telemetry: Telemetry | undefined;

const TRACER_NAME = 'gtm-combine';

/** Whether traces are being recorded (and exported) in this process. */
export const tracingEnabled = (): boolean => tracer !== null;

/** BullMQ's telemetry for queues and workers (undefined when tracing is off). */
export const queueTelemetry = (): Telemetry | undefined => telemetry;

/** Starts tracing for this process when an endpoint is set; answers how to flush and stop it, or null. */
export const startTracing = async (
  serviceName: string,
  env: TTracingEnv = parseEnv(ZTracingEnv),
): Promise<{ shutdown: () => Promise<void> } | null> => {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint || env.OTEL_SDK_DISABLED === 'true' || tracer !== null) return null;
  const [sdk, hooks, core, resources, exporter, bullmqOtel] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('bullmq-otel'),
  ]);
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    // The exporter reads its URL, headers and protocol from the OTEL_EXPORTER_OTLP_* variables.
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new exporter.OTLPTraceExporter() })],
  });
  context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  tracer = trace.getTracer(TRACER_NAME);
  telemetry = new bullmqOtel.BullMQOtel({ tracerName: TRACER_NAME }) as unknown as Telemetry;
  return {
    shutdown: async () => {
      await provider.shutdown();
    },
  };
};

const headerGetter: TextMapGetter<Record<string, string | string[] | undefined>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => carrier[key],
};

/**
 * Runs `work` inside a server span for one request, parented to the caller's `traceparent` (the gateway's, when
 * a service is called through it); `finish` names the route and status once they are known. Without tracing,
 * `work` runs as it is.
 */
export const inServerSpan = async <T>(
  request: { method: string; headers: Record<string, string | string[] | undefined> },
  work: () => Promise<T>,
  finish: () => { route: string; status: number },
): Promise<T> => {
  if (tracer === null) return work();
  const parent = propagation.extract(ROOT_CONTEXT, request.headers, headerGetter);
  const span = tracer.startSpan(
    request.method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } finally {
    endServerSpan(span, request.method, finish());
  }
};

/** Ends a server span with the route pattern and the status it answered. */
export const endServerSpan = (span: Span, method: string, outcome: { route: string; status: number }) => {
  span.updateName(`${method} ${outcome.route}`);
  span.setAttributes({ 'http.route': outcome.route, 'http.response.status_code': outcome.status });
  if (outcome.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
};

/** A server span the caller ends itself (the gateway's raw pass-through); null without tracing. */
export const startServerSpan = (request: {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}): { span: Span; traceparent: Record<string, string> } | null => {
  if (tracer === null) return null;
  const parent = propagation.extract(ROOT_CONTEXT, request.headers, headerGetter);
  const span = tracer.startSpan(
    request.method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } },
    parent,
  );
  const traceparent: Record<string, string> = {};
  propagation.inject(trace.setSpan(parent, span), traceparent);
  return { span, traceparent };
};

/** The `traceparent` (and `tracestate`) of the active span, for a call to another service; empty without one. */
export const traceHeaders = (): Record<string, string> => {
  if (tracer === null) return {};
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
};
