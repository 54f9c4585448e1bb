import { createServer } from 'node:net';

/** Asks the kernel for a free TCP port on the loopback interface by binding port 0. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
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
