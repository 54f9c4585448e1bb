import { describe, expect, it } from '@jest/globals';
import { CLIENT_ANSWERS } from '@gtm/contracts/clients';
import { ApiError } from '@gtm/web-kit/api-client.ts';
import { inviteFieldErrors } from './invite-errors.ts';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, 'Error', typeof body === 'string' ? body : JSON.stringify(body));

describe('inviteFieldErrors', () => {
  it('puts the issues the server names on their fields, and leaves out unknown ones', () => {
    const error = apiError(400, {
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
      issues: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'role', message: 'not a field of the form' },
      ],
    });
    expect(inviteFieldErrors(error)).toEqual([
      { name: ['email'], errors: ['Please enter a valid email address'] },
    ]);
  });

  it('puts a taken e-mail (409) on the e-mail field and a gone company (404) on the company field', () => {
    expect(
      inviteFieldErrors(
        apiError(409, { success: false, code: 'CONFLICT', message: CLIENT_ANSWERS.emailTaken }),
      ),
    ).toEqual([{ name: ['email'], errors: [CLIENT_ANSWERS.emailTaken] }]);
    expect(inviteFieldErrors(apiError(409, ''))).toEqual([
      { name: ['email'], errors: [CLIENT_ANSWERS.emailTaken] },
    ]);
    expect(inviteFieldErrors(apiError(404, 'Not Found'))).toEqual([
      { name: ['clientCompanyId'], errors: [CLIENT_ANSWERS.companyNotFound] },
    ]);
  });

  it('gives nothing for failures of no field', () => {
    expect(
      inviteFieldErrors(apiError(503, { success: false, code: 'UNAVAILABLE', message: 'Try again' })),
    ).toEqual([]);
    expect(inviteFieldErrors(new Error('network'))).toEqual([]);
  });
});
