import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { API_ROUTES } from '@gtm/contracts/api-routes';
import { getCurrentUser } from '@gtm/contracts/operations/users';
import { getHealth } from '@gtm/contracts/operations/platform';
import { SERVICE_DATABASES } from '@gtm/contracts/services';
import { ANY_FREE_PORTS, startStack } from '../dev/stack.ts';
import { compareSnapshots, settledSnapshot } from './data-snapshot.ts';
import { acceptableCases, refusedCases, runHostileCases } from './hostile-cases.ts';
import type { THostileRun } from './hostile-cases.ts';
import { ensureSchemathesis } from './python-env.ts';
import { runSchemathesis } from './schemathesis.ts';
import type { TFuzzKind, TFuzzMode, TSchemathesisRun } from './schemathesis.ts';
import { shareDemoCombine, signInThroughMailbox } from './demo-setup.ts';
import type { TSignedInKind } from './demo-setup.ts';

/** How much to fuzz: Schemathesis's cases per operation and phases, per generation mode. */
export type TFuzzBudget = {
  name: string;
  negative: { maxExamples: number; phases: readonly string[]; coverageOnlyOwn?: boolean };
  positive: { maxExamples: number; phases: readonly string[]; coverageOnlyOwn?: boolean };
};

/** `npm run test:fuzz`: every operation as every kind, in a few minutes. */
export const SHORT_BUDGET: TFuzzBudget = {
  name: 'short',
  negative: { maxExamples: 6, phases: ['coverage', 'fuzzing'], coverageOnlyOwn: true },
  positive: { maxExamples: 6, phases: ['fuzzing', 'stateful'] },
};
/** `npm run bench -- fuzz`: well over 10,000 requests. */
export const LONG_BUDGET: TFuzzBudget = {
  name: 'long',
  negative: { maxExamples: 20, phases: ['coverage', 'fuzzing'] },
  positive: { maxExamples: 20, phases: ['coverage', 'fuzzing', 'stateful'] },
};

export const FUZZ_KINDS: readonly TFuzzKind[] = ['anonymous', 'candidate', 'employer', 'admin'];
const SIGNED_IN: readonly TSignedInKind[] = ['candidate', 'employer', 'admin'];

/** What a fuzz run did and found. */
export type TFuzzReport = {
  budget: string;
  seed: number;
  requests: number;
  schemathesisRequests: number;
  hostileRequests: number;
  /** Operation ids that received requests. */
  operations: Set<string>;
  kinds: readonly TFuzzKind[];
  runs: TSchemathesisRun[];
  statuses: Map<number, number>;
  failures: string[];
  seconds: number;
  stackSeconds: number;
  workDir: string;
};

/** Keys no stored document may hold: query operators and prototype keys a request smuggled in. */
const HOSTILE_KEY = /^(?:\$|__proto__$|constructor$|prototype$)/;

/** Every stored field named like an operator or a prototype key, as `database.collection: path`. */
const storedHostileKeys = async (mongoUrl: string) => {
  const found: string[] = [];
  const walk = (value: unknown, path: string, where: string) => {
    if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value))
      return;
    if ((value as { _bsontype?: string })._bsontype) return;
    for (const [key, item] of Object.entries(value)) {
      if (HOSTILE_KEY.test(key)) found.push(`${where}: ${path}${key}`);
      walk(item, `${path}${key}.`, where);
    }
  };
  const connection = await mongoose.createConnection(mongoUrl).asPromise();
  try {
    for (const database of Object.values(SERVICE_DATABASES)) {
      const db = connection.useDb(database, { useCache: false }).db!;
      for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
        for await (const document of db.collection(name).find({})) walk(document, '', `${database}.${name}`);
      }
    }
  } finally {
    await connection.close();
  }
  return found;
};

const add = (into: Map<number, number>, from: Map<number, number>) => {
  for (const [status, count] of from) into.set(status, (into.get(status) ?? 0) + count);
};

/**
 * The contract fuzz suite: a whole stack on free ports, the demo accounts signed in through the mailbox, then
 * (1) only refused requests, Schemathesis's negative mode and the explicit cases that must be refused, as
 * every kind, with every collection's row count and sampled documents compared before and after; (2)
 * Schemathesis's positive mode with its stateful phase and the explicit cases a correct API may accept, as
 * every kind; then every kind's session still answering and no operator or prototype key stored anywhere.
 */
export const runFuzzSuite = async (
  budget: TFuzzBudget,
  log: (line: string) => void,
): Promise<TFuzzReport> => {
  const started = Date.now();
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
  const st = await ensureSchemathesis(log);
  const workDir = await mkdtemp(join(process.env.FUZZ_REPORT_DIR || tmpdir(), 'gtm-fuzz-'));
  const serverErrors: string[] = [];
  log(`fuzz (${budget.name}, seed ${seed}): starting the stack on free ports`);
  const stack = await startStack({
    dataDir: null,
    ports: ANY_FREE_PORTS,
    // The per-IP sign-in limit would answer every sign-in request 429 after the first hundred (documented,
    // and fuzzed as such by the per-address limits); the fuzzer comes from one address.
    env: { ...process.env, AUTH_IP_LIMIT: '0', LOG_LEVEL: 'warn' },
    log: (source, line) => {
      if (/^(?:error|fatal)\b/.test(line)) serverErrors.push(`${source}: ${line.slice(0, 400)}`);
    },
  });
  const stackSeconds = (Date.now() - started) / 1000;
  log(
    `stack up in ${stackSeconds.toFixed(0)} s${stack.built.length > 0 ? ` (built ${stack.built.join(', ')})` : ''}`,
  );
  const failures: string[] = [];
  const runs: TSchemathesisRun[] = [];
  const hostile: THostileRun[] = [];
  try {
    const urls = {
      gateway: stack.urls.gateway,
      portal: stack.urls.portal,
      mailbox: stack.urls.mailbox as string,
    };
    if (!stack.urls.mailbox)
      throw new Error('the fuzz suite reads sign-in codes from the embedded SES mailbox');
    const mongoUrl = stack.components.mongodb.url;
    await settledSnapshot(mongoUrl);
    const sessions: Partial<Record<TFuzzKind, string>> = {};
    for (const kind of SIGNED_IN) sessions[kind] = await signInThroughMailbox(urls, kind);
    log(`signed in as ${SIGNED_IN.join(', ')} through the mailbox`);
    await shareDemoCombine(urls, sessions.admin!);

    const schemathesis = (kind: TFuzzKind, mode: TFuzzMode) =>
      runSchemathesis({
        st,
        gateway: urls.gateway,
        portal: urls.portal,
        kind,
        session: sessions[kind],
        mode,
        ...budget[mode],
        seed,
        workDir,
        log,
      });

    // (1) Refused requests only: nothing may change.
    const before = await settledSnapshot(mongoUrl);
    for (const kind of FUZZ_KINDS) runs.push(await schemathesis(kind, 'negative'));
    const refusedStarted = Date.now();
    const refused = await runHostileCases(refusedCases(), { ...urls, sessions });
    log(
      `explicit refused cases: ${refused.requests} requests, ${refused.failures.length} failures, ` +
        `${((Date.now() - refusedStarted) / 1000).toFixed(0)} s`,
    );
    hostile.push(refused);
    const after = await settledSnapshot(mongoUrl);
    for (const difference of compareSnapshots(before, after)) {
      failures.push(`a refused request changed data: ${difference}`);
    }

    // (2) Schema-valid requests, which may change data.
    const positive: TSchemathesisRun[] = [];
    // Admins last: they may disable the employer or delete the candidate's profile.
    for (const kind of FUZZ_KINDS) positive.push(await schemathesis(kind, 'positive'));
    runs.push(...positive);
    const acceptableStarted = Date.now();
    const accepted = new Map<string, unknown>();
    for (const run of positive) {
      for (const [id, body] of run.acceptedBodies) if (!accepted.has(id)) accepted.set(id, body);
    }
    const acceptable = await runHostileCases(acceptableCases(accepted), { ...urls, sessions });
    log(
      `explicit acceptable cases: ${acceptable.requests} requests, ${acceptable.failures.length} failures, ` +
        `${((Date.now() - acceptableStarted) / 1000).toFixed(0)} s`,
    );
    hostile.push(acceptable);

    // Still standing: the gateway answers, each kind's session still reads its user, nothing hostile stored.
    const health = await fetch(`${urls.gateway}${getHealth.path}`);
    if (health.status !== 200) failures.push(`after fuzzing GET ${getHealth.path} answered ${health.status}`);
    for (const kind of SIGNED_IN) {
      const answer = await fetch(`${urls.gateway}${getCurrentUser.path}`, {
        headers: { cookie: sessions[kind]! },
      });
      const text = await answer.text();
      if (answer.status >= 500 || /polluted/.test(text)) {
        failures.push(
          `after fuzzing GET ${getCurrentUser.path} as ${kind} answered ${answer.status}: ${text.slice(0, 200)}`,
        );
      }
    }
    for (const key of await storedHostileKeys(mongoUrl))
      failures.push(`an operator or prototype key was stored: ${key}`);
  } finally {
    await stack.stop();
  }

  for (const run of runs) {
    for (const failure of run.failures) failures.push(`schemathesis ${run.kind} ${run.mode}: ${failure}`);
  }
  for (const run of hostile) failures.push(...run.failures.map((failure) => `explicit case ${failure}`));
  const operations = new Set([
    ...runs.flatMap((run) => [...run.operations]),
    ...hostile.flatMap((run) => [...run.operations]),
  ]);
  for (const route of API_ROUTES)
    if (!operations.has(route.id)) failures.push(`${route.id} received no request`);
  if (failures.length > 0 && serverErrors.length > 0) {
    failures.push(`server errors logged meanwhile:\n    ${serverErrors.slice(0, 20).join('\n    ')}`);
  }
  const statuses = new Map<number, number>();
  for (const run of runs) add(statuses, run.statuses);
  const schemathesisRequests = runs.reduce((sum, run) => sum + run.requests, 0);
  const hostileRequests = hostile.reduce((sum, run) => sum + run.requests, 0);
  if (failures.length === 0) await rm(workDir, { recursive: true, force: true });
  return {
    budget: budget.name,
    seed,
    requests: schemathesisRequests + hostileRequests,
    schemathesisRequests,
    hostileRequests,
    operations,
    kinds: FUZZ_KINDS,
    runs,
    statuses,
    failures,
    seconds: (Date.now() - started) / 1000,
    stackSeconds,
    workDir,
  };
};

/** The report as text: the figures, each run's share, and every failure with Schemathesis's own account. */
export const formatFuzzReport = (report: TFuzzReport): string => {
  const statusText = [...report.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const lines = [
    `fuzz (${report.budget}, seed ${report.seed}): ${report.requests} requests (${report.schemathesisRequests} Schemathesis, ${report.hostileRequests} explicit), ` +
      `${report.operations.size}/${API_ROUTES.length} operations, user kinds ${report.kinds.join(', ')}, ` +
      `${report.failures.length} failures, ${report.seconds.toFixed(0)} s (stack start ${report.stackSeconds.toFixed(0)} s)`,
    ...report.runs.map(
      (run) =>
        `  ${`${run.kind} ${run.mode}`.padEnd(20)} ${String(run.requests).padStart(6)} requests ${String(run.operations.size).padStart(3)} operations ${run.seconds.toFixed(0).padStart(4)} s`,
    ),
    `  Schemathesis statuses: ${statusText}`,
  ];
  if (report.failures.length > 0) {
    lines.push('failures:', ...report.failures.map((failure) => `  - ${failure}`));
    for (const run of report.runs.filter((item) => item.failureText)) {
      // Long generated bodies are cut: the whole case is in the run's report folder (and `st replay <id>`).
      const text = run.failureText
        .split('\n')
        .map((line) => (line.length > 400 ? `${line.slice(0, 400)}...` : line))
        .join('\n');
      lines.push(`--- schemathesis ${run.kind} ${run.mode} ---`, text.slice(0, 12_000));
    }
    lines.push(`reports kept in ${report.workDir}`);
  }
  return lines.join('\n');
};
