import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIREMENTS = join(dirname(fileURLToPath(import.meta.url)), 'requirements.txt');
/** A lock older than this was left by a run that died while installing. */
const STALE_LOCK_MS = 10 * 60_000;

/** Runs a command, resolving with its combined output; rejects with that output's tail when it fails. */
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output.slice(-3_000)}`)),
    );
  });

/** Where the venv lives: `${XDG_CACHE_HOME:-~/.cache}/gtm-fuzz/venv` (FUZZ_VENV overrides it). */
export const venvDir = (env: NodeJS.ProcessEnv = process.env) =>
  env.FUZZ_VENV || join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'gtm-fuzz', 'venv');

const acquireLock = async (lock: string, log: (line: string) => void) => {
  for (;;) {
    try {
      await mkdir(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > STALE_LOCK_MS) {
        await rmdir(lock).catch(() => undefined);
        continue;
      }
      log(`waiting for another run installing Schemathesis (${lock})`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
};

/**
 * The Schemathesis CLI of `infra/fuzz/requirements.txt`, in a venv of its own: made on first use (with PYTHON,
 * default `python3`, and pip from PyPI) and reused while the requirements and the Python are the same. Answers
 * the path of the `st` executable.
 */
export const ensureSchemathesis = async (log: (line: string) => void): Promise<string> => {
  const python = process.env.PYTHON || 'python3';
  const version = await run(python, ['--version']).catch((error: Error) => {
    throw new Error(
      `the fuzz suite needs Python 3.10 or newer with venv and pip (PYTHON=${python}): ${error.message}`,
    );
  });
  const requirements = await readFile(REQUIREMENTS, 'utf8');
  const wanted = createHash('sha256').update(version.trim()).update('\0').update(requirements).digest('hex');
  const venv = venvDir();
  const st = join(venv, 'bin', 'st');
  const stampFile = join(venv, '.requirements.sha256');
  const current = async () =>
    existsSync(st) && (await readFile(stampFile, 'utf8').catch(() => '')) === wanted;
  if (await current()) return st;

  await mkdir(dirname(venv), { recursive: true });
  const lock = `${venv}.lock`;
  await acquireLock(lock, log);
  try {
    if (await current()) return st;
    log(`installing Schemathesis (${version.trim()}) into ${venv}`);
    const started = Date.now();
    await rm(venv, { recursive: true, force: true });
    await run(python, ['-m', 'venv', venv]);
    const pipEnv = { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1', PIP_NO_INPUT: '1' };
    await run(join(venv, 'bin', 'python'), ['-m', 'pip', 'install', '--quiet', '-r', REQUIREMENTS], pipEnv);
    await writeFile(stampFile, wanted);
    log(`Schemathesis installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return st;
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
};
