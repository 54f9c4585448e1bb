/** Field name -> the first message about it, the shape a plain form shows beside its inputs. */
export type TFieldErrors<TField extends string = string> = Partial<Record<TField, string>>;

/**
 * The field errors of a failed zod parse (`result.error.issues`): the first message of each top-level field,
 * so a field shows its first problem only.
 */
export function fieldErrorsOf<TField extends string = string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): TFieldErrors<TField> {
  const errors: TFieldErrors<TField> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as TField;
    errors[field] ??= issue.message;
  }
  return errors;
}
