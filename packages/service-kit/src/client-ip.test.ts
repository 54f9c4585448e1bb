import { clientIp } from './client-ip.ts';

describe('clientIp', () => {
  it('takes the address the gateway saw, or the one past the trusted proxies', () => {
    expect(clientIp('203.0.113.9', 0)).toBe('203.0.113.9');
    // A client can write anything on the left; only entries appended by our own proxies are trusted.
    expect(clientIp('6.6.6.6, 203.0.113.9, 10.0.0.2', 0)).toBe('10.0.0.2');
    expect(clientIp('6.6.6.6, 203.0.113.9, 10.0.0.2', 1)).toBe('203.0.113.9');
    expect(clientIp('10.0.0.2', 3)).toBe('10.0.0.2');
  });

  it('answers a fixed key when there is no header', () => {
    expect(clientIp(undefined, 0)).toBe('unknown');
    expect(clientIp(' , ', 0)).toBe('unknown');
  });
});
