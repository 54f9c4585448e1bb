import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Whether something could listen on `port` now. */
const canListen = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });

/** Asks the kernel for a free TCP port by binding port 0: one of its ephemeral ports. */
async function ephemeralPort(host: string): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('could not read the bound port');
  return address.port;
}

/** The lowest port the kernel gives outgoing connections (Linux: ip_local_port_range, 32768 by default). */
const ephemeralRangeStart = (): number => {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > 0 ? port : 32_768;
  } catch {
    // macOS and Windows start theirs at 49152.
    return 49_152;
  }
};

const PICK_FROM = 20_000;
/** Ports this process handed out already: two picks in a row never collide before either listens. */
const handedOut = new Set<number>();

/**
 * A free TCP port on the loopback interface for a server this process is about to start. Picked at random
 * below the kernel's ephemeral range, so that no outgoing connection (to MongoDB, Redis, a service...) can take
 * it as its local port between the pick and the listen, which made starts fail with EADDRINUSE now and then; the
 * kernel's own pick where that range leaves no room.
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const below = ephemeralRangeStart();
  if (below - PICK_FROM >= 1_000) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const port = PICK_FROM + Math.floor(Math.random() * (below - PICK_FROM));
      if (handedOut.has(port)) continue;
      handedOut.add(port);
      if (await canListen(port, host)) return port;
    }
  }
  return ephemeralPort(host);
}

/** Resolves a port from an environment variable, else a fixed default, else (default 0) a free port. */
export async function portFrom(env: NodeJS.ProcessEnv, variable: string, fallback: number): Promise<number> {
  const raw = env[variable];
  if (raw !== undefined && raw !== '') {
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new Error(`${variable} must be a TCP port number, got "${raw}"`);
    }
    return port === 0 ? freePort() : port;
  }
  return fallback === 0 ? freePort() : fallback;
}

/** Throws a readable error when `port` is taken, for servers that would crash on EADDRINUSE instead of reporting it. */
export async function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  if (port === 0) return;
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message)),
    );
    server.listen(port, host, resolve);
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
