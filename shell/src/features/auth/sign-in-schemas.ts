import { z } from 'zod';

/** Spec section 9: a sign-in code has 6 digits. */
export const CODE_LENGTH = 6;

/** The validation messages of spec section 5, spelled once for the forms and their tests. */
export const SIGN_IN_MESSAGES = {
  email: 'Please enter a valid email',
  codeTooShort: 'Please enter the 6-digit code',
  codeTooLong: 'Code must be 6 digits',
  name: 'Full name is required',
} as const;

const ZEmail = z.string().trim().pipe(z.email(SIGN_IN_MESSAGES.email));

/** The login step: an e-mail only. */
export const ZLoginForm = z.object({ email: ZEmail });
export type TLoginForm = z.infer<typeof ZLoginForm>;

/** The verify steps: exactly six characters; the input itself admits digits only. */
export const ZCodeForm = z.object({
  code: z
    .string()
    .min(CODE_LENGTH, SIGN_IN_MESSAGES.codeTooShort)
    .max(CODE_LENGTH, SIGN_IN_MESSAGES.codeTooLong),
});
export type TCodeForm = z.infer<typeof ZCodeForm>;

/** The register step: full name and e-mail; employers may name their company. */
export const ZRegisterForm = z.object({
  name: z.string().trim().min(1, SIGN_IN_MESSAGES.name),
  email: ZEmail,
  company: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .optional(),
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
