import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  failureOf,
  requestLoginCode,
  startRegistration,
  verifyLoginCode,
  verifyRegistration,
  verifySecondFactor,
} from './sign-in-requests.ts';

type TAnswer = { status: number; body?: string } | 'network-down';
let answer: TAnswer;
let sent: { url: string; method?: string; body?: unknown }[];
const realFetch = globalThis.fetch;

beforeEach(() => {
  sent = [];
  globalThis.fetch = async (input, init) => {
    sent.push({
      url: String(input),
      method: init?.method,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (answer === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(answer.body ?? null, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const USER = {
  id: 'u1',
  name: 'Casey Candidate',
  fullName: 'Casey Candidate',
  email: 'casey@example.test',
  user_type: 'candidate',
  isAdmin: false,
  isCandidate: true,
  role: null,
  company: null,
};

describe('the sign-in calls', () => {
  it('post to the variant’s descriptor and accept a success answer', async () => {
    answer = { status: 200, body: '{"success":true,"message":"Code sent"}' };
    await expect(requestLoginCode('admin', 'ada@example.test')).resolves.toEqual({
      kind: 'accepted',
      user: null,
    });
    await requestLoginCode('general', 'ada@example.test');
    expect(sent).toEqual([
      { url: '/api/admin/auth/login-request', method: 'POST', body: { email: 'ada@example.test' } },
      { url: '/api/auth/login-request', method: 'POST', body: { email: 'ada@example.test' } },
    ]);
  });

  it('give the user a verification answer carries', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ success: true, message: 'Login successful', user: USER }),
    };
    const outcome = await verifyLoginCode('candidate', 'casey@example.test', '123456');
    expect(sent[0]).toEqual({
      url: '/api/candidate/auth/verify-code',
      method: 'POST',
      body: { email: 'casey@example.test', code: '123456' },
    });
    expect(outcome).toEqual({
      kind: 'accepted',
      user: expect.objectContaining({ name: 'Casey Candidate', kind: 'candidate', role: null }),
    });
  });

  it('read a 202 asking for the second factor, and send it to verify-two-factor', async () => {
    answer = {
      status: 202,
      body: JSON.stringify({ success: true, message: 'Enter the code', twoFactorRequired: true }),
    };
    await expect(verifyLoginCode('admin', 'ada@example.test', '123456')).resolves.toEqual({
      kind: 'second-factor',
    });
    answer = {
      status: 200,
      body: JSON.stringify({
        success: true,
        message: 'Login successful',
        user: { ...USER, user_type: 'admin' },
      }),
    };
    await expect(verifySecondFactor({ code: '654321' })).resolves.toMatchObject({
      kind: 'accepted',
      user: expect.objectContaining({ kind: 'admin' }),
    });
    answer = {
      status: 400,
      body: '{"success":false,"message":"Invalid authenticator or recovery code.","code":"BAD_REQUEST"}',
    };
    await expect(verifySecondFactor({ recoveryCode: 'abcde-12345' })).resolves.toEqual({
      kind: 'refused',
      message: 'Invalid authenticator or recovery code.',
    });
    expect(failureOf({ kind: 'second-factor' })).toEqual({ kind: 'refused', message: null });
    expect(sent.slice(1)).toEqual([
      { url: '/api/auth/verify-two-factor', method: 'POST', body: { code: '654321' } },
      { url: '/api/auth/verify-two-factor', method: 'POST', body: { recoveryCode: 'abcde-12345' } },
    ]);
  });

  it('read a 4xx `{ success: false, message }` as a refusal with its message, a 429 marked', async () => {
    answer = {
      status: 429,
      body: '{"success":false,"message":"A code was just sent. Please wait.","code":"RATE_LIMITED"}',
    };
    await expect(requestLoginCode('candidate', 'casey@example.test')).resolves.toEqual({
      kind: 'refused',
      message: 'A code was just sent. Please wait.',
      rateLimited: true,
    });
  });

  it('read a 2xx answer without `success: true` as a refusal', async () => {
    answer = { status: 200, body: '{"success":false,"message":"Not now"}' };
    await expect(requestLoginCode('general', 'a@example.test')).resolves.toEqual({
      kind: 'refused',
      message: 'Not now',
    });
    answer = { status: 200 };
    await expect(requestLoginCode('general', 'a@example.test')).resolves.toEqual({
      kind: 'refused',
      message: null,
    });
  });

  it('read a network failure, or an answer that is not ours, as a failure', async () => {
    answer = 'network-down';
    await expect(requestLoginCode('general', 'a@example.test')).resolves.toEqual({
      kind: 'failed',
      message: 'Failed to fetch',
    });
    answer = { status: 502, body: 'Bad gateway' };
    await expect(requestLoginCode('general', 'a@example.test')).resolves.toEqual({
      kind: 'failed',
      message: '502: Bad gateway',
    });
    answer = { status: 200, body: JSON.stringify({ success: true, message: 'Signed in', user: { id: 1 } }) };
    await expect(verifyLoginCode('general', 'a@example.test', '123456')).resolves.toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^verifyCode answered 200 with an unexpected body/),
    });
  });

  it('register employers as clients with their company, and verify with the code and pending values', async () => {
    answer = { status: 200, body: '{"success":true,"message":"Code sent"}' };
    const registration = { name: 'Erin Employer', email: 'erin@example.test', company: 'Acme Revenue' };
    await startRegistration('employer', registration);
    await startRegistration('candidate', registration);
    answer = { status: 200, body: JSON.stringify({ success: true, message: 'Registered', user: USER }) };
    await verifyRegistration('employer', registration, '654321');
    expect(sent).toEqual([
      {
        url: '/api/employer/auth/register',
        method: 'POST',
        body: {
          name: 'Erin Employer',
          email: 'erin@example.test',
          user_type: 'client',
          company: 'Acme Revenue',
        },
      },
      {
        url: '/api/candidate/auth/register',
        method: 'POST',
        body: { name: 'Erin Employer', email: 'erin@example.test' },
      },
      {
        url: '/api/employer/auth/verify-registration',
        method: 'POST',
        body: { code: '654321', email: 'erin@example.test', name: 'Erin Employer' },
      },
    ]);
  });

  it('fail without a request for a variant that cannot register', async () => {
    const outcome = await startRegistration('admin', { name: 'A', email: 'a@example.test', company: null });
    expect(outcome).toEqual({ kind: 'failed', message: 'The admin sign-in has no registration.' });
    expect(sent).toEqual([]);
  });
});
