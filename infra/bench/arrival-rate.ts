import { Agent, request } from 'undici';
import type { Dispatcher, FormData } from 'undici';
import { percentile } from './percentile.ts';

const REQUEST_TIMEOUT_MS = 10_000;

/** One HTTP request of a load mix, with the statuses that count as success. */
export type TCall = {
  method: Dispatcher.HttpMethod;
  url: string;
  headers?: Record<string, string>;
  body?: string | FormData;
  expect: readonly number[];
  /**
   * Read the answer to its end without decoding it (a measured request whose answer nobody reads): a page or a
   * script as a string is garbage the generator's own collector pauses for, which the run would count as the
   * portal's latency. An answer with an unexpected status is still read as text, for its error.
   */
  discardBody?: boolean;
};

/** What a call answered: its status, body and headers, or an error (a wrong status, a socket error, a timeout). */
export type TAnswer = {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
  error: string | null;
};

type TSeries = { latencies: number[]; errors: number };

/**
 * Latencies and errors by kind and by operation label, plus the whole run's latencies per minute (to see a
 * trend). Error messages are kept by count, without bodies past their first words.
 */
export const createRecorder = (options: { timeline?: boolean } = {}) => {
  const kinds = new Map<string, TSeries>();
  const labels = new Map<string, TSeries & { kind: string; minutes: number[][] }>();
  const minutes: number[][] = [];
  const errorMessages = new Map<string, number>();
  /** Every request as [ms since the recorder started, label, latency ms]: for a closer look at a run's tail. */
  const timeline: [number, string, number][] = [];
  const startedAt = performance.now();
  const series = <T extends TSeries>(map: Map<string, T>, key: string, make: () => T) => {
    let found = map.get(key);
    if (found === undefined) {
      found = make();
      map.set(key, found);
    }
    return found;
  };
  return {
    record(kind: string, label: string, ms: number, error: string | null) {
      const byKind = series(kinds, kind, () => ({ latencies: [], errors: 0 }));
      const byLabel = series(labels, label, () => ({ latencies: [], errors: 0, kind, minutes: [] }));
      const at = performance.now() - startedAt;
      const minute = Math.floor(at / 60_000);
      // Only when asked: 120,000 small arrays more for the generator's own garbage collector to walk.
      if (options.timeline) timeline.push([Math.round(at), label, ms]);
      (minutes[minute] ??= []).push(ms);
      (byLabel.minutes[minute] ??= []).push(ms);
      byKind.latencies.push(ms);
      byLabel.latencies.push(ms);
      if (error !== null) {
        byKind.errors += 1;
        byLabel.errors += 1;
        const key = `${label}: ${error}`;
        errorMessages.set(key, (errorMessages.get(key) ?? 0) + 1);
      }
    },
    /** Requests, errors, p50 and p99 (ms) per kind, in first-seen order. */
    kinds: () =>
      [...kinds].map(([kind, { latencies, errors }]) => ({
        kind,
        requests: latencies.length,
        errors,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
      })),
    /** The same per operation label. */
    labels: () =>
      [...labels].map(([label, { latencies, errors, kind }]) => ({
        label,
        kind,
        requests: latencies.length,
        errors,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
      })),
    all: () => {
      const latencies = [...kinds.values()].flatMap((entry) => entry.latencies);
      return {
        requests: latencies.length,
        errors: [...kinds.values()].reduce((sum, entry) => sum + entry.errors, 0),
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
      };
    },
    /** A percentile of each whole minute (a partial last minute is left out). */
    byMinute: (fullMinutes: number, share: number) =>
      minutes.slice(0, fullMinutes).map((latencies) => percentile(latencies ?? [], share)),
    /** Each label's p50 in the first and in the last whole minute: what slowed down as the run went on. */
    drift: (fullMinutes: number) =>
      [...labels].map(([label, entry]) => ({
        label,
        first: percentile(entry.minutes[0] ?? [], 0.5),
        last: percentile(entry.minutes[fullMinutes - 1] ?? [], 0.5),
      })),
    errorMessages: () => [...errorMessages].sort((a, b) => b[1] - a[1]),
    timeline: () => timeline,
  };
};
export type TRecorder = ReturnType<typeof createRecorder>;

/** An HTTP client for open-loop load: its own connection pool, a timeout on every request, errors as values. */
export const createLoadClient = (connectionsPerOrigin: number) => {
  const agent = new Agent({
    connections: connectionsPerOrigin,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: 30_000,
  });
  return {
    async call(spec: TCall): Promise<TAnswer> {
      try {
        const answer = await request(spec.url, {
          method: spec.method,
          headers: spec.headers,
          body: spec.body,
          dispatcher: agent,
        });
        const ok = spec.expect.includes(answer.statusCode);
        let text = '';
        if (ok && spec.discardBody) {
          for await (const _chunk of answer.body) {
            // Read to the end (the connection goes back to the pool), kept nowhere.
          }
        } else text = await answer.body.text();
        return {
          status: answer.statusCode,
          text,
          headers: answer.headers,
          error: ok ? null : `${answer.statusCode} ${text.replace(/\s+/g, ' ').slice(0, 120)}`,
        };
      } catch (error) {
        const { code, message } = error as { code?: string; message: string };
        return { status: 0, text: '', headers: {}, error: code ?? message };
      }
    },
    close: () => agent.close(),
  };
};

/** One kind of arrival: `run` makes its requests (one, or a flow of several) and records them itself. */
export type TArrival = {
  /** Requests per second at the plan's nominal rate; scaled with the rest to the rate asked for. */
  perSecond: number;
  /** How many requests one arrival makes (a sign-in flow makes several). */
  requests: number;
  run: (scheduledAt: number) => Promise<void>;
};

/** A small deterministic generator, so every run draws the same sequence of arrivals. */
const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * Open-loop load: arrivals at a constant rate (`rate` requests per second over the mix), each started at its
 * scheduled time whether or not earlier ones have answered, drawn from the mix by weight. Latency is counted
 * by each arrival from its scheduled time, so a client that falls behind does not hide a slow server.
 * Resolves when every arrival has finished, with how late the generator started arrivals.
 */
export const runAtRate = async (options: {
  mix: readonly TArrival[];
  rate: number;
  durationSec: number;
  seed?: number;
}) => {
  const requestsPerNominalSecond = options.mix.reduce((sum, arrival) => sum + arrival.perSecond, 0);
  const scale = options.rate / requestsPerNominalSecond;
  const arrivalsPerSecond = options.mix.map((arrival) => (arrival.perSecond * scale) / arrival.requests);
  const totalPerSecond = arrivalsPerSecond.reduce((sum, value) => sum + value, 0);
  const cumulative = arrivalsPerSecond.map((_, index) =>
    arrivalsPerSecond.slice(0, index + 1).reduce((sum, value) => sum + value / totalPerSecond, 0),
  );
  const random = seededRandom(options.seed ?? 14);
  const intervalMs = 1000 / totalPerSecond;
  const total = Math.floor(options.durationSec * totalPerSecond);
  const inFlight = new Set<Promise<void>>();
  const lateness: number[] = [];
  const startedAt = performance.now();
  let launched = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (launched < total && startedAt + launched * intervalMs <= now) {
        const scheduledAt = startedAt + launched * intervalMs;
        lateness.push(now - scheduledAt);
        const draw = random();
        const index = cumulative.findIndex((edge) => draw < edge);
        const arrival = options.mix[index === -1 ? options.mix.length - 1 : index] as TArrival;
        const running = arrival.run(scheduledAt).catch(() => undefined);
        inFlight.add(running);
        void running.then(() => inFlight.delete(running));
        launched += 1;
      }
      if (launched >= total) {
        resolve();
        return;
      }
      setTimeout(tick, Math.max(0, startedAt + launched * intervalMs - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  return {
    arrivals: launched,
    elapsedSec: (performance.now() - startedAt) / 1000,
    latenessP99Ms: percentile(lateness, 0.99),
    latenessMaxMs: lateness.reduce((max, value) => Math.max(max, value), 0),
  };
};
