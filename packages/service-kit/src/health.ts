import { Hono } from 'hono';
import type { TCheckStatus, THealth, TReadiness } from '@gtm/contracts/readiness';
import type { TAppEnv } from './create-app.ts';
import type { TLogger } from './logger.ts';

/** A dependency probe: resolves when the dependency answers, throws otherwise. */
export type TReadinessCheck = () => Promise<unknown>;

/** Rejects after `ms`, so one hung dependency cannot hold a probe past its deadline. */
export const withDeadline = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/** Runs every check in parallel within the deadline; failures are logged with their cause, answered as `fail`. */
export const runReadiness = async (
  checks: Record<string, TReadinessCheck>,
  options: { timeoutMs: number; log: TLogger },
): Promise<TReadiness> => {
  const names = Object.keys(checks);
  const outcomes = await Promise.allSettled(
    names.map((name) => withDeadline(Promise.resolve().then(checks[name]), options.timeoutMs)),
  );
  const results: Record<string, TCheckStatus> = {};
  outcomes.forEach((outcome, index) => {
    const name = names[index] as string;
    results[name] = outcome.status === 'fulfilled' ? 'ok' : 'fail';
    if (outcome.status === 'rejected')
      options.log.warn({ check: name, err: outcome.reason }, 'readiness check failed');
  });
  const ready = Object.values(results).every((status) => status === 'ok');
  return { status: ready ? 'ready' : 'unavailable', checks: results };
};

/**
 * `GET /healthz` (the process answers; no dependencies) and `GET /readyz` (every dependency answers, and the
 * process is not draining: a SIGTERM flips readiness first so load balancers stop sending traffic).
 */
export const healthRoutes = (options: {
  checks: Record<string, TReadinessCheck>;
  isDraining: () => boolean;
  timeoutMs?: number;
}) =>
  new Hono<TAppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' } satisfies THealth))
    .get('/readyz', async (c) => {
      const readiness = await runReadiness(options.checks, {
        timeoutMs: options.timeoutMs ?? 2_000,
        log: c.get('log'),
      });
      if (options.isDraining()) {
        readiness.status = 'unavailable';
        readiness.checks.draining = 'fail';
      }
      return c.json(readiness, readiness.status === 'ready' ? 200 : 503);
    });
