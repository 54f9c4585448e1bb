import { readdir, readFile } from 'node:fs/promises';
import { basename } from 'node:path';

/** One reading of a process: from its `/metrics` where it serves them, else RSS alone from /proc. */
export type TProcessReading = {
  rssBytes: number | null;
  heapUsedBytes: number | null;
  /** p99 of monitorEventLoopDelay since the previous scrape, in ms (it includes the sampling interval). */
  eventLoopP99Ms: number | null;
  /** Cumulative request counts by bucket bound (seconds) of `http_request_duration_seconds`, all routes but /metrics. */
  durationBuckets: Map<number, number> | null;
};

const BUCKET_LINE = /^http_request_duration_seconds_bucket\{(.*)\} (\d+)$/gm;

/** The request duration histogram of a scrape, its series added up per bucket bound (scrapes excluded). */
const durationBucketsOf = (text: string): Map<number, number> => {
  const buckets = new Map<number, number>();
  for (const [, labels, count] of text.matchAll(BUCKET_LINE)) {
    if ((labels as string).includes('route="/metrics"')) continue;
    const le = /le="([^"]+)"/.exec(labels as string)?.[1];
    if (le === undefined) continue;
    const bound = le === '+Inf' ? Infinity : Number(le);
    buckets.set(bound, (buckets.get(bound) ?? 0) + Number(count));
  }
  return buckets;
};

/**
 * A quantile of the requests counted between two scrapes of a cumulative histogram, interpolated inside its
 * bucket as Prometheus' histogram_quantile does (ms; null without requests, the last finite bound past it).
 */
export const histogramQuantileMs = (
  before: Map<number, number> | null,
  after: Map<number, number> | null,
  quantile: number,
): number | null => {
  if (after === null) return null;
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const counts = bounds.map((bound) => (after.get(bound) ?? 0) - (before?.get(bound) ?? 0));
  const total = counts[counts.length - 1] ?? 0;
  if (total <= 0) return null;
  const rank = quantile * total;
  for (let index = 0; index < bounds.length; index += 1) {
    if ((counts[index] as number) < rank) continue;
    const upper = bounds[index] as number;
    const lower = index === 0 ? 0 : (bounds[index - 1] as number);
    if (upper === Infinity) return lower * 1000;
    const below = index === 0 ? 0 : (counts[index - 1] as number);
    const inBucket = (counts[index] as number) - below;
    return (lower + (upper - lower) * (inBucket === 0 ? 1 : (rank - below) / inBucket)) * 1000;
  }
  return null;
};

/** A process of a running stack: its pid, a name, and where it serves Prometheus metrics (if it does). */
export type TWatchedProcess = { name: string; pid: number; metricsUrl: string | null };

const TICKS_PER_SECOND = 100;

/** The value of an unlabelled sample in Prometheus' text format, or null. */
export const sampleValue = (text: string, name: string): number | null => {
  const match = new RegExp(`^${name} ([0-9.eE+-]+)$`, 'm').exec(text);
  return match ? Number(match[1]) : null;
};

/** The memory, heap and event-loop delay a process reports at its `/metrics` (service-kit's registry). */
export const scrapeProcessMetrics = async (metricsUrl: string): Promise<TProcessReading> => {
  const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(5_000) });
  if (response.status !== 200) throw new Error(`${metricsUrl} answered ${response.status}`);
  const text = await response.text();
  const p99 = sampleValue(text, 'nodejs_eventloop_lag_p99_seconds');
  return {
    rssBytes: sampleValue(text, 'process_resident_memory_bytes'),
    heapUsedBytes: sampleValue(text, 'nodejs_heap_size_used_bytes'),
    eventLoopP99Ms: p99 === null ? null : p99 * 1000,
    durationBuckets: durationBucketsOf(text),
  };
};

/**
 * A process's memory from /proc (null off Linux or once it has exited): its proportional set size where the
 * kernel gives one, else its resident set. RSS counts a page once per mapping of it, and the MongoDB stand-in's
 * ZGC maps its heap three times: its RSS reads three times the memory it holds.
 */
export const procRssBytes = async (pid: number): Promise<number | null> => {
  try {
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
    const pss = /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1];
    if (pss !== undefined) return Number(pss) * 1024;
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
};

/** CPU seconds (user + system) a process has used so far, from /proc; null off Linux. */
export const procCpuSeconds = async (pid: number): Promise<number | null> => {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th fields overall.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
};

/** Reads a process: its `/metrics` when it has one (RSS from /proc if the scrape fails), else /proc. */
export const readProcess = async (process: TWatchedProcess): Promise<TProcessReading> => {
  if (process.metricsUrl !== null) {
    try {
      return await scrapeProcessMetrics(process.metricsUrl);
    } catch {
      // Reported as missing figures below: a process that stops answering is itself a finding.
    }
  }
  return {
    rssBytes: await procRssBytes(process.pid),
    heapUsedBytes: null,
    eventLoopP99Ms: null,
    durationBuckets: null,
  };
};

/** What a child's command line says it is: `gateway`, `svc-auth`, `svc-auth-worker`, `java`, `redis-server`. */
const nameOf = (argv: readonly string[]): string => {
  for (const arg of argv) {
    const entry = /([\w-]+)\/src\/(main|worker)\.ts$/.exec(arg);
    if (entry) return entry[2] === 'worker' ? `${entry[1]}-worker` : (entry[1] as string);
  }
  // redis-server rewrites its title to `redis-server host:port`; java here is the MongoDB stand-in.
  const program = basename((argv[0] ?? '?').split(' ')[0] as string);
  return program === 'java' ? 'mongodb-stand-in' : program;
};

/** The direct children of `parentPid` with a name read from their command line (Linux /proc; empty elsewhere). */
export const childProcessesOf = async (parentPid: number): Promise<{ pid: number; name: string }[]> => {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const children: { pid: number; name: string }[] = [];
  await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        try {
          const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
          const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
          if (ppid !== parentPid) return;
          const argv = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split('\0').filter(Boolean);
          children.push({ pid: Number(entry), name: nameOf(argv) });
        } catch {
          // Exited while we looked.
        }
      }),
  );
  return children.sort((a, b) => a.name.localeCompare(b.name));
};
