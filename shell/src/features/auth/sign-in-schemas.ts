import type { z } from 'zod';
import { ZLoginRequest, ZRegisterRequest, ZSecondFactor, ZVerifyCode } from '@gtm/contracts/auth';

// The forms take their rules and messages (spec section 5) from the requests svc-auth validates.

/** The login step: an e-mail only. */
export const ZLoginForm = ZLoginRequest;

/** The verify steps: exactly six digits; the input itself admits digits only. */
export const ZCodeForm = ZVerifyCode.pick({ code: true });

/** The two-factor step: the authenticator app's 6 digits (`code`), or a saved recovery code (`recoveryCode`). */
export const ZSecondFactorForm = ZSecondFactor;

/** The register step: full name and e-mail; employers may name their company (an empty one is none). */
export const ZRegisterForm = ZRegisterRequest.pick({ name: true, email: true }).extend({
  company: ZRegisterRequest.shape.company.transform((value) => value || undefined),
});
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

/** Field name -> first message of a failed parse, the shape a form shows beside its inputs. */
export type TFieldErrors = Partial<Record<string, string>>;

/** Parses form values with a schema: the parsed data, or the first message of each failing field. */
export function validateForm<T>(
  schema: z.ZodType<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: TFieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: TFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
