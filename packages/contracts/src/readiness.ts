import { z } from 'zod';

/** Outcome of one readiness check; failures carry no detail so a public probe leaks nothing. */
export const ZCheckStatus = z.enum(['ok', 'fail']);
export type TCheckStatus = z.infer<typeof ZCheckStatus>;

/**
 * Body of `GET /readyz` (services) and `GET /api/readyz` (gateway): 200 when every check is `ok`, else 503.
 * The gateway flattens each service's checks as `<service>.<check>` beside `<service>` itself.
 */
export const ZReadiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.record(z.string(), ZCheckStatus),
});
export type TReadiness = z.infer<typeof ZReadiness>;

/** Body of `GET /healthz` (services) and `GET /api/healthz` (gateway): the process is alive. */
export const ZHealth = z.object({ status: z.literal('ok') });
export type THealth = z.infer<typeof ZHealth>;
