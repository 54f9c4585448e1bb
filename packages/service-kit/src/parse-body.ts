import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, issuesOf } from './app-error.ts';

/**
 * A JSON body parsed with a contract schema. A body that is missing or not JSON counts as `{}`, so the answer
 * names the missing fields; the first field's message becomes the user message (what a form toast shows).
 */
export const parseJsonBody = async <TSchema extends z.ZodType>(
  c: Context,
  schema: TSchema,
): Promise<z.infer<TSchema>> => {
  const body: unknown = await c.req.json().catch(() => null);
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issues = issuesOf(parsed.error);
  throw new AppError('VALIDATION_FAILED', { userMessage: issues[0]?.message, issues });
};
