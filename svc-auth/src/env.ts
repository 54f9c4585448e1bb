import { z } from 'zod';
import { RESEND_COOLDOWN_SECONDS } from '@gtm/contracts/auth';
import { DEFAULT_PORTS, DEFAULT_PUBLIC_ORIGIN } from '@gtm/contracts/ports';
import { serviceEnvShape, zEmailList, zFlag, zServiceUrl } from '@gtm/service-kit/env';

const zCount = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** svc-auth's environment: the service variables plus e-mail delivery and the admin list. */
export const ZAuthEnv = z.object({
  ...serviceEnvShape,
  /** An SES-compatible endpoint (aws-ses-v2-local in development); unset means the region's real SES. */
  SES_ENDPOINT: z.url().optional(),
  /** Only whether it is set is read here: with none, a local SES_ENDPOINT is signed with placeholder keys. */
  AWS_ACCESS_KEY_ID: z.string().optional(),
  SES_REGION: z.string().min(1).default('us-east-1'),
  MAIL_FROM: z.string().min(3).default('GTM Combine <no-reply@gtmcombine.test>'),
  /**
   * E-mails sent per second at most, by every e-mail worker together (0, the default: no limit): the SES
   * account's maximum send rate, which SES enforces by refusing what goes faster.
   */
  EMAIL_MAX_PER_SECOND: zCount(0),
  /** Addresses that must exist as admin accounts; ensured at every start. */
  ADMIN_EMAILS: zEmailList,
  /** Secret the sign-in code keys derive from (HKDF); unset means IDENTITY_SECRET under other labels. */
  AUTH_CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Absolute lifetime of a session (the Redis TTL); the idle timeout is the user's sessionTimeout. */
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(7 * 24),
  /** The portal's public origin: links in e-mails (an invitation's, a reminder's) point at it. */
  PUBLIC_ORIGIN: z
    .url()
    .transform((url) => new URL(url).origin)
    .default(DEFAULT_PUBLIC_ORIGIN),
  /** svc-clients, which answers who an employer is and which companies exist (internal calls). */
  SVC_CLIENTS_URL: zServiceUrl.default(`http://127.0.0.1:${DEFAULT_PORTS['svc-clients']}`),
  /** Secure cookies (behind HTTPS). */
  COOKIE_SECURE: zFlag(false),
  /** Seconds before the same e-mail may ask for another code (0 turns the cooldown off). */
  AUTH_RESEND_COOLDOWN_SECONDS: zCount(RESEND_COOLDOWN_SECONDS),
  /** Codes one e-mail may ask for per window. */
  AUTH_EMAIL_LIMIT: zCount(10),
  AUTH_EMAIL_WINDOW_SECONDS: zCount(3600),
  /** Sign-in requests (code requests and verifications) one client IP may make per window. */
  AUTH_IP_LIMIT: zCount(100),
  AUTH_IP_WINDOW_SECONDS: zCount(900),
});
export type TAuthEnv = z.infer<typeof ZAuthEnv>;
