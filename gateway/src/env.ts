import { z } from 'zod';
import { tracingEnvShape, zFlag, zHost, zIdentitySecret, zPort } from '@gtm/service-kit/env';
import { LOG_LEVELS } from '@gtm/service-kit/logger';
import { DEFAULT_UPLOAD_UPSTREAM_TIMEOUT_MS, DEFAULT_UPSTREAM_TIMEOUT_MS } from './proxy.ts';

const zServiceUrl = z.union([
  z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
  // A replica on this host, by its Unix domain socket (the service's HTTP_SOCKET).
  z.string().regex(/^unix:\/[^,]{1,99}$/, 'must be unix: followed by an absolute socket path'),
]);
/** One service's address, or its replicas' addresses separated by commas. */
const zServiceUrls = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(z.array(zServiceUrl).min(1, 'must name at least one http(s) URL or unix: socket'));

/** The gateway's environment (parsed at boot; a bad value stops it with a message naming the variable). */
export const ZGatewayEnv = z.object({
  PORT: zPort,
  /** The address PORT listens on: 127.0.0.1 unless set (the container image sets 0.0.0.0). */
  HOST: zHost,
  /**
   * Proxies in front of the gateway that append to X-Forwarded-For (the ingress: 1). Only the entries they
   * appended are passed on to the services, then the gateway's own peer; anything a client wrote is dropped.
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'),
  IDENTITY_SECRET: zIdentitySecret,
  /**
   * Each service's URL, or a comma-separated list of its replicas' URLs (balanced, with passive health checks);
   * a replica on this host may be given as `unix:/path/to.sock` (its HTTP_SOCKET).
   */
  SVC_AUTH_URL: zServiceUrls,
  SVC_CANDIDATES_URL: zServiceUrls,
  SVC_CLIENTS_URL: zServiceUrls,
  /**
   * Look the services' host names up again this often (ms) and balance over every address (compose's
   * `deploy.replicas` behind one name); 0: connect to the names as given (a Kubernetes Service's one address).
   */
  UPSTREAM_DISCOVERY_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  /** The portal's own origin: state-changing requests from any other origin are refused. */
  PUBLIC_ORIGIN: z.url().transform((url) => new URL(url).origin),
  /** Set behind HTTPS: adds HSTS (and svc-auth marks the session cookie Secure). */
  COOKIE_SECURE: zFlag(false),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** How long a service may take to start answering before the gateway answers 504 (uploads: the next one). */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_UPSTREAM_TIMEOUT_MS),
  /** The same for uploads (multipart bodies), counted once the body is sent. */
  UPLOAD_UPSTREAM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DEFAULT_UPLOAD_UPSTREAM_TIMEOUT_MS),
  /** Traces over OTLP when an endpoint is set (service-kit's tracing.ts). */
  ...tracingEnvShape,
});
export type TGatewayEnv = z.infer<typeof ZGatewayEnv>;
