import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@gtm/web-kit/api-client.ts';
import { serverIssues, serverMessage, statusOf } from './api-error.ts';

const refusal = (status: number, body: unknown) =>
  new ApiError(status, 'Refused', typeof body === 'string' ? body : JSON.stringify(body));

describe('api errors', () => {
  it('read the status and the message of a refusal', () => {
    const error = refusal(404, { success: false, message: 'No such talent combine.' });
    expect(statusOf(error)).toBe(404);
    expect(serverMessage(error)).toBe('No such talent combine.');
  });

  it('have neither for a network failure or a body that is not JSON', () => {
    expect(statusOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessage(refusal(502, '<html>Bad gateway</html>'))).toBeNull();
    expect(serverMessage(refusal(400, { success: false, message: '' }))).toBeNull();
  });

  it('turn field issues into antd names, list positions as numbers', () => {
    const error = refusal(400, {
      success: false,
      message: 'Validation failed',
      issues: [
        { path: 'slots.1.start', message: 'Each time slot must be in the future' },
        { path: 'note', message: 'At most 2000 characters.' },
        { path: '', message: 'Propose at least one time slot' },
        { message: 'no path' },
      ],
    });
    expect(serverIssues(error)).toEqual([
      { name: ['slots', 1, 'start'], errors: ['Each time slot must be in the future'] },
      { name: ['note'], errors: ['At most 2000 characters.'] },
    ]);
    expect(serverIssues(new Error('boom'))).toEqual([]);
  });
});
