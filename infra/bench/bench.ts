import { loadTest, median } from './load-test.ts';
import type { TLoadOptions, TRun } from './load-test.ts';

/** Settings every bench runs with (from the command line and BENCH_* variables). */
export type TBenchContext = {
  load: TLoadOptions;
  rounds: number;
  warmupSec: number;
  log: (line: string) => void;
};

/** One row of a bench report: the medians over the rounds of one target. */
export type TBenchRow = {
  label: string;
  rps: number;
  p99Ms: number;
  /** Median CPU per request of each watched process, in microseconds. */
  cpuUsPerRequest: Record<string, number>;
  /** This target's requests per second as a share of the baseline's, median of the per-round shares. */
  ratio: number | null;
  rounds: TRun[];
};

export type TBenchReport = { title: string; rows: TBenchRow[]; notes: string[] };

/** A benchmark `npm run bench` can run: it starts what it measures, measures, and stops it. */
export type TBench = {
  name: string;
  summary: string;
  /** Whether a plain `npm run bench` runs it (others run when named on the command line). */
  byDefault: boolean;
  run: (context: TBenchContext) => Promise<TBenchReport>;
};

/** A URL to load, with headers made fresh for each run (signatures expire); a GET unless it says otherwise. */
export type TTarget = {
  label: string;
  url: string;
  headers?: () => Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT';
  /** Sent as `application/json` with every request. */
  body?: unknown;
  /** Processes whose CPU per request is reported, by name. */
  watch?: Record<string, number>;
};

/**
 * Measures targets against the first (the baseline) in one process run: a warm-up each, then rounds in
 * alternating order so drift in machine load falls on every target alike; medians per target.
 */
export const compareTargets = async (
  targets: readonly TTarget[],
  context: TBenchContext,
): Promise<TBenchRow[]> => {
  const runOnce = (target: TTarget, durationSec: number) =>
    loadTest(target.url, {
      connections: context.load.connections,
      durationSec,
      headers: target.headers?.(),
      watch: target.watch,
      ...(target.method ? { method: target.method } : {}),
      ...(target.body === undefined ? {} : { body: target.body }),
    });
  for (const target of targets) {
    context.log(`warming up ${target.label}`);
    await runOnce(target, context.warmupSec);
  }
  const runs = new Map<TTarget, TRun[]>(targets.map((target) => [target, []]));
  for (let round = 0; round < context.rounds; round += 1) {
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) {
      const run = await runOnce(target, context.load.durationSec);
      context.log(
        `round ${round + 1}/${context.rounds} ${target.label}: ${run.rps} req/s, p99 ${run.p99Ms} ms`,
      );
      if (run.failures > 0)
        throw new Error(`${target.label}: ${run.failures} failed requests in round ${round + 1}`);
      runs.get(target)?.push(run);
    }
  }
  const baseline = runs.get(targets[0] as TTarget) as TRun[];
  return targets.map((target, index) => {
    const own = runs.get(target) as TRun[];
    const processes = Object.keys(target.watch ?? {});
    return {
      label: target.label,
      rps: median(own.map((run) => run.rps)),
      p99Ms: median(own.map((run) => run.p99Ms)),
      cpuUsPerRequest: Object.fromEntries(
        processes
          .filter((name) => own.every((run) => run.cpuUsPerRequest[name] !== undefined))
          .map((name) => [name, median(own.map((run) => run.cpuUsPerRequest[name] as number))]),
      ),
      ratio: index === 0 ? null : median(own.map((run, round) => run.rps / (baseline[round] as TRun).rps)),
      rounds: own,
    };
  });
};

/** A report as an aligned text table. */
export const formatReport = (report: TBenchReport): string => {
  const header = ['target', 'req/s', 'p99 ms', 'vs baseline', 'CPU us/req'];
  const lines = report.rows.map((row) => [
    row.label,
    String(row.rps),
    String(row.p99Ms),
    row.ratio === null ? 'baseline' : `${(row.ratio * 100).toFixed(1)}%`,
    Object.entries(row.cpuUsPerRequest)
      .map(([name, us]) => `${name} ${us}`)
      .join(', ') || '-',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] as string).length)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] as number)).join('  ');
  return [
    `== ${report.title}`,
    // Reports of page figures carry notes only.
    ...(lines.length > 0 ? [format(header), ...lines.map(format)] : []),
    ...report.notes.map((note) => `   ${note}`),
  ].join('\n');
};
