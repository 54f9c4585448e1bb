import { ZApiError } from '../api-errors.ts';
import {
  ZAuthMessageAnswer,
  ZAuthUserAnswer,
  ZLoginRequest,
  ZRegisterRequest,
  ZSecondFactor,
  ZTwoFactorChallenge,
  ZVerifyCode,
  ZVerifyRegistration,
} from '../auth.ts';
import { ACCESS, defineOperation } from '../operation.ts';
import type { TOperationSpec } from '../operation.ts';

/**
 * Signing in and out, registering, and the sign-in's two-factor step, served by svc-auth (`routes/sign-in`).
 */

const rateLimited = {
  description: 'Too many attempts: `Retry-After` and the message say when to try again.',
  schema: ZApiError,
} as const;

/** `POST /api/auth/logout`: ends the session; answers the same signed in or not. */
export const logout = defineOperation({
  id: 'logout',
  summary: 'End the session',
  method: 'POST',
  path: '/api/auth/logout',
  service: 'svc-auth',
  access: ACCESS.anyone,
  responses: { 200: { description: 'Signed out.', schema: ZAuthMessageAnswer } },
});

/** The sign-in variants of spec section 7: the general `/api/auth` one, and one per kind. */
export type TSignInVariant = 'general' | 'candidate' | 'employer' | 'admin';

const PREFIX: Record<TSignInVariant, string> = {
  general: '/api',
  candidate: '/api/candidate',
  employer: '/api/employer',
  admin: '/api/admin',
};

const TITLE: Record<TSignInVariant, string> = {
  general: '',
  candidate: 'candidate ',
  employer: 'employer ',
  admin: 'admin ',
};

const idOf = (variant: TSignInVariant, step: string) =>
  `${step}${variant === 'general' ? '' : variant[0]!.toUpperCase() + variant.slice(1)}`;

const signInStep = <
  const TSpec extends Omit<TOperationSpec, 'id' | 'path' | 'service' | 'access' | 'method'>,
>(
  variant: TSignInVariant,
  step: string,
  spec: TSpec,
) =>
  defineOperation({
    ...spec,
    id: idOf(
      variant,
      step.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
    ),
    method: 'POST',
    path: `${PREFIX[variant]}/auth/${step}`,
    service: 'svc-auth',
    access: ACCESS.anyone,
  });

const loginRequest = (variant: TSignInVariant) =>
  signInStep(variant, 'login-request', {
    summary: `E-mail a ${TITLE[variant]}sign-in code`,
    request: { body: ZLoginRequest },
    responses: {
      200: {
        description: 'A code is on its way (the same answer for an unknown address).',
        schema: ZAuthMessageAnswer,
      },
      429: rateLimited,
    },
  });

const accessRevoked = {
  description:
    'The account’s access is disabled: only employers’ can be (the code is spent, no session starts).',
  schema: ZApiError,
};

const verifyCode = (variant: TSignInVariant) =>
  signInStep(variant, 'verify-code', {
    summary: `Exchange a ${TITLE[variant]}sign-in code for a session`,
    request: { body: ZVerifyCode },
    responses: {
      200: { description: 'Signed in.', schema: ZAuthUserAnswer },
      202: {
        description:
          'The code is right and the account has two-factor on: no session yet. A short-lived pending cookie ' +
          'is set for `POST /api/auth/verify-two-factor`, which takes the authenticator or recovery code.',
        schema: ZTwoFactorChallenge,
      },
      403: accessRevoked,
      429: rateLimited,
    },
  });

const register = (variant: TSignInVariant) =>
  signInStep(variant, 'register', {
    summary: `Start a ${TITLE[variant]}registration and e-mail its code`,
    request: { body: ZRegisterRequest },
    responses: {
      200: { description: 'A code is on its way.', schema: ZAuthMessageAnswer },
      429: rateLimited,
    },
  });

const verifyRegistration = (variant: TSignInVariant) =>
  signInStep(variant, 'verify-registration', {
    summary: `Complete a ${TITLE[variant]}registration with its code`,
    request: { body: ZVerifyRegistration },
    responses: {
      200: { description: 'Registered and signed in.', schema: ZAuthUserAnswer },
      409: { description: 'An account with this e-mail exists.', schema: ZApiError },
      429: rateLimited,
    },
  });

/**
 * Every sign-in operation of spec section 7, by variant and step. Candidates and employers self-register; the
 * general variant registers candidates; admins only sign in.
 */
export const SIGN_IN_OPERATIONS = {
  general: {
    loginRequest: loginRequest('general'),
    verifyCode: verifyCode('general'),
    verifyRegistration: verifyRegistration('general'),
  },
  candidate: {
    loginRequest: loginRequest('candidate'),
    verifyCode: verifyCode('candidate'),
    register: register('candidate'),
    verifyRegistration: verifyRegistration('candidate'),
  },
  employer: {
    loginRequest: loginRequest('employer'),
    verifyCode: verifyCode('employer'),
    register: register('employer'),
    verifyRegistration: verifyRegistration('employer'),
  },
  admin: { loginRequest: loginRequest('admin'), verifyCode: verifyCode('admin') },
} as const;

const codeRateLimited = {
  description: 'Too many incorrect codes: `Retry-After` and the message say when to try again.',
  schema: ZApiError,
} as const;

/**
 * `POST /api/auth/verify-two-factor`: the second step of a sign-in whose account has two-factor on. The first
 * step (a verify-code) answered 202 and set the short-lived pending cookie this step spends; the session starts
 * only here. Five wrong codes end the pending sign-in.
 */
export const verifyTwoFactor = defineOperation({
  id: 'verifyTwoFactor',
  summary: 'Finish a sign-in with a code from the authenticator app or a recovery code',
  method: 'POST',
  path: '/api/auth/verify-two-factor',
  service: 'svc-auth',
  access: ACCESS.anyone,
  request: { body: ZSecondFactor },
  responses: {
    200: { description: 'Signed in.', schema: ZAuthUserAnswer },
    400: {
      description: 'The code is wrong or used, or the pending sign-in is missing, expired or spent.',
      schema: ZApiError,
    },
    429: codeRateLimited,
  },
});
