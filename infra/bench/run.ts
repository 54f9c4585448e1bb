import { availableParallelism } from 'node:os';
import { stopAllProcesses } from '../dev/child-process.ts';
import type { TBench, TBenchContext } from './bench.ts';
import { formatReport } from './bench.ts';
import { adminListsBench } from './admin-lists.bench.ts';
import { candidateBench } from './candidate.bench.ts';
import { capacityBench } from './capacity.bench.ts';
import { employerBench } from './employer.bench.ts';
import { fuzzBench } from './fuzz.bench.ts';
import { notificationsBench } from './notifications.bench.ts';
import { gatewayBench } from './gateway.bench.ts';
import { passThroughBench } from './pass-through.bench.ts';
import { publicPagesBench } from './public-pages.bench.ts';
import { signInBench } from './sign-in.bench.ts';
import { soakBench } from './soak.bench.ts';

/** Every bench; later issues add theirs here. */
const BENCHES: readonly TBench[] = [
  gatewayBench,
  passThroughBench,
  publicPagesBench,
  signInBench,
  candidateBench,
  adminListsBench,
  employerBench,
  fuzzBench,
  notificationsBench,
  soakBench,
  capacityBench,
];

const numberFrom = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};

const usage = `npm run bench [-- <bench>...]   (default: ${BENCHES.filter((bench) => bench.byDefault)
  .map((bench) => bench.name)
  .join(', ')})
benches:
${BENCHES.map((bench) => `  ${bench.name.padEnd(14)} ${bench.summary}`).join('\n')}
settings: BENCH_CONNECTIONS (50), BENCH_DURATION seconds per run (10), BENCH_ROUNDS (3), BENCH_WARMUP seconds (3),
  BENCH_SIGN_INS (200, sign-in), BENCH_UPLOADS (200, candidate),
  SOAK_MINUTES (10), SOAK_RATE (200 req/s), SOAK_WARMUP_SECONDS (30) (soak),
  CAPACITY_START (200 req/s), CAPACITY_STEP (100), CAPACITY_STEP_SECONDS (120), CAPACITY_WARMUP_SECONDS (30),
  CAPACITY_MAX_RATE (800) (capacity)`;

const names = process.argv.slice(2);
if (names.includes('--help') || names.includes('-h')) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const unknown = names.filter((name) => !BENCHES.some((bench) => bench.name === name));
if (unknown.length > 0) {
  process.stderr.write(`unknown bench: ${unknown.join(', ')}\n${usage}\n`);
  process.exit(2);
}
const selected =
  names.length > 0
    ? BENCHES.filter((bench) => names.includes(bench.name))
    : BENCHES.filter((b) => b.byDefault);

const context: TBenchContext = {
  load: { connections: numberFrom('BENCH_CONNECTIONS', 50), durationSec: numberFrom('BENCH_DURATION', 10) },
  rounds: numberFrom('BENCH_ROUNDS', 3),
  warmupSec: numberFrom('BENCH_WARMUP', 3),
  log: (line) => process.stderr.write(`[bench] ${line}\n`),
};

/**
 * Interrupted (Ctrl-C, or SIGTERM from a supervisor): every process a bench started (Redis, the MongoDB stand-in,
 * the services, the gateway, the workers, a whole `npm start`) is stopped before the runner exits. Each leads its
 * own process group, so a terminal's Ctrl-C reaches only this runner, and Node's default on a signal is to exit
 * without its exit hooks: without this they kept running.
 */
let interrupted = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    context.log(`${signal}: stopping every process the benches started`);
    void stopAllProcesses(20_000).finally(() => process.exit(code));
  });
}

process.stdout.write(`node ${process.version}, ${availableParallelism()} cores\n`);
for (const bench of selected) {
  const report = await bench.run(context);
  process.stdout.write(`\n${formatReport(report)}\n`);
}
