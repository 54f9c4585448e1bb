import { z } from 'zod';

/** Templates the svc-auth e-mail worker can render. Sign-in templates join in the sign-in issue. */
export const EMAIL_TEMPLATES = ['notice'] as const;
export type TEmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/**
 * Payload of a job on the `email` queue. It names a template, a recipient and a reference (the record the
 * template is about: a user id, or the key of a short-lived secret the worker looks up). Secrets such as
 * sign-in codes never travel in job data: Redis keeps jobs, failed ones for days.
 */
export const ZEmailJob = z.object({
  template: z.enum(EMAIL_TEMPLATES),
  to: z.email(),
  ref: z.string().min(1).max(200),
  /** Display values only (a greeting name, a subject line); never credentials. */
  params: z.record(z.string(), z.string().max(2000)).default({}),
});
export type TEmailJob = z.input<typeof ZEmailJob>;
