import { describe, expect, it } from '@jest/globals';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { ApiError } from '@gtm/web-kit/api-client.ts';
import { loadProblemOf } from './load-problem.ts';

const answer = (status: number) => new ApiError(status, 'status', '{"success":false,"message":"x"}');
const explain = (error: unknown) =>
  loadProblemOf(error, { notFound: 'Not here.', failed: 'Failed to load.' });

describe('loadProblemOf', () => {
  it('says the access is revoked on a 403', () => {
    expect(explain(answer(403))).toEqual({ kind: 'revoked', message: EMPLOYER_ANSWERS.accessRevoked });
  });

  it('says the account is not linked to a company when the refusal says so', () => {
    const refusal = new ApiError(403, 'Forbidden', JSON.stringify({ message: EMPLOYER_ANSWERS.noCompany }));
    expect(explain(refusal)).toEqual({ kind: 'revoked', message: EMPLOYER_ANSWERS.noCompany });
  });

  it('says not found on a 404 and on a malformed id (400)', () => {
    expect(explain(answer(404))).toEqual({ kind: 'not-found', message: 'Not here.' });
    expect(explain(answer(400))).toEqual({ kind: 'not-found', message: 'Not here.' });
  });

  it('says the load failed on a 404 of a page that shows no record', () => {
    expect(loadProblemOf(answer(404), { failed: 'Failed to load.' })).toEqual({
      kind: 'failed',
      message: 'Failed to load.',
    });
  });

  it('says the load failed on anything else, a network failure included', () => {
    expect(explain(answer(500))).toEqual({ kind: 'failed', message: 'Failed to load.' });
    expect(explain(answer(503))).toEqual({ kind: 'failed', message: 'Failed to load.' });
    expect(explain(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed', message: 'Failed to load.' });
  });
});
