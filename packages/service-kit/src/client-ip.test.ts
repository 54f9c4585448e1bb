import { clientIp, forwardedFor } from './client-ip.ts';

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

describe('forwardedFor', () => {
  it('keeps only the entries the trusted proxies appended, then the peer', () => {
    // No proxy is trusted: a spoofed header is dropped, the services see the peer.
    expect(forwardedFor('6.6.6.6', 0, '203.0.113.9')).toBe('203.0.113.9');
    // One proxy in front (the ingress): the client address it appended, then the ingress itself.
    expect(forwardedFor('6.6.6.6, 203.0.113.9', 1, '127.0.0.1')).toBe('203.0.113.9, 127.0.0.1');
    expect(forwardedFor(' 10.0.0.5 ,, 203.0.113.9 ', 2, '127.0.0.1')).toBe(
      '10.0.0.5, 203.0.113.9, 127.0.0.1',
    );
    expect(forwardedFor(undefined, 1, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('gives a service reading past the same proxies the client the first proxy saw, never a written one', () => {
    const throughIngress = forwardedFor('6.6.6.6, 203.0.113.9', 1, '127.0.0.1');
    expect(clientIp(throughIngress, 1)).toBe('203.0.113.9');
    // The gateway reached without its proxy: whatever the header says, the per-IP key is the peer.
    expect(clientIp(forwardedFor('6.6.6.6', 0, '198.51.100.7'), 1)).toBe('198.51.100.7');
  });
});
