import { z } from 'zod';

/** How often a client company receives candidate digests. */
export const CLIENT_EMAIL_FREQUENCIES = ['daily', 'weekly', 'monthly', 'never'] as const;
/** What a client company's users see of candidate profiles. */
export const CLIENT_VIEW_TYPES = ['full', 'anonymized'] as const;

/** One row of `GET /api/admin/client-companies` (spec field names; newest first). */
export const ZClientCompany = z.object({
  _id: z.string(),
  name: z.string(),
  email_frequency: z.enum(CLIENT_EMAIL_FREQUENCIES),
  view_type: z.enum(CLIENT_VIEW_TYPES),
  deleted: z.boolean(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type TClientCompany = z.infer<typeof ZClientCompany>;
export const ZClientCompanyList = z.array(ZClientCompany);

/** One row of `GET /api/admin/client-users`, its company embedded with its name (null if it is gone). */
export const ZClientUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  clientCompanyId: z.object({ _id: z.string(), name: z.string() }).nullable(),
  sign_in_count: z.number().int().nonnegative(),
  /** ISO 8601, null before the first sign-in. */
  last_sign_in_at: z.string().nullable(),
  is_enabled: z.boolean(),
});
export type TClientUser = z.infer<typeof ZClientUser>;
export const ZClientUserList = z.array(ZClientUser);
