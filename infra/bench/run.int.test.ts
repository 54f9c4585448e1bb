import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * `npm run bench` interrupted (issue 37, part 6): Ctrl-C or SIGTERM stops every process it started. Runs the
 * gateway bench (its stack: Redis, the MongoDB stand-in, svc-auth and the gateway, each its own process group),
 * interrupts it once that stack is up, and finds none of its processes left.
 */
const ROOT = join(import.meta.dirname, '..', '..');

/** Every process below `pid` (its children, theirs...), from `ps`. */
const descendantsOf = (pid: number): number[] => {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [child, ppid] of rows)
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
  }
  return found;
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm run bench, interrupted', () => {
  it.each([['SIGINT', 130] as const, ['SIGTERM', 143] as const])(
    '%s stops every process it started, then exits %i',
    async (signal, code) => {
      // Its own MongoDB and Redis, as `npm run bench` picks them (not the suite's, which it would reuse).
      const { MONGODB_URI: _mongo, REDIS_URL: _redis, ...env } = process.env;
      const runner = spawn(process.execPath, [join(ROOT, 'infra', 'bench', 'run.ts'), 'gateway'], {
        cwd: ROOT,
        env: { ...env, BENCH_DURATION: '30', BENCH_WARMUP: '30', BENCH_ROUNDS: '1' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let output = '';
      runner.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) =>
        runner.once('exit', (status) => resolve(status)),
      );
      // Wait for its stack (the stand-in, Redis, svc-auth, the gateways) to run: the bench then warms up its targets.
      const deadline = Date.now() + 150_000;
      while (Date.now() < deadline) {
        if (output.includes('[bench] warming up')) break;
        await sleep(500);
      }
      const started = descendantsOf(runner.pid!);
      try {
        // The stand-in (or a mongod), Redis, svc-auth and two gateways: processes of their own.
        expect(started.length).toBeGreaterThanOrEqual(5);
      } catch (error) {
        runner.kill('SIGKILL');
        throw error;
      }
      runner.kill(signal);
      expect(await exited).toBe(code);
      expect(output).toContain(`${signal}: stopping every process the benches started`);
      // Each stopped (within the grace the runner gives them).
      for (let waited = 0; waited < 5_000 && started.some(alive); waited += 250) await sleep(250);
      expect(started.filter(alive)).toEqual([]);
    },
    240_000,
  );
});
