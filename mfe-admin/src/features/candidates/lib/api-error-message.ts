import { ApiError } from '@gtm/web-kit/api-client.ts';

/** The readable `message` of an API error body (`{ success: false, message }`), or null when there is none. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.body) as { message?: unknown } | null;
    return typeof body?.message === 'string' && body.message !== '' ? body.message : null;
  } catch {
    return null;
  }
}

/** The HTTP status of an API error, or null for anything else (a network failure). */
export const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);
