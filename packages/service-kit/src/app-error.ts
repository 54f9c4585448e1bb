import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { TApiErrorCode } from '@gtm/contracts/api-error-codes';
import type { TApiError } from '@gtm/contracts/api-errors';

type TIssue = NonNullable<TApiError['issues']>[number];

const STATUS_BY_CODE: Record<TApiErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  IDENTITY_INVALID: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
};

const DEFAULT_MESSAGES: Record<TApiErrorCode, string> = {
  BAD_REQUEST: 'The request could not be understood.',
  VALIDATION_FAILED: 'Some fields are not valid.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  IDENTITY_INVALID: 'The request identity could not be verified.',
  FORBIDDEN: 'You do not have access to this resource.',
  CSRF_REJECTED: 'Cross-site requests are not allowed.',
  NOT_FOUND: 'Not found.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  CONFLICT: 'This conflicts with existing data.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request body is not of a type this accepts.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL: 'Something went wrong. Please try again.',
  NOT_IMPLEMENTED: 'This is not available yet.',
  BAD_GATEWAY: 'A back-end service is unreachable. Please try again.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again.',
  GATEWAY_TIMEOUT: 'A back-end service took too long to answer. Please try again.',
};

const CODE_BY_STATUS = new Map<number, TApiErrorCode>(
  (Object.entries(STATUS_BY_CODE) as [TApiErrorCode, number][])
    .filter(
      ([code]) => code !== 'VALIDATION_FAILED' && code !== 'IDENTITY_INVALID' && code !== 'CSRF_REJECTED',
    )
    .map(([code, status]) => [status, code]),
);

/** The one error type services throw: a code (which fixes the status), a user message and an internal one. */
export class AppError extends Error {
  readonly code: TApiErrorCode;
  readonly userMessage: string;
  readonly issues: TIssue[] | undefined;

  constructor(
    code: TApiErrorCode,
    options: { userMessage?: string; internalMessage?: string; issues?: TIssue[]; cause?: unknown } = {},
  ) {
    super(options.internalMessage ?? options.userMessage ?? DEFAULT_MESSAGES[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.userMessage = options.userMessage ?? DEFAULT_MESSAGES[code];
    this.issues = options.issues;
  }
}

/** HTTP status of an error code: the single code-to-status mapping of the system. */
export const statusOf = (code: TApiErrorCode): ContentfulStatusCode => STATUS_BY_CODE[code];

/** Field issues of a zod error, paths joined with dots (`education.gpa`). */
export const issuesOf = (error: ZodError): TIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** Turns anything thrown into an AppError; unknown errors become INTERNAL so their text never reaches a client. */
export const toAppError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return new AppError('VALIDATION_FAILED', { issues: issuesOf(error), cause: error });
  }
  if (error instanceof HTTPException) {
    const code = CODE_BY_STATUS.get(error.status) ?? (error.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
    return new AppError(code, { internalMessage: error.message, cause: error });
  }
  const internalMessage = error instanceof Error ? error.message : String(error);
  return new AppError('INTERNAL', { internalMessage, cause: error });
};

/** The response body of an error, in the ZApiError shape. */
export const toApiErrorBody = (error: AppError, requestId?: string): TApiError => ({
  success: false,
  message: error.userMessage,
  code: error.code,
  ...(requestId ? { requestId } : {}),
  ...(error.issues ? { issues: error.issues } : {}),
});
