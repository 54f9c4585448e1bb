import { z } from 'zod';
import { serviceEnvShape, zEmailList } from '@gtm/service-kit/env';

/** svc-auth's environment: the service variables plus e-mail delivery and the admin list. */
export const ZAuthEnv = z.object({
  ...serviceEnvShape,
  /** An SES-compatible endpoint (aws-ses-v2-local in development); unset means the region's real SES. */
  SES_ENDPOINT: z.url().optional(),
  SES_REGION: z.string().min(1).default('us-east-1'),
  MAIL_FROM: z.string().min(3).default('GTM Combine <no-reply@gtmcombine.test>'),
  /** Addresses that must exist as admin accounts; ensured at every start. */
  ADMIN_EMAILS: zEmailList,
});
export type TAuthEnv = z.infer<typeof ZAuthEnv>;
