import { describe, expect, it } from '@jest/globals';
import type { TSignInVariant } from '@gtm/contracts/operations/sign-in';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';
import { AUTH_ANSWERS, RESEND_COOLDOWN_SECONDS } from '@gtm/contracts/auth';
import {
  codeAlreadySent,
  endsPendingSignIn,
  resendAvailableAt,
  withSentCode,
  INITIAL_SIGN_IN_STATE,
  signInDestination,
  signInReducer,
} from './sign-in-flow.ts';
import type { TSignInAction, TSignInState } from './sign-in-flow.ts';

const run = (variant: TSignInVariant, actions: TSignInAction[], from = INITIAL_SIGN_IN_STATE) =>
  actions.reduce(signInReducer(variant), from);

const visit = (forceLogin = false, wantsRegister = false): TSignInAction => ({
  type: 'visit',
  forceLogin,
  wantsRegister,
});
const registration = {
  type: 'registration-started',
  name: 'Ada',
  email: 'ada@x.test',
  company: null,
} as const;
const cleared = { email: null, name: null, company: null };

describe('signInReducer (spec section 4)', () => {
  it('goes from login to verify when the login request succeeds, keeping the e-mail', () => {
    expect(run('candidate', [{ type: 'code-sent', email: 'a@x.test' }])).toEqual({
      step: 'verify',
      ...cleared,
      email: 'a@x.test',
    });
  });

  it('goes from register to verify-registration with the pending name, e-mail and company', () => {
    const state = run('employer', [{ type: 'show-register' }, { ...registration, company: 'Acme' }]);
    expect(state).toEqual({ step: 'verify-registration', name: 'Ada', email: 'ada@x.test', company: 'Acme' });
  });

  it('resets to login and clears the pending e-mail after a verification', () => {
    const verifying = run('candidate', [{ type: 'code-sent', email: 'a@x.test' }]);
    expect(run('candidate', [{ type: 'verified' }], verifying)).toEqual(INITIAL_SIGN_IN_STATE);
    const registering = run('candidate', [{ type: 'show-register' }, registration]);
    expect(run('candidate', [{ type: 'verified' }], registering)).toEqual(INITIAL_SIGN_IN_STATE);
  });

  it('back actions return to login or register and clear what was pending', () => {
    const verifying = run('candidate', [{ type: 'code-sent', email: 'a@x.test' }]);
    expect(run('candidate', [{ type: 'back-to-login' }], verifying)).toEqual(INITIAL_SIGN_IN_STATE);
    const registering = run('candidate', [{ type: 'show-register' }, registration]);
    expect(run('candidate', [{ type: 'back-to-register' }], registering)).toEqual({
      step: 'register',
      ...cleared,
    });
  });

  it('goes from verify to the two-factor step when the account asks for it, keeping the e-mail', () => {
    const verifying = run('admin', [{ type: 'code-sent', email: 'a@x.test' }]);
    const secondStep = run('admin', [{ type: 'second-factor-required' }], verifying);
    expect(secondStep).toEqual({ step: 'two-factor', ...cleared, email: 'a@x.test' });
    // Only a code being verified leads there.
    expect(run('admin', [{ type: 'second-factor-required' }])).toEqual(INITIAL_SIGN_IN_STATE);
    // A visit keeps it; signin=true, Back to login and a finished sign-in leave it.
    expect(run('admin', [visit()], secondStep)).toBe(secondStep);
    expect(run('admin', [visit(true)], secondStep)).toEqual(INITIAL_SIGN_IN_STATE);
    expect(run('admin', [{ type: 'back-to-login' }], secondStep)).toEqual(INITIAL_SIGN_IN_STATE);
    expect(run('admin', [{ type: 'verified' }], secondStep)).toEqual(INITIAL_SIGN_IN_STATE);
  });

  it('starts again from the e-mail only when the pending sign-in is over', () => {
    expect(endsPendingSignIn(AUTH_ANSWERS.noPendingSignIn)).toBe(true);
    expect(endsPendingSignIn(AUTH_ANSWERS.secondFactorTriesSpent)).toBe(true);
    expect(endsPendingSignIn(AUTH_ANSWERS.invalidSecondFactor)).toBe(false);
    expect(endsPendingSignIn(null)).toBe(false);
  });

  it('a resend keeps the step and what is pending', () => {
    const verifying = run('candidate', [{ type: 'code-sent', email: 'a@x.test' }]);
    expect(run('candidate', [{ type: 'code-sent', email: 'a@x.test' }], verifying)).toEqual(verifying);
    const registering = run('candidate', [{ type: 'show-register' }, registration]);
    expect(run('candidate', [registration], registering)).toEqual(registering);
  });

  it('a visit resets to login unless a code is being verified', () => {
    const registeringForm = run('candidate', [{ type: 'show-register' }]);
    expect(run('candidate', [visit()], registeringForm)).toEqual(INITIAL_SIGN_IN_STATE);
    const verifying = run('candidate', [{ type: 'code-sent', email: 'a@x.test' }]);
    expect(run('candidate', [visit()], verifying)).toBe(verifying);
    const registering = run('candidate', [{ type: 'show-register' }, registration]);
    expect(run('candidate', [visit()], registering)).toBe(registering);
  });

  it('signin=true forces the login step, even while verifying', () => {
    const verifying = run('candidate', [{ type: 'code-sent', email: 'a@x.test' }]);
    expect(run('candidate', [visit(true)], verifying)).toEqual(INITIAL_SIGN_IN_STATE);
    expect(run('candidate', [visit(true, true)])).toEqual(INITIAL_SIGN_IN_STATE);
  });

  it('register=true opens registration only where registration exists', () => {
    expect(run('candidate', [visit(false, true)]).step).toBe('register');
    expect(run('employer', [visit(false, true)]).step).toBe('register');
    expect(run('admin', [visit(false, true)]).step).toBe('login');
    expect(run('general', [visit(false, true)]).step).toBe('login');
  });

  it('admin and general screens never enter the registration steps', () => {
    for (const variant of ['admin', 'general'] as const) {
      expect(run(variant, [{ type: 'show-register' }])).toEqual(INITIAL_SIGN_IN_STATE);
      expect(run(variant, [registration])).toEqual(INITIAL_SIGN_IN_STATE);
      const verifying = run(variant, [{ type: 'code-sent', email: 'root@x.test' }]);
      expect(verifying.step).toBe('verify');
      expect(run(variant, [{ type: 'back-to-register' }], verifying)).toBe(verifying);
    }
  });

  it('ignores a code answer that arrives after the user went to registration', () => {
    const registeringForm: TSignInState = run('candidate', [{ type: 'show-register' }]);
    expect(run('candidate', [{ type: 'code-sent', email: 'a@x.test' }], registeringForm)).toBe(
      registeringForm,
    );
  });
});

const user = (overrides: Partial<TSessionUser>): TSessionUser => ({
  id: 'u1',
  name: 'Ada',
  email: 'ada@x.test',
  kind: 'candidate',
  role: null,
  company: null,
  ...overrides,
});

describe('signInDestination (spec section 2)', () => {
  it('sends a candidate to the dashboard with a role, else to role selection', () => {
    expect(signInDestination('candidate', user({ role: 'AE' }), 'login')).toBe('/candidate/dashboard');
    expect(signInDestination('candidate', user({ role: null }), 'login')).toBe('/candidate/role-selection');
    expect(signInDestination('candidate', user({ role: null }), 'registration')).toBe(
      '/candidate/role-selection',
    );
  });

  it('sends employers and admins to their dashboards', () => {
    expect(signInDestination('employer', user({ kind: 'employer' }), 'login')).toBe('/employer/dashboard');
    expect(signInDestination('employer', user({ kind: 'employer' }), 'registration')).toBe(
      '/employer/dashboard',
    );
    expect(signInDestination('admin', user({ kind: 'admin' }), 'login')).toBe('/admin/dashboard');
  });

  it('sends a general login home by kind and a general registration to role selection', () => {
    expect(signInDestination('general', user({ kind: 'admin' }), 'login')).toBe('/admin/dashboard');
    expect(signInDestination('general', user({ role: 'SDR' }), 'login')).toBe('/candidate/dashboard');
    expect(signInDestination('general', user({ kind: 'employer' }), 'registration')).toBe(
      '/candidate/role-selection',
    );
  });
});

describe('codes sent and the resend cooldown', () => {
  const at = 1_000_000;
  const cooldown = RESEND_COOLDOWN_SECONDS * 1000;
  const sent = withSentCode(new Map(), 'register', 'ada@x.test', at);
  const limited = { kind: 'refused', message: 'A code was just sent.', rateLimited: true } as const;

  it('makes Resend wait the cooldown after the code sent last, per purpose and e-mail', () => {
    expect(resendAvailableAt(sent, 'register', 'ada@x.test')).toBe(at + cooldown);
    expect(resendAvailableAt(sent, 'sign-in', 'ada@x.test')).toBeNull();
    expect(resendAvailableAt(sent, 'register', 'bob@x.test')).toBeNull();
    const again = withSentCode(sent, 'register', 'ada@x.test', at + cooldown + 5);
    expect(resendAvailableAt(again, 'register', 'ada@x.test')).toBe(at + 2 * cooldown + 5);
  });

  it('reads a rate refusal inside the cooldown of a code this screen sent as that code being on its way', () => {
    expect(codeAlreadySent(limited, sent, 'register', 'ada@x.test', at + 1000)).toBe(true);
  });

  it('keeps every other refusal a refusal', () => {
    // After the cooldown, for another e-mail or purpose, not a 429, or no refusal at all.
    expect(codeAlreadySent(limited, sent, 'register', 'ada@x.test', at + cooldown)).toBe(false);
    expect(codeAlreadySent(limited, sent, 'register', 'bob@x.test', at + 1000)).toBe(false);
    expect(codeAlreadySent(limited, sent, 'sign-in', 'ada@x.test', at + 1000)).toBe(false);
    const refused = { kind: 'refused', message: 'Nope' } as const;
    expect(codeAlreadySent(refused, sent, 'register', 'ada@x.test', at + 1000)).toBe(false);
    expect(codeAlreadySent({ kind: 'failed' }, sent, 'register', 'ada@x.test', at + 1000)).toBe(false);
  });
});
