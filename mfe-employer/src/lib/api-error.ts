import type { FormInstance } from 'antd';
import { ApiError } from '@gtm/web-kit/api-client.ts';

type TErrorBody = { message?: unknown; issues?: unknown };

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

/** The field issues of a refusal as a form of these values takes them (`form.setFields`). */
export type TFieldIssues<TValues> = Parameters<FormInstance<TValues>['setFields']>[0];

/**
 * The field issues of a 400 answer as antd form fields: `slots.0.start` becomes `['slots', 0, 'start']` (list
 * items are named by number in a Form.List). Issues without a path are left out: they are the message.
 */
export function serverIssues<TValues>(error: unknown): TFieldIssues<TValues> {
  const issues = bodyOf(error)?.issues;
  if (!Array.isArray(issues)) return [];
  // The server names fields of the same request schema the form was made from: the names are the form's.
  return issues.flatMap((issue: unknown) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || path === '' || typeof message !== 'string') return [];
    const name = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return [{ name, errors: [message] }];
  }) as TFieldIssues<TValues>;
}
