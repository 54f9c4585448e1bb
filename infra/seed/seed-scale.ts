import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SERVICES } from '@gtm/contracts/services';
import { COMPONENTS_FILE } from '../dev/stack.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const USAGE = `usage: npm run seed:scale [-- --factor <n>]
Writes issue 12's scale (100k candidates, 20k one-pagers, 2k combines, 10k client companies, 50k client users,
20k contact submissions; --factor scales every count) into the running portal's databases: MONGODB_URI when
set, else the MongoDB that \`npm start\` named in ${join('DATA_DIR (.data)', COMPONENTS_FILE)}.`;

/** The MongoDB of the running portal: MONGODB_URI, else the one `npm start` wrote into its data folder. */
const mongoUri = async (): Promise<string> => {
  if (process.env.MONGODB_URI) return process.env.MONGODB_URI;
  const file = join(resolve(ROOT, process.env.DATA_DIR || '.data'), COMPONENTS_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`no ${file}: start the portal with \`npm start\` first, or set MONGODB_URI`);
  });
  return (JSON.parse(text) as { mongodb: string }).mongodb;
};

/** Runs one service's seed command (`<service>/src/commands/seed-scale.ts`) and waits for it. */
const runCommand = (service: string, env: NodeJS.ProcessEnv) =>
  new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, service, 'src', 'commands', 'seed-scale.ts')], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${service}'s scale seed failed (exit ${code})`)),
    );
  });

const main = async () => {
  const { values } = parseArgs({ options: { factor: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const factor = values.factor ?? process.env.SCALE_FACTOR ?? '1';
  if (!(Number(factor) > 0)) {
    process.stderr.write(`--factor must be a positive number, got "${factor}"\n${USAGE}\n`);
    return 2;
  }
  const env = { ...process.env, MONGODB_URI: await mongoUri(), SCALE_FACTOR: factor };
  const started = performance.now();
  // One service at a time: each writes its own database, and two cores are better spent on one batch stream.
  for (const service of SERVICES) await runCommand(service, env);
  process.stdout.write(`seed:scale done in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  return 0;
};

process.exitCode = await main().catch((error: unknown) => {
  process.stderr.write(`seed:scale: ${(error as Error).message}\n`);
  return 1;
});
