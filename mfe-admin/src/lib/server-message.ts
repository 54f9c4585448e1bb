import { ApiError } from '@gtm/web-kit/api-client.ts';

/** The readable `message` of an API error body (`{ success: false, message }`), or null when there is none. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.body) as { message?: unknown } | null;
    const message = body?.message;
    return typeof message === 'string' && message !== '' ? message : null;
  } catch {
    return null;
  }
}
