import { setTimeout as delay } from 'node:timers/promises';
import { DEFAULT_RESTART_POLICY, restartDelayMs, superviseProcess } from './supervisor.ts';
import type { TRestartPolicy, TSupervisedProcess } from './supervisor.ts';

const FAST: TRestartPolicy = { initialDelayMs: 100, maxDelayMs: 400, stableAfterMs: 2_000 };

/** A Node child that prints its pid, then exits with `code` after `lifeMs` (or runs until stopped). */
const child = (lifeMs: number | null, code = 1) => ({
  command: process.execPath,
  args: [
    '-e',
    `console.log('pid ' + process.pid);${lifeMs === null ? 'setInterval(() => {}, 1000);' : `setTimeout(() => process.exit(${code}), ${lifeMs});`}`,
  ],
});

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await delay(20);
  }
};

describe('restartDelayMs', () => {
  it('waits 1 s before the first restart, doubles each time and stops at 30 s', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 20].map((attempt) => restartDelayMs(attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(DEFAULT_RESTART_POLICY.stableAfterMs).toBe(60_000);
  });
});

describe('superviseProcess', () => {
  const running: TSupervisedProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((proc) => proc.stop()));
  });

  const supervise = (spec: ReturnType<typeof child>, lines: string[]) => {
    const proc = superviseProcess({
      name: 'svc-test',
      ...spec,
      log: (line) => lines.push(line),
      policy: FAST,
    });
    running.push(proc);
    return proc;
  };

  it('restarts a process that keeps exiting, waiting twice as long each time up to the cap', async () => {
    const lines: string[] = [];
    const proc = supervise(child(10), lines);
    proc.superviseRestarts();
    await until(() => lines.length >= 4);
    expect(lines.slice(0, 4)).toEqual([
      'exited (code 1); restarting in 0.1 s (attempt 2)',
      'exited (code 1); restarting in 0.2 s (attempt 3)',
      'exited (code 1); restarting in 0.4 s (attempt 4)',
      'exited (code 1); restarting in 0.4 s (attempt 5)',
    ]);
  });

  it('names the signal that ended a killed process and starts a new one', async () => {
    const lines: string[] = [];
    const proc = supervise(child(null), lines);
    proc.superviseRestarts();
    const first = proc.current();
    await first.waitForLine(/^pid \d+$/, 5_000);
    first.child.kill('SIGKILL');
    await until(() => proc.current() !== first);
    await proc.current().waitForLine(/^pid \d+$/, 5_000);
    expect(lines).toEqual(['exited (SIGKILL); restarting in 0.1 s (attempt 2)']);
    expect(proc.current().child.pid).not.toBe(first.child.pid);
  });

  it('starts counting again after a stable run', async () => {
    const lines: string[] = [];
    const proc = supervise(child(null), lines);
    proc.superviseRestarts();
    for (let round = 0; round < 2; round += 1) {
      const before = proc.current();
      before.child.kill('SIGKILL');
      await until(() => proc.current() !== before);
    }
    await delay(FAST.stableAfterMs + 100);
    proc.current().child.kill('SIGKILL');
    await until(() => lines.length === 3);
    expect(lines.map((line) => line.match(/attempt \d+/)?.[0])).toEqual([
      'attempt 2',
      'attempt 3',
      'attempt 2',
    ]);
  });

  it('does not restart a process stopped on purpose until it is started again', async () => {
    const lines: string[] = [];
    const proc = supervise(child(null), lines);
    proc.superviseRestarts();
    const first = proc.current();
    await proc.stop();
    await delay(FAST.maxDelayMs * 2);
    expect(proc.current()).toBe(first);
    expect(lines).toEqual([]);
    const again = proc.start();
    expect(again).not.toBe(first);
    await again.waitForLine(/^pid \d+$/, 5_000);
    expect(proc.start()).toBe(again);
  });

  it('only reports an exit before restarts are supervised, then restarts it once they are', async () => {
    const lines: string[] = [];
    const proc = supervise(child(10, 3), lines);
    await proc.current().exited;
    await delay(FAST.maxDelayMs);
    expect(lines).toEqual(['exited unexpectedly (code 3)']);
    const first = proc.current();
    proc.superviseRestarts();
    await until(() => proc.current() !== first);
    expect(lines[1]).toBe('exited (code 3); restarting in 0.1 s (attempt 2)');
  });
});
