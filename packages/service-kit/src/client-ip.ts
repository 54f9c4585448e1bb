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
