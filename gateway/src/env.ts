import { z } from 'zod';
import { zFlag, zIdentitySecret, zPort } from '@gtm/service-kit/env';
import { LOG_LEVELS } from '@gtm/service-kit/logger';

const zServiceUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

/** The gateway's environment (parsed at boot; a bad value stops it with a message naming the variable). */
export const ZGatewayEnv = z.object({
  PORT: zPort,
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'),
  IDENTITY_SECRET: zIdentitySecret,
  SVC_AUTH_URL: zServiceUrl,
  SVC_CANDIDATES_URL: zServiceUrl,
  SVC_CLIENTS_URL: zServiceUrl,
  /** The portal's own origin: state-changing requests from any other origin are refused. */
  PUBLIC_ORIGIN: z.url().transform((url) => new URL(url).origin),
  /** Set behind HTTPS: adds HSTS (and svc-auth marks the session cookie Secure). */
  COOKIE_SECURE: zFlag(false),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Where `/api/docs` loads Scalar's standalone bundle from (a self-hosted copy where the CDN is not wanted). */
  API_DOCS_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
});
export type TGatewayEnv = z.infer<typeof ZGatewayEnv>;
