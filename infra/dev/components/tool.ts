import { execFile } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** What a short command printed (stdout and stderr together) and how it ended; never throws. */
export type TToolRun = { ok: boolean; output: string };

const MAX_BUFFER = 16 * 1024 * 1024;

/** Runs a short command (a `--version`, a `pip download`), resolving with its output; never rejects. */
export function runTool(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {},
): Promise<TToolRun> {
  return new Promise((resolve) => {
    execFile(
      command,
      [...args],
      {
        env: options.env ?? process.env,
        cwd: options.cwd,
        timeout: options.timeoutMs ?? 10_000,
        maxBuffer: MAX_BUFFER,
      },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        resolve({ ok: error === null, output: error === null ? output : `${output}${error.message}` });
      },
    );
  });
}

/** The last non-empty line of a command's output: one line for a message. */
export function lastLine(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.at(-1) ?? '';
}

/** The project's cache folder, `${XDG_CACHE_HOME:-~/.cache}/gtm-combine`: what is fetched once is kept there. */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'gtm-combine');
}

/** Whether `version` (dotted numbers) is at least `minimum` (e.g. "6.2.14" >= "6.2"). */
export function versionAtLeast(version: string, minimum: string): boolean {
  const have = version.split('.').map(Number);
  const need = minimum.split('.').map(Number);
  for (let index = 0; index < need.length; index += 1) {
    const a = have[index] ?? 0;
    const b = need[index] ?? 0;
    if (Number.isNaN(a)) return false;
    if (a !== b) return a > b;
  }
  return true;
}
