/**
 * Hop-by-hop header fields: they describe one connection, not the message, so a proxy does not forward them
 * (RFC 9110 section 7.6.1, plus `proxy-connection` and the others undici refuses to be handed). The gateway and
 * the dev ingress drop these both ways, with any header a Connection header names.
 */
export const HOP_BY_HOP_HEADERS: readonly string[] = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
