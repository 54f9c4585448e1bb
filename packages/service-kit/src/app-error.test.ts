import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { API_ERROR_CODES } from '@gtm/contracts/api-error-codes';
import { ZApiError } from '@gtm/contracts/api-errors';
import { AppError, statusOf, toApiErrorBody, toAppError } from './app-error.ts';

describe('statusOf', () => {
  it.each([
    ['VALIDATION_FAILED', 400],
    ['UNAUTHENTICATED', 401],
    ['IDENTITY_INVALID', 401],
    ['FORBIDDEN', 403],
    ['CSRF_REJECTED', 403],
    ['NOT_FOUND', 404],
    ['PAYLOAD_TOO_LARGE', 413],
    ['INTERNAL', 500],
    ['BAD_GATEWAY', 502],
    ['UNAVAILABLE', 503],
    ['GATEWAY_TIMEOUT', 504],
  ] as const)('maps %s to %i', (code, status) => {
    expect(statusOf(code)).toBe(status);
  });

  it('gives every code an error status', () => {
    for (const code of API_ERROR_CODES) {
      expect(statusOf(code)).toBeGreaterThanOrEqual(400);
      expect(statusOf(code)).toBeLessThan(600);
    }
  });
});

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = new AppError('CONFLICT', { userMessage: 'E-mail already registered.' });
    expect(toAppError(error)).toBe(error);
  });

  it('turns a zod error into VALIDATION_FAILED with dotted field paths', () => {
    const schema = z.object({ email: z.email(), education: z.object({ gpa: z.number().max(4) }) });
    const result = schema.safeParse({ email: 'nope', education: { gpa: 9 } });
    if (result.success) throw new Error('expected a failure');
    const error = toAppError(result.error);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(statusOf(error.code)).toBe(400);
    expect(error.issues?.map((issue) => issue.path)).toEqual(['email', 'education.gpa']);
  });

  it('maps an HTTPException by its status', () => {
    expect(toAppError(new HTTPException(413, { message: 'too big' })).code).toBe('PAYLOAD_TOO_LARGE');
    expect(toAppError(new HTTPException(401)).code).toBe('UNAUTHENTICATED');
    expect(toAppError(new HTTPException(418)).code).toBe('BAD_REQUEST');
    expect(toAppError(new HTTPException(507)).code).toBe('INTERNAL');
  });

  it('hides the internals of an unknown error behind INTERNAL', () => {
    const error = toAppError(new Error('connection string mongodb://user:secret@db failed'));
    expect(error.code).toBe('INTERNAL');
    const body = toApiErrorBody(error, 'req-12345678');
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(body.message).toBe('Something went wrong. Please try again.');
    expect(error.message).toContain('mongodb://');
  });

  it('handles thrown non-errors', () => {
    expect(toAppError('boom').code).toBe('INTERNAL');
  });
});

describe('toApiErrorBody', () => {
  it('produces the ZApiError shape with the user message, code, request id and issues', () => {
    const error = new AppError('VALIDATION_FAILED', {
      internalMessage: 'schema mismatch on register',
      issues: [{ path: 'email', message: 'Invalid email address' }],
    });
    const body = toApiErrorBody(error, 'req-12345678');
    expect(ZApiError.parse(body)).toEqual({
      success: false,
      message: 'Some fields are not valid.',
      code: 'VALIDATION_FAILED',
      requestId: 'req-12345678',
      issues: [{ path: 'email', message: 'Invalid email address' }],
    });
  });

  it('omits the request id and issues when there are none', () => {
    expect(toApiErrorBody(new AppError('NOT_FOUND'))).toEqual({
      success: false,
      message: 'Not found.',
      code: 'NOT_FOUND',
    });
  });
});
