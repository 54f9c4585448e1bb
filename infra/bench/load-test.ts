import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

type TAutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  /** Of the non-2xx answers, the 3xx ones (a 304 to a conditional GET). */
  '3xx'?: number;
  errors: number;
  timeouts: number;
};
type TAutocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeout?: number;
}) => Promise<TAutocannonResult>;

// autocannon is CommonJS without type declarations; this is the slice of its programmatic API we use.
const autocannon = createRequire(import.meta.url)('autocannon') as TAutocannon;

/** One load-test run against one URL. */
export type TRun = {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, socket errors and timeouts: a run with any is not a valid measurement. */
  failures: number;
  /** Of the failures, 3xx answers: what a bench of conditional GETs (304) expects every answer to be. */
  answered3xx: number;
  /** CPU time each watched process spent per request (microseconds), when /proc is readable. */
  cpuUsPerRequest: Record<string, number>;
};

/** Load-test settings shared by every bench. */
export type TLoadOptions = { connections: number; durationSec: number };

/** CPU ticks (user + system) a process has used so far, from /proc; null off Linux. */
const cpuTicks = async (pid: number): Promise<number | null> => {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th fields overall.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
};
const TICKS_PER_SECOND = 100;

/**
 * Runs autocannon against `url` and reports throughput, latency and the CPU each watched process spent
 * per request. CPU per request stays comparable on a busy machine where requests per second do not.
 */
export const loadTest = async (
  url: string,
  options: TLoadOptions & {
    headers?: Record<string, string>;
    watch?: Record<string, number>;
    /** A request other than a GET: its method and JSON body (sent as `application/json`). */
    method?: 'GET' | 'POST' | 'PUT';
    body?: unknown;
  },
): Promise<TRun> => {
  const watch = Object.entries(options.watch ?? {});
  const before = await Promise.all(watch.map(([, pid]) => cpuTicks(pid)));
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSec,
    method: options.method ?? 'GET',
    headers: { ...options.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body }),
    timeout: 10,
  });
  const after = await Promise.all(watch.map(([, pid]) => cpuTicks(pid)));
  const cpuUsPerRequest: Record<string, number> = {};
  watch.forEach(([name], index) => {
    const start = before[index];
    const end = after[index];
    if (start == null || end == null || result.requests.total === 0) return;
    cpuUsPerRequest[name] = Math.round((((end - start) / TICKS_PER_SECOND) * 1e6) / result.requests.total);
  });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    answered3xx: result['3xx'] ?? 0,
    cpuUsPerRequest,
  };
};

/** The median of a non-empty list. */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
