import type { FormInstance } from 'antd';
// Through the package name, as call-operation.ts does: the shared singleton's ApiError is the one thrown.
import { ApiError } from '@gtm/web-kit/api-client.ts';

type TErrorBody = { message?: unknown; issues?: unknown };

/** The JSON body of an API error (`{ success: false, message, issues? }`), or null for anything else. */
function bodyOf(error: unknown): TErrorBody | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.body) as unknown;
    return typeof body === 'object' && body !== null ? (body as TErrorBody) : null;
  } catch {
    return null;
  }
}

/** The HTTP status of a refused call, or null when the call never got an answer (or broke another way). */
export const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

/** The readable `message` of an API error body (`{ success: false, message }`), or null when there is none. */
export function serverMessage(error: unknown): string | null {
  const message = bodyOf(error)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/** One field issue: the field's antd name (list positions as numbers) and its message. */
export type TFieldIssue = { name: (string | number)[]; errors: string[] };

/** Field issues as a form of these values takes them (`form.setFields`). */
export type TFieldIssues<TValues> = TFieldIssue[] & Parameters<FormInstance<TValues>['setFields']>[0];

/**
 * The field issues of a 400 or 422 answer as antd form fields (`form.setFields`): `slots.0.start` becomes `['slots', 0, 'start']`
 * (list items are named by number in a Form.List). Issues without a path are left out: they are the message.
 * The server names the fields of the request schema the form was made from, so the names are the form's.
 */
export function serverIssues<TValues = unknown>(error: unknown): TFieldIssues<TValues> {
  const issues = bodyOf(error)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown): TFieldIssue[] => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || path === '' || typeof message !== 'string') return [];
    const name = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return [{ name, errors: [message] }];
  }) as TFieldIssues<TValues>;
}
