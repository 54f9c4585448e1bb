import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Pool } from 'undici';
import type { TLogger } from '@gtm/service-kit/logger';

/** One running copy of a service: its keep-alive pool and what the gateway has seen of its health. */
export type TInstance = {
  readonly origin: string;
  readonly pool: Pool;
  /** Failures in a row (connection refused or reset, no answer in time); 0 once it answers. */
  failures: number;
  /** Until when it gets no requests (a cool-down after a failure; 0: in service). */
  downUntil: number;
};

/** How a failed instance is taken out and brought back. */
export type THealthPolicy = {
  /** The first cool-down; each further failure in a row doubles it. */
  initialCooldownMs: number;
  /** The longest cool-down. */
  maxCooldownMs: number;
};

/**
 * A failed instance sits out 1 s, then 2, 4... up to 10 s; after its cool-down it gets requests again, and the
 * first answer puts it back in full service (passive health checks: no probe traffic, real requests decide).
 */
export const DEFAULT_HEALTH_POLICY: THealthPolicy = { initialCooldownMs: 1_000, maxCooldownMs: 10_000 };

export type TPoolOptions = {
  /** Sockets per instance. Measured on 2 cores with 50 clients: 16 beat 4, 8 and 32 (infra/bench). */
  connections?: number;
  /** An instance that does not accept a connection within this is down: 502 fast, or the next instance. */
  connectTimeoutMs?: number;
};

/** The cool-down after `failures` failures in a row. */
export const cooldownMs = (failures: number, policy: THealthPolicy = DEFAULT_HEALTH_POLICY) =>
  Math.min(policy.initialCooldownMs * 2 ** Math.max(0, failures - 1), policy.maxCooldownMs);

/** An instance on this host reached through its Unix domain socket: `unix:` + the socket's absolute path. */
export const UNIX_SOCKET_PREFIX = 'unix:';

const openPool = (origin: string, options: TPoolOptions) => {
  const socketPath = origin.startsWith(UNIX_SOCKET_PREFIX) ? origin.slice(UNIX_SOCKET_PREFIX.length) : null;
  // Over a socket the URL only names the Host header the service sees.
  return new Pool(socketPath === null ? origin : 'http://localhost', {
    connections: options.connections ?? 16,
    pipelining: 1,
    connect: {
      timeout: options.connectTimeoutMs ?? 1_000,
      ...(socketPath === null ? {} : { socketPath }),
    },
    // Below the services' 65 s keep-alive, so the gateway closes idle sockets before a service can.
    keepAliveTimeout: 10_000,
  });
};

/**
 * A service's instances, balanced round-robin over those in service. Given several origins (SVC_AUTH_URL=
 * `http://a:4001,http://b:4001`) each is an instance; with `discoverEvery`, a host name is looked up again on
 * that period and each address it has is an instance (compose's `deploy.replicas` behind one name).
 */
export const createInstanceSet = (
  service: string,
  origins: readonly string[],
  options: TPoolOptions & {
    log?: TLogger;
    policy?: THealthPolicy;
    /** Look host names up again this often (ms); 0 or absent: connect to them as given. */
    discoverEvery?: number;
    now?: () => number;
  } = {},
) => {
  const policy = options.policy ?? DEFAULT_HEALTH_POLICY;
  const now = options.now ?? Date.now;
  let instances: TInstance[] = origins.map((origin) => ({
    origin,
    pool: openPool(origin, options),
    failures: 0,
    downUntil: 0,
  }));
  let next = 0;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  /** Every address each named origin resolves to, as origins; IP origins stay as they are. */
  const discover = async () => {
    const found = await Promise.all(
      origins.map(async (origin) => {
        if (origin.startsWith(UNIX_SOCKET_PREFIX)) return [origin];
        const url = new URL(origin);
        const host = url.hostname.replace(/^\[|\]$/g, '');
        if (isIP(host) !== 0) return [origin];
        const addresses = await lookup(host, { all: true });
        return addresses.map(({ address, family }) => {
          const instance = new URL(origin);
          instance.hostname = family === 6 ? `[${address}]` : address;
          return instance.origin;
        });
      }),
    );
    const wanted = [...new Set(found.flat())];
    if (closed || wanted.length === 0) return;
    const kept = instances.filter((instance) => wanted.includes(instance.origin));
    const gone = instances.filter((instance) => !wanted.includes(instance.origin));
    const added = wanted
      .filter((origin) => !kept.some((instance) => instance.origin === origin))
      .map((origin) => ({ origin, pool: openPool(origin, options), failures: 0, downUntil: 0 }));
    if (gone.length === 0 && added.length === 0) return;
    instances = [...kept, ...added];
    options.log?.info({ upstream: service, instances: instances.map((i) => i.origin) }, 'instances changed');
    await Promise.all(gone.map((instance) => instance.pool.close().catch(() => undefined)));
  };

  if (options.discoverEvery) {
    const refresh = () =>
      discover().catch((error: unknown) =>
        options.log?.warn({ upstream: service, err: error }, 'instance discovery failed'),
      );
    void refresh();
    timer = setInterval(refresh, options.discoverEvery);
    timer.unref();
  }

  return {
    /** The instances now (discovery may change them). */
    all: (): readonly TInstance[] => instances,

    /**
     * The next instance in service, round-robin, other than those tried already; when every untried one is
     * cooling down, the one whose cool-down ends first (a request may still find it back); null when every
     * instance was tried.
     */
    pick(tried?: readonly TInstance[]): TInstance | null {
      const count = instances.length;
      const at = now();
      let fallback: TInstance | null = null;
      for (let step = 0; step < count; step += 1) {
        const index = (next + step) % count;
        const instance = instances[index] as TInstance;
        if (tried?.includes(instance)) continue;
        if (instance.downUntil <= at) {
          next = index + 1;
          return instance;
        }
        if (fallback === null || instance.downUntil < fallback.downUntil) fallback = instance;
      }
      return fallback;
    },

    /** It answered: back in full service. */
    succeeded(instance: TInstance) {
      if (instance.failures === 0) return;
      options.log?.info({ upstream: service, instance: instance.origin }, 'instance back in service');
      instance.failures = 0;
      instance.downUntil = 0;
    },

    /** It could not be reached or did not answer in time: out of service for a cool-down. */
    failed(instance: TInstance, reason: string) {
      instance.failures += 1;
      const wait = cooldownMs(instance.failures, policy);
      instance.downUntil = now() + wait;
      options.log?.warn(
        {
          upstream: service,
          instance: instance.origin,
          reason,
          failures: instance.failures,
          cooldownMs: wait,
        },
        'instance taken out of service',
      );
    },

    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await Promise.all(instances.map((instance) => instance.pool.close()));
    },
  };
};
export type TInstanceSet = ReturnType<typeof createInstanceSet>;
