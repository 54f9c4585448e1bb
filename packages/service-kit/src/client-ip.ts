/**
 * The client IP from X-Forwarded-For, skipping the entries appended by `trustedProxies` proxies in front of the
 * service (TRUSTED_PROXIES: the edge and any load balancer before the gateway, which appends its own peer too).
 * Read from the right, so an entry the client wrote itself is never taken for its address.
 */
export const clientIp = (forwardedFor: string | undefined, trustedProxies: number): string => {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (hops.length === 0) return 'unknown';
  return hops[Math.max(0, hops.length - 1 - trustedProxies)] as string;
};

/**
 * The X-Forwarded-For a proxy passes on: of the header it received, only the last `trustedProxies` entries (those
 * appended by the trusted proxies in front of it, the first of them the client's address), then its own peer.
 * Whatever a client wrote itself is dropped, so a client that reaches the proxy directly cannot name an address
 * for the services' per-IP limits: they see its real one.
 */
export const forwardedFor = (received: string | undefined, trustedProxies: number, peer: string): string => {
  if (trustedProxies === 0 || !received) return peer;
  const hops = received
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return [...hops.slice(-trustedProxies), peer].join(', ');
};
