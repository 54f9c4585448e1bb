import type { FormRule } from 'antd';
import type { z } from 'zod';

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
