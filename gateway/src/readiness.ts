import type { Redis } from 'ioredis';
import { ZReadiness } from '@gtm/contracts/readiness';
import type { TCheckStatus, TReadiness } from '@gtm/contracts/readiness';
import { runReadiness, withDeadline } from '@gtm/service-kit/health';
import type { TLogger } from '@gtm/service-kit/logger';
import { pingRedis } from '@gtm/service-kit/redis';
import type { TUpstream } from './proxy.ts';
import type { TInstance } from './upstream-instances.ts';

type TProbe = { ok: boolean; checks: Record<string, TCheckStatus> };

/** One instance's own `/readyz`, asked through its pool. */
const probeInstance = async (instance: TInstance, timeoutMs: number): Promise<TProbe> => {
  const response = await instance.pool.request({
    path: '/readyz',
    method: 'GET',
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const readiness = ZReadiness.safeParse(await response.body.json().catch(() => null));
  return { ok: response.statusCode === 200, checks: readiness.success ? readiness.data.checks : {} };
};

/**
 * A service is ready when one of its instances is (the gateway routes around the others); its checks come back
 * under `<service>.<check>`, from a ready instance when there is one.
 */
const probeService = async (upstream: TUpstream, timeoutMs: number): Promise<TProbe> => {
  const probes = await Promise.all(
    upstream.instances
      .all()
      .map((instance) => probeInstance(instance, timeoutMs).catch((): TProbe => ({ ok: false, checks: {} }))),
  );
  return probes.find((probe) => probe.ok) ?? probes[0] ?? { ok: false, checks: {} };
};

/**
 * `GET /api/readyz`: the gateway's Redis and every service's readiness, asked in parallel, each within the
 * deadline. Ready only when all are; the body lists each check so an operator sees which one failed.
 */
export const gatewayReadiness = async (deps: {
  redis: Redis;
  upstreams: readonly TUpstream[];
  timeoutMs: number;
  log: TLogger;
}): Promise<TReadiness> => {
  const [own, ...services] = await Promise.all([
    runReadiness({ redis: () => pingRedis(deps.redis) }, { timeoutMs: deps.timeoutMs, log: deps.log }),
    ...deps.upstreams.map((upstream) =>
      withDeadline(probeService(upstream, deps.timeoutMs), deps.timeoutMs).catch((error: unknown) => {
        deps.log.warn({ upstream: upstream.service, err: error }, 'service readiness probe failed');
        return { ok: false, checks: {} };
      }),
    ),
  ]);
  const checks: Record<string, TCheckStatus> = { ...own.checks };
  deps.upstreams.forEach((upstream, index) => {
    const probe = services[index] as { ok: boolean; checks: Record<string, TCheckStatus> };
    checks[upstream.service] = probe.ok ? 'ok' : 'fail';
    for (const [name, status] of Object.entries(probe.checks)) checks[`${upstream.service}.${name}`] = status;
  });
  const ready = Object.values(checks).every((status) => status === 'ok');
  return { status: ready ? 'ready' : 'unavailable', checks };
};
