import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where every HTTP process (services, gateway, a worker given METRICS_PORT) answers Prometheus' scrape. */
export const METRICS_PATH = '/metrics';

/**
 * The interval the event loop is sampled at (monitorEventLoopDelay). Node records the time between two
 * samples, so `nodejs_eventloop_lag_*` include it: an idle loop reads about this much, and the loop's own
 * lateness is the value less this.
 */
export const EVENT_LOOP_RESOLUTION_MS = 10;

/** The route label of a request no route matched (404, 405, a malformed target): never its raw path. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The status label of a request whose client went away before an answer was sent. */
export const ABORTED_STATUS = 'aborted';

// Methods outside this set are counted as OTHER, so a client cannot mint label values.
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

// From a 1 ms cached read to a 10 s upstream timeout.
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type TLabel = 'method' | 'route' | 'status';
type TProcessMetrics = { registry: Registry; requestDuration: Histogram<TLabel> };

let processMetrics: TProcessMetrics | undefined;

/**
 * This process's registry, made on first use: Node's default metrics (resident memory, heap, event-loop delay
 * p50/p99 from monitorEventLoopDelay, GC, handles) and `http_request_duration_seconds` by method, route
 * pattern and status. One per process, as Prometheus scrapes processes: every app in it records here.
 */
export const metricsRegistry = (): TProcessMetrics => {
  if (processMetrics === undefined) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS });
    const requestDuration = new Histogram<TLabel>({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    processMetrics = { registry, requestDuration };
  }
  return processMetrics;
};

/**
 * Records one answered request. `route` must be a route pattern (`/api/admin/candidates/:id`) or
 * {@link UNMATCHED_ROUTE}: labels never carry ids, e-mail addresses or tokens.
 */
export const observeRequest = (
  method: string | undefined,
  route: string,
  status: number | string,
  seconds: number,
): void => {
  const upper = (method ?? '').toUpperCase();
  metricsRegistry().requestDuration.observe(
    { method: KNOWN_METHODS.has(upper) ? upper : 'OTHER', route, status: String(status) },
    seconds,
  );
};

/** Times a raw Node response from now until its connection is done with it (the gateway's pass-through). */
export const observeResponse = (method: string | undefined, route: string, response: ServerResponse) => {
  const startedAt = performance.now();
  response.once('close', () => {
    const status = response.headersSent ? response.statusCode : ABORTED_STATUS;
    observeRequest(method, route, status, (performance.now() - startedAt) / 1000);
  });
};

/**
 * The pattern of the route that answered a Hono request: the last matched route registered for a method
 * (middleware is registered for every method), else {@link UNMATCHED_ROUTE}. Read after `next()`.
 */
export const routePatternOf = (c: Context): string =>
  matchedRoutes(c).findLast((route) => route.method !== 'ALL')?.path ?? UNMATCHED_ROUTE;

/** `GET /metrics`: the registry in Prometheus' text format. */
export const metricsHandler = async (c: Context) => {
  const { registry } = metricsRegistry();
  return c.body(await registry.metrics(), 200, {
    'content-type': registry.contentType,
    'cache-control': 'no-store',
  });
};

type TQueueMetrics = {
  jobs: Counter<'queue' | 'outcome'>;
  jobDuration: Histogram<'queue'>;
  depth: Gauge<'queue' | 'state'>;
  /** Job counts by state of each queue this process works or fills, read when /metrics is scraped. */
  counters: Map<string, () => Promise<Record<string, number>>>;
};
let queueMetrics: TQueueMetrics | undefined;

/** The job states whose counts `bullmq_queue_jobs` reports. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'] as const;

/**
 * BullMQ's metrics in this process's registry: `bullmq_jobs_total` by queue and outcome (completed, failed,
 * retried), `bullmq_job_duration_seconds` by queue, and `bullmq_queue_jobs` by queue and state (the queue's
 * depth, read from Redis at each scrape). Labels are queue names, never job data.
 */
export const queueMetricsRegistry = (): TQueueMetrics => {
  if (queueMetrics === undefined) {
    const { registry } = metricsRegistry();
    const counters = new Map<string, () => Promise<Record<string, number>>>();
    queueMetrics = {
      counters,
      jobs: new Counter({
        name: 'bullmq_jobs_total',
        help: 'Jobs this worker finished, by queue and outcome (completed, retried, failed for good).',
        labelNames: ['queue', 'outcome'],
        registers: [registry],
      }),
      jobDuration: new Histogram({
        name: 'bullmq_job_duration_seconds',
        help: 'Time a job attempt ran in this worker, by queue.',
        labelNames: ['queue'],
        buckets: DURATION_BUCKETS,
        registers: [registry],
      }),
      depth: new Gauge({
        name: 'bullmq_queue_jobs',
        help: 'Jobs in each queue by state, read from Redis when scraped.',
        labelNames: ['queue', 'state'],
        registers: [registry],
        async collect() {
          const read = await Promise.all(
            [...counters].map(async ([queue, count]) => [queue, await count().catch(() => null)] as const),
          );
          this.reset();
          for (const [queue, counts] of read) {
            if (counts === null) continue;
            for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
          }
        },
      }),
    };
  }
  return queueMetrics;
};
