import { parseArgs } from 'node:util';
import { DEFAULT_PUBLIC_ORIGIN } from '@gtm/contracts/ports';
import { PRODUCT_NAME } from '@gtm/contracts/product';
import { stopAllProcesses } from './child-process.ts';
import { redactUrl } from './components/component.ts';
import { parseReplicas, startStack } from './stack.ts';
import type { TStack } from './stack.ts';

const HELP = `Usage: npm start [-- --fresh] [-- --replicas svc-auth=3]

Runs the whole portal on production builds at one URL (default ${DEFAULT_PUBLIC_ORIGIN}).
  --fresh                 start with an empty data folder (DATA_DIR, default .data/)
  --replicas <svc>=<n>    run n processes of a service behind the gateway (repeatable; or SVC_AUTH_REPLICAS=n...)
Overrides: MONGODB_URI, REDIS_URL, S3_ENDPOINT (+ S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION),
SES_ENDPOINT (or AWS credentials for real SES), PORT and the other *_PORT variables, IDENTITY_SECRET, SEED_DEMO.`;

const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const COLOURS = [36, 33, 35, 32, 34, 96, 93, 95, 92, 94];
const colourOf = new Map<string, number>();

function paint(code: number, text: string): string {
  return useColour ? `\u001b[${code}m${text}\u001b[0m` : text;
}

/** Prints one line with a fixed-width, coloured source prefix, so interleaved logs stay readable. */
function printLine(source: string, line: string): void {
  if (!colourOf.has(source)) colourOf.set(source, COLOURS[colourOf.size % COLOURS.length] as number);
  const prefix = paint(colourOf.get(source) as number, source.padEnd(20).slice(0, 20));
  process.stdout.write(`${prefix} | ${line}\n`);
}

function summary(stack: TStack): string {
  const { urls, components } = stack;
  const rows: [string, string][] = [
    ['Portal', urls.portal],
    [
      'Mailbox (sign-in codes)',
      urls.mailbox === null ? `(${components.ses.kind})` : `${urls.mailbox}  (JSON: /store)`,
    ],
    ['Gateway', `${urls.gateway}/api/readyz`],
    ...Object.entries(urls.replicas).flatMap(([name, replicas]) =>
      replicas.map((url, index): [string, string] => [
        index === 0 ? name : `${name} #${index + 1}`,
        `${url}/readyz`,
      ]),
    ),
    ['shell', `${urls.shell}/remotes.json`],
    ...Object.entries(urls.remotes).map(([name, url]): [string, string] => [name, `${url}/remoteEntry.js`]),
    ['MongoDB', `${components.mongodb.kind} ${redactUrl(components.mongodb.url)}`],
    ['Redis', `${components.redis.kind} ${redactUrl(components.redis.url)}`],
    [
      'S3',
      `${components.s3.kind} ${redactUrl(components.s3.url)} bucket ${components.s3.env.S3_BUCKET ?? ''}`,
    ],
    ['SES', `${components.ses.kind} ${redactUrl(components.ses.url)}`],
    ['Data', stack.dataDir ?? '(in memory)'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  const seconds = (stack.startedInMs / 1000).toFixed(1);
  const built = stack.built.length > 0 ? `, built ${stack.built.join(', ')}` : '';
  return `\n${paint(1, `${PRODUCT_NAME} is running`)} (ready in ${seconds} s${built})\n${lines.join('\n')}\n\nCtrl-C stops everything.\n`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      fresh: { type: 'boolean' },
      replicas: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const replicas = parseReplicas(values.replicas ?? []);
  if (typeof replicas === 'string') {
    process.stderr.write(`${replicas}\n${HELP}\n`);
    process.exit(2);
  }

  let stack: TStack | null = null;
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      printLine('npm start', `${signal} again: forcing exit`);
      process.exit(130);
    }
    stopping = true;
    printLine('npm start', `${signal}: stopping every service and server`);
    const done = stack === null ? stopAllProcesses() : stack.stop();
    void done.then(
      () => process.exit(0),
      (error: unknown) => {
        printLine('npm start', `stop failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown);

  try {
    stack = await startStack({ fresh: values.fresh ?? false, replicas, log: printLine });
  } catch (error) {
    if (stopping) return;
    process.stderr.write(`\n${paint(31, 'npm start failed:')} ${(error as Error).message}\n`);
    await stopAllProcesses();
    process.exit(1);
  }
  if (stopping) return;
  process.stdout.write(summary(stack));
}

await main();
