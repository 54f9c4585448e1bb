import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@gtm/web-kit/api-client.ts';
import { serverIssues, serverMessage, statusOf } from './server-message.ts';

const apiError = (status: number, body: string) => new ApiError(status, 'Error', body);

describe('serverMessage, serverIssues and statusOf', () => {
  it('read the message, the field issues and the status of an API error', () => {
    const error = apiError(
      400,
      JSON.stringify({
        success: false,
        message: 'Please enter a valid email address',
        code: 'VALIDATION_FAILED',
        issues: [
          { path: 'email', message: 'Please enter a valid email address' },
          { path: '', message: 'no field: left out' },
          { path: 'clientCompanyId', message: 'Choose a company' },
        ],
      }),
    );
    expect(serverMessage(error)).toBe('Please enter a valid email address');
    expect(serverIssues(error)).toEqual([
      { name: ['email'], errors: ['Please enter a valid email address'] },
      { name: ['clientCompanyId'], errors: ['Choose a company'] },
    ]);
    expect(statusOf(error)).toBe(400);
  });

  it('give nothing for bodies that are not JSON and for other errors', () => {
    expect(serverMessage(apiError(502, 'Bad Gateway'))).toBeNull();
    expect(serverIssues(apiError(502, 'Bad Gateway'))).toEqual([]);
    expect(serverMessage(new Error('network'))).toBeNull();
    expect(statusOf(new Error('network'))).toBeNull();
  });
});
