import type { FormRule } from 'antd';
import { z } from 'zod';

/**
 * An antd Form rule that runs a field's zod schema (the one the service validates with) and rejects with the
 * schema's own message, so a form's rules and messages are never typed twice.
 */
export const zodRule = (schema: z.ZodType): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = await schema.safeParseAsync(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
  },
});

/**
 * {@link zodRule} for a text field: an empty field reaches a rule as undefined, and is checked as '' so the
 * schema's own 'required' message shows rather than zod's 'expected string'.
 */
export const zodTextRule = (schema: z.ZodType): FormRule =>
  zodRule(z.preprocess((value) => value ?? '', schema));
