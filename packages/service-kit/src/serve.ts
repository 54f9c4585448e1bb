import { chmod, lstat, unlink } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo, Server as NetServer } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { HttpBindings } from '@hono/node-server';
import { withDeadline } from './health.ts';
import type { TLogger } from './logger.ts';
import type { Duplex } from 'node:stream';

type TFetch = (request: Request, env: HttpBindings) => Response | Promise<Response>;

export type THttpServer = {
  server: Server;
  port: number;
  /** The Unix domain socket it also answers on, when given one. */
  socketPath?: string;
  /** Stops accepting, lets in-flight requests finish (at most `deadlineMs`), then closes every socket. */
  stop: (deadlineMs: number) => Promise<void>;
};

const listening = (server: Server | NetServer, listen: (done: () => void) => void) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    listen(() => {
      server.off('error', reject);
      resolve();
    });
  });

/** Removes a socket file a previous run of the process left (it was killed): anything else is left alone. */
const removeStaleSocket = async (path: string) => {
  const stat = await lstat(path).catch(() => null);
  if (stat?.isSocket()) await unlink(path);
};

/**
 * Also answers on a Unix domain socket: its connections are handed to the same HTTP server, so requests are
 * counted, drained and closed with the TCP ones. Only the process' own user may connect (mode 0600).
 */
const listenOnSocket = async (server: Server, path: string): Promise<NetServer> => {
  await removeStaleSocket(path);
  const socketServer = createNetServer((socket) => server.emit('connection', socket));
  await listening(socketServer, (done) => socketServer.listen({ path }, done));
  await chmod(path, 0o600);
  return socketServer;
};

/**
 * How long an HTTP server here keeps an idle keep-alive connection: longer than any proxy in front keeps its idle
 * pooled sockets (the gateway's pools 10 s, npm start's ingress 2 s, nginx 60 s), so the proxy, never the server,
 * ends an idle connection, and a request the proxy writes on a pooled socket never meets one closing under it.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * How long a client may take to send a request's headers, and the whole request with its body (uploads of
 * 12 MiB included), before the server answers 408 and closes the connection: a client that announces a body and
 * never sends it, or sends it a byte at a time, holds its socket this long at most. Checked every second (Node's
 * default is every 30 s, which let such a request stand 90 s).
 */
export const HTTP_TIMEOUTS = { headersMs: 10_000, requestMs: 60_000, checkEveryMs: 1_000 };

/** How long a refused connection's rest is read and dropped before it is closed (a lingering close). */
const LINGER_MS = 2_000;
const answered = new WeakSet<Duplex>();

/**
 * A request the HTTP parser refuses (a head over the size limit, a malformed one, one too slow to arrive) is
 * answered as Node does (431, 400 or 408, `Connection: close`), then closed gracefully: what the client is still
 * sending is read and dropped for a moment before the socket goes. Node's default destroys it at once, and a
 * client still writing (a 1 MB head) then got a reset that lost the answer (the fuzz suite's 'no answer').
 */
const answerClientError = (error: Error & { code?: string }, socket: Duplex) => {
  if (answered.has(socket)) return;
  answered.add(socket);
  socket.on('error', () => socket.destroy());
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? '431 Request Header Fields Too Large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? '408 Request Timeout'
        : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.on('data', () => undefined);
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
};

/**
 * Listens on `port` (0 picks a free one), and on `socketPath` too when given (a gateway on the same host
 * reaches it there, without the TCP stack), keeps idle connections {@link KEEP_ALIVE_TIMEOUT_MS}, bounds how
 * long a request may take to arrive ({@link HTTP_TIMEOUTS}), and tracks
 * in-flight requests, so `stop` can drain them: stop accepting, answer what is running (at most `deadlineMs`),
 * then close every socket.
 */
export const listenHttp = async (
  server: Server,
  options: {
    port: number;
    hostname?: string;
    socketPath?: string;
    /** Shorter limits than {@link HTTP_TIMEOUTS} (tests). */
    timeouts?: Partial<typeof HTTP_TIMEOUTS>;
  },
): Promise<THttpServer> => {
  const timeouts = { ...HTTP_TIMEOUTS, ...options.timeouts };
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  // Read when the server starts listening (node:http's connection checker).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    timeouts.checkEveryMs;
  server.on('clientError', answerClientError);
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
  });
  await listening(server, (done) => server.listen(options.port, options.hostname, done));
  const socketServer = options.socketPath
    ? await listenOnSocket(server, options.socketPath).catch(async (error: unknown) => {
        await new Promise((resolve) => server.close(resolve));
        throw error;
      })
    : null;

  const stop = async (deadlineMs: number) => {
    // Closing the socket server stops new connections there and removes its file.
    const socketClosed = new Promise<void>((resolve) =>
      socketServer ? socketServer.close(() => resolve()) : resolve(),
    );
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
    await Promise.all([closed, socketClosed]);
  };
  return {
    server,
    port: (server.address() as AddressInfo).port,
    ...(options.socketPath ? { socketPath: options.socketPath } : {}),
    stop,
  };
};

/** Serves a Hono app with @hono/node-server; see {@link listenHttp}. */
export const startHttpServer = (options: {
  fetch: TFetch;
  port: number;
  hostname?: string;
  /** A Unix domain socket to answer on as well ({@link listenHttp}). */
  socketPath?: string;
}): Promise<THttpServer> => {
  const server = createAdaptorServer({
    fetch: options.fetch as (request: Request, env: unknown) => Response | Promise<Response>,
  }) as Server;
  return listenHttp(server, {
    port: options.port,
    ...(options.hostname === undefined ? {} : { hostname: options.hostname }),
    ...(options.socketPath === undefined ? {} : { socketPath: options.socketPath }),
  });
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
