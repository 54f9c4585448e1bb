import { z } from 'zod';
import { listQuery, ZPage } from './list-query.ts';

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

/**
 * `GET /api/admin/client-companies`: one page, newest first (or by name), searched inside the name (spec:
 * case-insensitive substring). The spec paged on the client; 10k companies are paged by the server instead.
 */
export const ZClientCompaniesQuery = listQuery({
  sorts: ['created_at', 'name'],
  defaultSort: 'created_at',
  filters: {},
});
export type TClientCompaniesQuery = z.input<typeof ZClientCompaniesQuery>;
export const ZClientCompanyPage = ZPage(ZClientCompany);

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

/** `GET /api/admin/client-users`: one page, newest first, searched inside the name and the e-mail. */
export const ZClientUsersQuery = listQuery({ sorts: ['created_at'], defaultSort: 'created_at', filters: {} });
export type TClientUsersQuery = z.input<typeof ZClientUsersQuery>;
export const ZClientUserPage = ZPage(ZClientUser);
