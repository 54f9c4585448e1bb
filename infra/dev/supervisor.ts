import { startProcess } from './child-process.ts';
import type { TManagedProcess, TManagedProcessOptions } from './child-process.ts';

/** When a supervised process that exited on its own is started again. */
export type TRestartPolicy = {
  /** The wait before the first restart; each further one doubles it. */
  initialDelayMs: number;
  /** The longest wait between two restarts. */
  maxDelayMs: number;
  /** A process that ran this long before it exited was stable: the waits start over from the first. */
  stableAfterMs: number;
};

/** 1 s, 2 s, 4 s... up to 30 s between restarts; a minute of good health forgets the earlier exits. */
export const DEFAULT_RESTART_POLICY: TRestartPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
};

/** The wait before start number `attempt` (2 is the first restart): doubling from the initial delay, capped. */
export const restartDelayMs = (attempt: number, policy: TRestartPolicy = DEFAULT_RESTART_POLICY): number =>
  Math.min(policy.initialDelayMs * 2 ** Math.max(0, attempt - 2), policy.maxDelayMs);

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** A child process that `npm start` starts again, with backoff, whenever it exits without being asked to. */
export type TSupervisedProcess = {
  readonly name: string;
  /** The process of the latest start (running, or exited while a restart waits). */
  current: () => TManagedProcess;
  /** From now on an exit is followed by a restart; one that exited already is restarted now. */
  superviseRestarts: () => void;
  /** Stops the process on purpose: no restart follows until {@link TSupervisedProcess.start}. */
  stop: () => Promise<void>;
  /** Starts a stopped process again (a no-op while it runs) and returns it. */
  start: () => TManagedProcess;
};

/**
 * Starts a process and keeps it running: once {@link TSupervisedProcess.superviseRestarts} is called, an exit
 * that nobody asked for is logged with the wait and the attempt (`exited (code 1); restarting in 1 s
 * (attempt 2)`) and the process is started again after an exponential, capped backoff. Before that (while the
 * stack starts, where the readiness wait reports a failure), an exit is only logged.
 */
export function superviseProcess(
  options: TManagedProcessOptions & { log: (line: string) => void; policy?: TRestartPolicy },
): TSupervisedProcess {
  const policy = options.policy ?? DEFAULT_RESTART_POLICY;
  let proc: TManagedProcess;
  let startedAt = 0;
  let attempt = 1;
  let supervising = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let lastExit = '';

  const isRunning = () => proc.child.exitCode === null && proc.child.signalCode === null;

  const scheduleRestart = (exit: string) => {
    attempt = Date.now() - startedAt >= policy.stableAfterMs ? 2 : attempt + 1;
    const delay = restartDelayMs(attempt, policy);
    options.log(`exited (${exit}); restarting in ${seconds(delay)} (attempt ${attempt})`);
    timer = setTimeout(() => {
      timer = null;
      if (!stopped) spawn();
    }, delay);
  };

  const spawn = () => {
    const started = startProcess(options);
    proc = started;
    startedAt = Date.now();
    void started.exited.then(({ code, signal }) => {
      if (started !== proc || stopped) return;
      lastExit = signal ?? `code ${code}`;
      if (supervising) scheduleRestart(lastExit);
      else options.log(`exited unexpectedly (${lastExit})`);
    });
    return started;
  };

  spawn();
  return {
    name: options.name,
    current: () => proc,
    superviseRestarts() {
      if (supervising) return;
      supervising = true;
      if (!stopped && !isRunning()) scheduleRestart(lastExit);
    },
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await proc.stop();
    },
    start() {
      if (!stopped && (isRunning() || timer !== null)) return proc;
      stopped = false;
      attempt = 1;
      return spawn();
    },
  };
}
