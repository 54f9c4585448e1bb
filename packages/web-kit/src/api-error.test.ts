import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-client.ts';
import { serverIssues, serverMessage, statusOf } from './api-error.ts';

const refusal = (status: number, body: unknown) =>
  new ApiError(status, 'Refused', typeof body === 'string' ? body : JSON.stringify(body));

describe('serverMessage, serverIssues and statusOf', () => {
  it('read the status and the message of a refusal', () => {
    const error = refusal(404, { success: false, message: 'No such talent combine.' });
    expect(statusOf(error)).toBe(404);
    expect(serverMessage(error)).toBe('No such talent combine.');
  });

  it('have neither for a network failure or a body that is not JSON', () => {
    expect(statusOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessage(refusal(502, '<html>Bad gateway</html>'))).toBeNull();
    expect(serverMessage(refusal(502, 'null'))).toBeNull();
    expect(serverMessage(refusal(400, { success: false, message: '' }))).toBeNull();
    expect(serverIssues(refusal(502, 'Bad Gateway'))).toEqual([]);
  });

  it('turn field issues into antd names, nested fields as parts and list positions as numbers', () => {
    const error = refusal(400, {
      success: false,
      message: 'Validation failed',
      issues: [
        { path: 'slots.1.start', message: 'Each time slot must be in the future' },
        { path: 'favoriteDeal.situation', message: 'Please describe the situation (min 10 characters)' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: '', message: 'Propose at least one time slot' },
        { message: 'no path' },
        null,
      ],
    });
    expect(serverIssues(error)).toEqual([
      { name: ['slots', 1, 'start'], errors: ['Each time slot must be in the future'] },
      {
        name: ['favoriteDeal', 'situation'],
        errors: ['Please describe the situation (min 10 characters)'],
      },
      { name: ['email'], errors: ['Please enter a valid email address'] },
    ]);
    expect(serverIssues(refusal(400, { success: false, message: 'x', issues: 'none' }))).toEqual([]);
    expect(serverIssues(new Error('boom'))).toEqual([]);
  });
});
