import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { API_ROUTES } from '@gtm/contracts/api-routes';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import { getOpenApiDocument } from '@gtm/contracts/operations/platform';
import { logout } from '@gtm/contracts/operations/sign-in';

/** Who the requests come from: no session, or the live session of a demo account of that kind. */
export type TFuzzKind = 'anonymous' | 'candidate' | 'employer' | 'admin';
/** Schemathesis's data generation mode: schema-valid requests, or requests that break the schema somewhere. */
export type TFuzzMode = 'positive' | 'negative';

/**
 * What every answer is checked for: no 5xx, a documented status, its documented media type, body and headers;
 * schema-violating requests refused; signed-in operations refusing a request without (or with a wrong) session;
 * undocumented methods answered 405; a deleted resource gone and a created one there (stateful phase).
 * Left out: `positive_data_acceptance`, as zod refinements (trimmed lengths, a code's digits, dates in order)
 * have no JSON Schema form, so schema-valid requests the contract refuses are expected (answered 400 with
 * the field named; they are caught when the 400 is not documented), and `missing_required_header` (none is).
 */
export const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'response_headers_conformance',
  'negative_data_rejection',
  'ignored_auth',
  'unsupported_method',
  'use_after_free',
  'ensure_resource_availability',
] as const;

/** The statuses that refuse a request: Schemathesis's list, and 413. */
const REFUSALS = [400, 401, 403, 404, 405, 406, 409, 413, 415, 422, 428, 429] as const;

/**
 * Strings Schemathesis mixes into generated string values: operator and prototype keys as text, direction
 * marks, zero-width and combining characters, emoji, a BOM, regular-expression traps for the searches.
 * (Operator objects, prototype keys as keys, lone surrogates, NUL and megabyte strings are sent by
 * `hostile-cases.ts`, since a TOML dictionary holds only valid strings.)
 */
const HOSTILE_STRINGS = [
  '{"$gt": ""}',
  '{"$where": "sleep(1000)"}',
  '$where',
  '$ne',
  '$regex',
  '__proto__',
  'constructor.prototype',
  '\u202Egnp.exe\u202C',
  '\u200F\u05E9\u05DC\u05D5\u05DD\u200E',
  'a\u200B\u200C\u200Db',
  'e\u0301\u0301\u0301',
  '\uD83D\uDC69\uD83C\uDFFD\u200D\uD83D\uDCBB\uD83C\uDDFA\uD83C\uDDF8',
  '\uFEFFbom',
  '.*',
  '(a+)+$',
  '[',
  '\\',
  "'; db.dropDatabase(); //",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
] as const;

const HOOKS = join(dirname(fileURLToPath(import.meta.url)), 'schemathesis-hooks.py');

/** A TOML basic string (JSON's escapes are TOML's, for the valid strings above). */
const tomlString = (value: string) => JSON.stringify(value);

/**
 * The run's `schemathesis.toml`: the session through the OpenAPI security scheme (so Schemathesis also sends
 * requests without it), the portal's Origin on every request (the gateway's CSRF check), the hostile strings,
 * and `logout` left out for signed-in kinds (it would end the session under test). The session id itself
 * stays out of the file: `${GTM_FUZZ_SESSION}` is read from the environment.
 */
const configFile = (options: {
  kind: TFuzzKind;
  portal: string;
  reportDir: string;
  /** Operations fuzzed without the (long) coverage phase: those this kind may not call, in a short run. */
  withoutCoverage: readonly string[];
}) =>
  [
    `hooks = ${tomlString(HOOKS)}`,
    `reports.directory = ${tomlString(options.reportDir)}`,
    'reports.ndjson.enabled = true',
    'reports.json.enabled = true',
    `headers = { Origin = ${tomlString(options.portal)} }`,
    `checks.enabled = false`,
    ...CHECKS.map((check) => `checks.${check}.enabled = true`),
    // A body over the operation's limit is refused with 413, which Schemathesis does not count as a refusal.
    `checks.negative_data_rejection.expected-statuses = [${REFUSALS.join(', ')}]`,
    `dictionaries.hostile.values = [${HOSTILE_STRINGS.map(tomlString).join(', ')}]`,
    'generation.allow-x00 = true',
    'generation.dictionaries.string = { dictionary = "hostile", probability = 0.15 }',
    ...(options.kind === 'anonymous'
      ? []
      : [
          '[auth.openapi.session]',
          'api_key = "${GTM_FUZZ_SESSION}"',
          '',
          '[[operations]]',
          `include-operation-id = ${tomlString(logout.id)}`,
          'enabled = false',
        ]),
    ...(options.withoutCoverage.length > 0
      ? [
          '',
          '[[operations]]',
          `include-operation-id = [${options.withoutCoverage.map(tomlString).join(', ')}]`,
          'phases.coverage.enabled = false',
        ]
      : []),
    '',
  ].join('\n');

/** What one Schemathesis run did and found. */
export type TSchemathesisRun = {
  kind: TFuzzKind;
  mode: TFuzzMode;
  requests: number;
  /** The ids of the documented operations that received at least one request. */
  operations: Set<string>;
  statuses: Map<number, number>;
  /** One line per failure kind Schemathesis reported (empty when it found nothing). */
  failures: string[];
  /** Schemathesis's own report of the failures, with a `curl` per failing case. */
  failureText: string;
  /** The first JSON body the API accepted (2xx) per operation id: where the explicit cases start from. */
  acceptedBodies: Map<string, unknown>;
  seconds: number;
  reportDir: string;
};

type TInteraction = {
  request: {
    method: string;
    uri: string;
    headers: Record<string, string[]>;
    body?: { $base64?: string } | string;
  };
  response: { status_code: number } | null;
};
type TNdjsonEvent = {
  ScenarioFinished?: { recorder: { interactions?: Record<string, TInteraction> } };
};
type TJsonReport = {
  failures: { code: string; title: string; count: number; operations: string[] }[];
  errors?: { message?: string; title?: string; label?: string }[];
};

const OPERATION_PATTERNS = API_ROUTES.map((route) => ({
  id: route.id,
  method: route.method,
  pattern: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`),
}));

/** The operation a request was for (an undocumented method on a documented path counts as `OTHER /path`). */
export const operationOf = (method: string, path: string) =>
  OPERATION_PATTERNS.find((entry) => entry.method === method && entry.pattern.test(path))?.id ??
  `${method} ${path}`;

/** The JSON a request carried, if it was JSON. */
const jsonBodyOf = ({ headers, body }: TInteraction['request']) => {
  if (!body || !(headers['Content-Type'] ?? []).some((type) => type.startsWith('application/json')))
    return undefined;
  const text = typeof body === 'string' ? body : Buffer.from(body.$base64 ?? '', 'base64').toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Counts requests, operations and statuses from the NDJSON event stream (one line per event). */
const readInteractions = async (file: string) => {
  const statuses = new Map<number, number>();
  const operations = new Set<string>();
  const acceptedBodies = new Map<string, unknown>();
  let requests = 0;
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.startsWith('{"ScenarioFinished"')) continue;
    const event = JSON.parse(line) as TNdjsonEvent;
    for (const interaction of Object.values(event.ScenarioFinished?.recorder.interactions ?? {})) {
      requests += 1;
      const status = interaction.response?.status_code ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const operation = operationOf(interaction.request.method, new URL(interaction.request.uri).pathname);
      if (!operation.includes(' ')) operations.add(operation);
      if (status >= 200 && status < 300 && !acceptedBodies.has(operation)) {
        const body = jsonBodyOf(interaction.request);
        if (body !== undefined) acceptedBodies.set(operation, body);
      }
    }
  }
  return { requests, operations, statuses, acceptedBodies };
};

/**
 * Runs the Schemathesis CLI once against the gateway as one kind of user and in one generation mode, with
 * every check of {@link CHECKS}, and reads its reports.
 */
export const runSchemathesis = async (options: {
  st: string;
  gateway: string;
  portal: string;
  kind: TFuzzKind;
  /** The kind's session cookie (`gtm_sid=...`); none for anonymous. */
  session?: string;
  mode: TFuzzMode;
  maxExamples: number;
  /** Schemathesis phases (`coverage`, `fuzzing`, `stateful`). */
  phases: readonly string[];
  /** Run the coverage phase only on the operations this kind may call (the others answer 401/403 alike). */
  coverageOnlyOwn?: boolean;
  seed: number;
  workDir: string;
  log: (line: string) => void;
}): Promise<TSchemathesisRun> => {
  const reportDir = join(options.workDir, `${options.kind}-${options.mode}`);
  await mkdir(reportDir, { recursive: true });
  const config = join(reportDir, 'schemathesis.toml');
  const withoutCoverage = options.coverageOnlyOwn
    ? API_ROUTES.filter((route) => !route.access.includes(options.kind)).map((route) => route.id)
    : [];
  await writeFile(
    config,
    configFile({ kind: options.kind, portal: options.portal, reportDir, withoutCoverage }),
  );
  const sessionId = options.session?.slice(`${SESSION_COOKIE}=`.length) ?? '';
  const args = [
    '--config-file',
    config,
    'run',
    `${options.gateway}${getOpenApiDocument.path}`,
    '--url',
    options.gateway,
    '--mode',
    options.mode,
    '--max-examples',
    String(options.maxExamples),
    '--phases',
    options.phases.join(','),
    '--seed',
    String(options.seed),
    '--workers',
    '2',
    '--request-timeout',
    '30',
    '--continue-on-failure',
    '--no-color',
  ];
  const started = Date.now();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(options.st, args, {
      // Schemathesis keeps its example database under the working directory: the run's own folder.
      cwd: options.workDir,
      env: {
        ...process.env,
        GTM_FUZZ_SESSION: sessionId,
        // See schemathesis-hooks.py: the negative phase sends only what must be refused.
        GTM_FUZZ_REFUSED_ONLY: options.mode === 'negative' ? '1' : '',
        PYTHONUTF8: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    // Exit code 1 means failures were found: they are read from the report below.
    child.on('close', (code) =>
      code === 0 || code === 1
        ? resolve(text)
        : reject(
            new Error(
              `schemathesis exited ${code} (${options.kind}, ${options.mode}):\n${text.slice(-4_000)}`,
            ),
          ),
    );
  });
  await writeFile(join(reportDir, 'output.txt'), output);
  const files = await readdir(reportDir);
  const ndjson = files.find((file) => file.startsWith('ndjson-'));
  const json = files.find((file) => file.startsWith('json-'));
  if (!ndjson || !json)
    throw new Error(`schemathesis wrote no report in ${reportDir}:\n${output.slice(-4_000)}`);
  const report = JSON.parse(await readFile(join(reportDir, json), 'utf8')) as TJsonReport;
  const { requests, operations, statuses, acceptedBodies } = await readInteractions(join(reportDir, ndjson));
  const failures = [
    ...report.failures.map(
      (failure) => `${failure.code} ${failure.title} (${failure.count}): ${failure.operations.join(', ')}`,
    ),
    ...(report.errors ?? []).map(
      (error) => `error: ${error.label ?? ''} ${error.title ?? error.message ?? ''}`,
    ),
  ];
  const failureText =
    /_{3,} ?(?:[A-Z]+ \/|Stateful)[\s\S]*?(?=\n=+ (?:WARNINGS|SUMMARY))/.exec(output)?.[0] ?? '';
  const seconds = (Date.now() - started) / 1000;
  options.log(
    `schemathesis ${options.kind} ${options.mode}: ${requests} requests, ${operations.size} operations, ` +
      `${failures.length} failure kinds, ${seconds.toFixed(0)} s`,
  );
  return {
    kind: options.kind,
    mode: options.mode,
    requests,
    operations,
    statuses,
    failures,
    failureText,
    acceptedBodies,
    seconds,
    reportDir,
  };
};
