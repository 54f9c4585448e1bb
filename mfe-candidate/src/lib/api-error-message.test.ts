import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@gtm/web-kit/api-client.ts';
import { serverIssues, serverMessage } from './api-error-message.ts';

const apiError = (body: string) => new ApiError(422, 'Unprocessable Entity', body);

describe('serverMessage and serverIssues', () => {
  it('read the message and field issues of the API error body', () => {
    const error = apiError(
      JSON.stringify({
        success: false,
        message: 'Invalid file type - Please upload a PDF file for your resume.',
        code: 'VALIDATION_FAILED',
        issues: [
          { path: 'favoriteDeal.situation', message: 'Please describe the situation (min 10 characters)' },
          { path: '', message: 'ignored: no field' },
        ],
      }),
    );
    expect(serverMessage(error)).toBe('Invalid file type - Please upload a PDF file for your resume.');
    expect(serverIssues(error)).toEqual([
      { name: ['favoriteDeal', 'situation'], errors: ['Please describe the situation (min 10 characters)'] },
    ]);
  });

  it('give nothing for bodies that are not JSON and for other errors', () => {
    expect(serverMessage(apiError('Bad Gateway'))).toBeNull();
    expect(serverIssues(apiError('Bad Gateway'))).toEqual([]);
    expect(serverMessage(new Error('network'))).toBeNull();
    expect(serverMessage(apiError(JSON.stringify({ message: '' })))).toBeNull();
  });
});
