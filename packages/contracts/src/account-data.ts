import { z } from 'zod';
import { zCode } from './auth.ts';

/** The answers of the candidate's own-data operations (beyond the spec: what EU law expects). */
export const ACCOUNT_DATA_ANSWERS = {
  deletionCodeSent: 'We sent a code to your e-mail. Enter it to delete your account for good.',
  accountDeleted: 'Your account has been deleted.',
} as const;

/**
 * One service's part of a data export: what that service holds about the signed-in user. The browser joins
 * the parts into one file, so no service reads another's data.
 */
export const ZDataExportPart = z.object({
  service: z.string(),
  exportedAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TDataExportPart = z.infer<typeof ZDataExportPart>;

/** `POST /api/user/account-deletion/confirm`: the code e-mailed by the request step. */
export const ZConfirmAccountDeletion = z.object({ code: zCode });
