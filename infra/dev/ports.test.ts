import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort } from './ports.ts';

const ephemeralStart = () => {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return null;
  }
};

describe('freePort', () => {
  it('hands out distinct ports below the ephemeral range, each free to listen on', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(20);
    const start = ephemeralStart();
    if (start !== null && start > 21_000) {
      for (const port of ports) expect(port).toBeLessThan(start);
    }
    for (const port of ports.slice(0, 3)) {
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
