import { createRecorder, runAtRate } from './arrival-rate.ts';
import type { TBench, TBenchRow } from './bench.ts';
import { procCpuSeconds } from './process-stats.ts';
import { startSoakTraffic } from './soak.bench.ts';

/** The bar for a step held: its p99 at most this, and not one request failed. */
const P99_LIMIT_MS = 100;

const positive = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

/** What one step measured. */
type TStep = {
  rate: number;
  requests: number;
  elapsedSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU per request of each process of the portal (us), the load generator last. */
  cpuUsPerRequest: Record<string, number>;
  /** The process that used the most CPU over the step, and how much of one core it kept busy. */
  busiest: { name: string; coreShare: number };
  held: boolean;
  firstErrors: string[];
};

/**
 * Capacity: the soak's portal and mix (`npm start` on its own ports, the same kinds in the same shares) under a
 * rate raised in steps, CAPACITY_START (200) req/s and CAPACITY_STEP (100) more each time, CAPACITY_STEP_SECONDS
 * (120) each after a CAPACITY_WARMUP_SECONDS (30) warm-up at the first rate, until a step's p99 passes 100 ms or a
 * request fails, or CAPACITY_MAX_RATE (800) is held: the sign-in pools are sized for it (the admins beyond the soak's
 * nominal pool read no notice e-mails, so a decision's mail is the soak's at every rate). A line per step (rate, p50/p99,
 * errors, each process's CPU per request, the busiest process and its share of a core), then
 * `capacity: N req/s held`, the last step held (0 when the first one is not).
 */
export const capacityBench: TBench = {
  name: 'capacity',
  summary:
    'the soak mix in rising steps (CAPACITY_START 200, +CAPACITY_STEP 100) until p99 > 100 ms or an error',
  byDefault: false,
  async run(context) {
    const start = positive('CAPACITY_START', 200);
    const increment = positive('CAPACITY_STEP', 100);
    const maxRate = positive('CAPACITY_MAX_RATE', 800);
    const stepSec = positive('CAPACITY_STEP_SECONDS', 120);
    const warmupSec = positive('CAPACITY_WARMUP_SECONDS', 30);
    const traffic = await startSoakTraffic(context, maxRate);
    const steps: TStep[] = [];
    try {
      context.log(`warm-up: ${warmupSec} s at ${start} req/s`);
      traffic.setRecorder(createRecorder());
      await runAtRate({ mix: traffic.mix, rate: start, durationSec: warmupSec, seed: 1 });
      const watched = await traffic.watchedProcesses();
      const cpu = () => Promise.all(watched.map((proc) => procCpuSeconds(proc.pid)));

      for (let rate = start; rate <= maxRate; rate += increment) {
        const recorder = createRecorder();
        traffic.setRecorder(recorder);
        traffic.startMeasuring();
        const cpuStart = await cpu();
        const generatorStart = process.cpuUsage();
        context.log(`step: ${stepSec} s at ${rate} req/s`);
        const run = await runAtRate({ mix: traffic.mix, rate, durationSec: stepSec, seed: 2 + steps.length });
        const cpuEnd = await cpu();
        const generatorCpu = process.cpuUsage(generatorStart);
        traffic.stopMeasuring();
        const all = recorder.all();
        const errors = all.errors + traffic.undelivered();
        const used = watched.map((proc, index) => {
          const before = cpuStart[index];
          const after = cpuEnd[index];
          return { name: proc.name, seconds: before == null || after == null ? 0 : after - before };
        });
        const busiest = used.reduce((top, entry) => (entry.seconds > top.seconds ? entry : top));
        const perRequest = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, all.requests));
        const step: TStep = {
          rate,
          requests: all.requests,
          elapsedSec: run.elapsedSec,
          p50: all.p50,
          p99: all.p99,
          errors,
          cpuUsPerRequest: {
            ...Object.fromEntries(used.map((entry) => [entry.name, perRequest(entry.seconds)])),
            'load generator': perRequest((generatorCpu.user + generatorCpu.system) / 1e6),
          },
          busiest: { name: busiest.name, coreShare: busiest.seconds / run.elapsedSec },
          held: errors === 0 && all.p99 <= P99_LIMIT_MS,
          firstErrors: [
            ...recorder
              .errorMessages()
              .slice(0, 3)
              .map(([message, count]) => `${count} x ${message}`),
            ...(traffic.undelivered() > 0 ? [`${traffic.undelivered()} sign-in codes not delivered`] : []),
          ],
        };
        steps.push(step);
        context.log(lineOf(step));
        if (!step.held) break;
      }
    } finally {
      await traffic.stop();
    }

    let capacity = 0;
    for (const step of steps) {
      if (!step.held) break;
      capacity = step.rate;
    }
    const rows: TBenchRow[] = steps.map((step) => ({
      label: `${step.rate} req/s: p50/p99 ${ms(step.p50)}/${ms(step.p99)} ms, ${step.errors} errors${step.held ? '' : '  << not held'}`,
      rps: Math.round(step.requests / step.elapsedSec),
      p99Ms: Math.round(step.p99),
      cpuUsPerRequest: step.cpuUsPerRequest,
      ratio: null,
      rounds: [],
    }));
    const failed = steps.find((step) => !step.held);
    const last = failed ?? steps[steps.length - 1];
    const standInShare = last ? shareOf(last, STAND_IN) : null;
    return {
      title: `capacity: the soak's mix in steps of ${increment} req/s from ${start}, ${stepSec} s each, until p99 > ${P99_LIMIT_MS} ms or an error`,
      rows,
      notes: [
        ...steps.map((step) => lineOf(step)),
        ...(failed
          ? [`the step not held (${failed.rate} req/s): ${failed.firstErrors.join('; ') || 'no errors'}`]
          : []),
        ...(last && standInShare !== null
          ? [
              `at ${last.rate} req/s the MongoDB stand-in used ${Math.round(standInShare * 100)}% of the portal's CPU (${last.cpuUsPerRequest[STAND_IN]} us per request)${last.busiest.name === STAND_IN ? ', the most of any process' : ''}: mongo-java-server on H2 in a JVM, which reads every document of a collection for each query that neither _id nor a unique index answers (it keeps no other index), so its cost grows with what the traffic writes; a real mongod answers the same queries from the indexes each repository declares (the planner rule of service-kit's index-coverage, which the lists' tests check)`,
            ]
          : []),
        `'CPU us/req' is each process's CPU over the step per request; the busiest process is the one that used the most CPU, with the share of one core it kept busy`,
        'All processes share this machine (the load generator too), with whatever else runs on it: figures are noisy.',
        `capacity: ${capacity} req/s held`,
      ],
    };
  },
};

/** The MongoDB stand-in's name among the watched processes (process-stats' nameOf). */
const STAND_IN = 'mongodb-stand-in';

/** A process's share of the CPU every process of the portal used over a step (the load generator aside), or null. */
const shareOf = (step: TStep, name: string) => {
  const own = step.cpuUsPerRequest[name];
  const portal = Object.entries(step.cpuUsPerRequest)
    .filter(([process]) => process !== 'load generator')
    .reduce((sum, [, us]) => sum + us, 0);
  return own === undefined || portal === 0 ? null : own / portal;
};

/** A step as one line: rate, p50/p99, errors, CPU per request per process and the busiest process. */
const lineOf = (step: TStep) => {
  const cpu = Object.entries(step.cpuUsPerRequest)
    .map(([name, us]) => `${name} ${us}`)
    .join(', ');
  const portalUs = Object.entries(step.cpuUsPerRequest)
    .filter(([name]) => name !== 'load generator')
    .reduce((sum, [, us]) => sum + us, 0);
  return `${step.rate} req/s (${Math.round(step.requests / step.elapsedSec)} served): p50/p99 ${ms(step.p50)}/${ms(step.p99)} ms, ${step.errors} errors, CPU us/req ${portalUs} summed (${cpu}), busiest ${step.busiest.name} (${Math.round(step.busiest.coreShare * 100)}% of a core)${step.held ? '' : '  << not held'}`;
};
