import { connect } from 'node:net';

/**
 * A container health check without curl in the image: `node infra/docker/healthcheck.ts <url>` succeeds when
 * the URL answers 2xx; `node infra/docker/healthcheck.ts --redis` when REDIS_URL answers PING (a worker's
 * lifeline: a worker without Redis cannot take jobs).
 */
const TIMEOUT_MS = 3_000;

async function httpOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  return response.ok;
}

function redisPong(url: string): Promise<boolean> {
  const { hostname, port, password, username } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy());
    let reply = '';
    socket.on('connect', () => {
      const auth = password
        ? `AUTH ${username ? `${decodeURIComponent(username)} ` : ''}${decodeURIComponent(password)}\r\n`
        : '';
      socket.write(`${auth}PING\r\n`);
    });
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('+PONG')) {
        socket.end();
        resolve(true);
      } else if (reply.includes('-')) {
        socket.destroy();
        resolve(false);
      }
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(reply.includes('+PONG')));
  });
}

const target = process.argv[2];
if (target === undefined) {
  process.stderr.write('usage: node infra/docker/healthcheck.ts <url> | --redis\n');
  process.exit(2);
}
const healthy = await (
  target === '--redis' ? redisPong(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : httpOk(target)
).catch(() => false);
process.exit(healthy ? 0 : 1);
