import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { HttpBindings } from '@hono/node-server';
import { withDeadline } from './health.ts';
import type { TLogger } from './logger.ts';

type TFetch = (request: Request, env: HttpBindings) => Response | Promise<Response>;

export type THttpServer = {
  server: Server;
  port: number;
  /** Stops accepting, lets in-flight requests finish (at most `deadlineMs`), then closes every socket. */
  stop: (deadlineMs: number) => Promise<void>;
};

/**
 * Listens on `port` (0 picks a free one) and tracks in-flight requests, so `stop` can drain them: stop
 * accepting, answer what is running (at most `deadlineMs`), then close every socket.
 */
export const listenHttp = async (
  server: Server,
  options: { port: number; hostname?: string },
): Promise<THttpServer> => {
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const stop = async (deadlineMs: number) => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    if (inFlight > 0) {
      const idle = new Promise<void>((resolve) => {
        onIdle = resolve;
      });
      await withDeadline(idle, deadlineMs).catch(() => undefined);
    }
    // Keep-alive sockets between requests would otherwise hold close() open until they time out.
    server.closeAllConnections();
    await closed;
  };
  return { server, port: (server.address() as AddressInfo).port, stop };
};

/** Serves a Hono app with @hono/node-server; see {@link listenHttp}. */
export const startHttpServer = (options: {
  fetch: TFetch;
  port: number;
  hostname?: string;
  /** Keep-alive idle time; above the gateway pool's so the gateway, not the service, ends idle sockets. */
  keepAliveTimeoutMs?: number;
}): Promise<THttpServer> => {
  const server = createAdaptorServer({
    fetch: options.fetch as (request: Request, env: unknown) => Response | Promise<Response>,
  }) as Server;
  server.keepAliveTimeout = options.keepAliveTimeoutMs ?? 65_000;
  return listenHttp(server, { port: options.port, hostname: options.hostname });
};

/** One step of a graceful shutdown, run in the order added. */
export type TShutdownStep = { name: string; run: () => Promise<unknown> };

/**
 * Graceful shutdown: on SIGTERM/SIGINT flip readiness to draining, then run each step in order (HTTP
 * server, workers, queues, connections), each bounded by the deadline, then exit. A second signal exits at once.
 */
export const createShutdown = (options: { log: TLogger; deadlineMs?: number }) => {
  const deadlineMs = options.deadlineMs ?? 15_000;
  const steps: TShutdownStep[] = [];
  let draining = false;
  let running: Promise<void> | undefined;

  const run = (reason: string): Promise<void> => {
    running ??= (async () => {
      draining = true;
      options.log.info({ reason }, 'shutting down');
      for (const step of steps) {
        try {
          await withDeadline(step.run(), deadlineMs);
          options.log.info({ step: step.name }, 'closed');
        } catch (error) {
          options.log.error({ step: step.name, err: error }, 'shutdown step failed');
        }
      }
    })();
    return running;
  };

  return {
    isDraining: () => draining,
    /** Adds a step; steps run in the order they were added. */
    add(name: string, step: () => Promise<unknown>) {
      steps.push({ name, run: step });
    },
    run,
    /** Installs the signal handlers of a process entry point. */
    trapSignals() {
      const onSignal = (signal: NodeJS.Signals) => {
        if (running) {
          options.log.warn({ signal }, 'second signal: exiting now');
          process.exit(1);
        }
        void run(signal).then(() => process.exit(0));
      };
      process.on('SIGTERM', onSignal);
      process.on('SIGINT', onSignal);
    },
  };
};
