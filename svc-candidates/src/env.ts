import { z } from 'zod';
import { DEFAULT_PORTS } from '@gtm/contracts/ports';
import { serviceEnvShape, zFlag, zServiceUrl } from '@gtm/service-kit/env';

/** svc-candidates' environment: the service variables plus the S3 store for uploads (optional until uploads land). */
export const ZCandidatesEnv = z.object({
  ...serviceEnvShape,
  /** svc-clients, which answers who an employer is and which companies exist (internal calls). */
  SVC_CLIENTS_URL: zServiceUrl.default(`http://127.0.0.1:${DEFAULT_PORTS['svc-clients']}`),
  /** svc-auth, which names the admins (who shared a combine, who replied to a client): internal calls. */
  SVC_AUTH_URL: zServiceUrl.default(`http://127.0.0.1:${DEFAULT_PORTS['svc-auth']}`),
  S3_ENDPOINT: z.url().optional(),
  /** The origin browsers reach the store at, which signed links name (default: S3_ENDPOINT). */
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs, which local S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: zFlag(false),
});
export type TCandidatesEnv = z.infer<typeof ZCandidatesEnv>;
