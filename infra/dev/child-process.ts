import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';

/** How to start a supervised child process. */
export type TManagedProcessOptions = {
  /** A short name used in errors. */
  name: string;
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Receives every output line (stdout and stderr) as it arrives. */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
};

/** A child process that the orchestrator owns: it can wait for a ready line and stop it without orphans. */
export type TManagedProcess = {
  readonly name: string;
  readonly child: ChildProcess;
  /** Settles when the process has exited, with its exit code or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first output line matching `pattern`; rejects if the process exits or time runs out first. */
  waitForLine: (pattern: RegExp, timeoutMs: number) => Promise<RegExpMatchArray>;
  /** The last output lines, for error messages. */
  recentOutput: () => string;
  /** Sends SIGTERM, then SIGKILL after `graceMs`, and resolves once the process has exited. */
  stop: (graceMs?: number) => Promise<void>;
};

const RECENT_LINES = 30;

// Every child still running, so nothing outlives the orchestrator even when it exits on an error.
const running = new Set<TManagedProcess>();
let exitHookInstalled = false;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // Each child leads its own process group: the signal reaches whatever it spawned too.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const managed of running) signalGroup(managed.child, 'SIGKILL');
  });
}

/** Stops every child process started through {@link startProcess} that is still running. */
export async function stopAllProcesses(graceMs?: number): Promise<void> {
  await Promise.all([...running].map((managed) => managed.stop(graceMs)));
}

/** Spawns a child process whose output is read line by line and whose life the caller controls. */
export function startProcess(options: TManagedProcessOptions): TManagedProcess {
  installExitHook();
  const child = spawn(options.command, [...options.args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a terminal's Ctrl-C reaches only the orchestrator, which then stops children in order.
    detached: true,
  });
  const recent: string[] = [];
  const watchers = new Set<(line: string) => void>();

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // A spawn failure (ENOENT) emits 'error' without 'exit'.
    child.once('error', (error) => {
      recent.push(String(error));
      resolve({ code: null, signal: null });
    });
  });

  for (const stream of ['stdout', 'stderr'] as const) {
    const source = child[stream];
    if (source === null) continue;
    createInterface({ input: source, crlfDelay: Infinity }).on('line', (line) => {
      recent.push(line);
      if (recent.length > RECENT_LINES) recent.shift();
      options.onLine?.(line, stream);
      for (const watcher of watchers) watcher(line);
    });
  }

  const recentOutput = () => recent.join('\n');

  const waitForLine = (pattern: RegExp, timeoutMs: number) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const done = () => {
        watchers.delete(watch);
        clearTimeout(timer);
      };
      const watch = (line: string) => {
        const match = line.match(pattern);
        if (match === null) return;
        done();
        resolve(match);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`${options.name} was not ready within ${timeoutMs} ms:\n${recentOutput()}`));
      }, timeoutMs);
      watchers.add(watch);
      void exited.then(({ code, signal }) => {
        if (!watchers.has(watch)) return;
        done();
        reject(
          new Error(
            `${options.name} exited (${signal ?? `code ${code}`}) before it was ready:\n${recentOutput()}`,
          ),
        );
      });
    });

  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
      await exited;
      return;
    }
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };

  const managed: TManagedProcess = { name: options.name, child, exited, waitForLine, recentOutput, stop };
  running.add(managed);
  void exited.then(() => running.delete(managed));
  return managed;
}

/** Finds an executable on PATH, like `command -v`; null when there is none. */
export async function findOnPath(
  command: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | null> {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, command);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory: keep looking.
    }
  }
  return null;
}
