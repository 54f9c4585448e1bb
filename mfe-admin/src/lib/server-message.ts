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

/** The readable `message` of an API error body (`{ success: false, message }`), or null when there is none. */
export function serverMessage(error: unknown): string | null {
  const message = bodyOf(error)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/** The field issues of a 400 answer (`issues: [{ path: 'email', message }]`), as antd form field errors. */
export function serverIssues(error: unknown): { name: string[]; errors: string[] }[] {
  const issues = bodyOf(error)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && path !== '' && typeof message === 'string'
      ? [{ name: path.split('.'), errors: [message] }]
      : [];
  });
}

/** The HTTP status of an API error, or null for anything else (a network failure). */
export const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);
