/**
 * Machine-readable `code` values of {@link ZApiError} bodies. The HTTP status of each code is decided in one
 * place (service-kit `app-error.ts`), so a code always travels with the same status.
 */
export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'IDENTITY_INVALID',
  'FORBIDDEN',
  'CSRF_REJECTED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'NOT_IMPLEMENTED',
  'BAD_GATEWAY',
  'UNAVAILABLE',
  'GATEWAY_TIMEOUT',
] as const;
export type TApiErrorCode = (typeof API_ERROR_CODES)[number];
