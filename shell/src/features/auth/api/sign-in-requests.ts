import { SIGN_IN_OPERATIONS } from '@gtm/contracts/operations/sign-in';
import type { TSignInVariant } from '@gtm/contracts/operations/sign-in';
import { verifyTwoFactor } from '@gtm/contracts/operations/sign-in';
import { ApiError } from '@gtm/web-kit/api-client.ts';
import { serverMessage, statusOf } from '@gtm/web-kit/api-error.ts';
import { ContractError, callOperation } from '@gtm/web-kit/call-operation.ts';
import { toSessionUser } from '@gtm/web-kit/session-user.ts';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';

/**
 * What a sign-in call came to: accepted (with the user a verification carries), a second factor asked for (the
 * code was right, the account has two-factor on), refused by the server (`success: false`, whatever the status,
 * with its message) or failed (network, an answer that is not ours).
 */
export type TSignInOutcome =
  | { kind: 'accepted'; user: TSessionUser | null }
  | { kind: 'second-factor' }
  /** `rateLimited`: a 429 (a code asked for again inside the resend cooldown, or past a sign-in limit). */
  | { kind: 'refused'; message: string | null; rateLimited?: true }
  | { kind: 'failed'; message: string | null };

/** An outcome that is not a success: refused or failed. */
export type TSignInFailure = Extract<TSignInOutcome, { kind: 'refused' | 'failed' }>;

/** The failure an outcome is; one this step did not expect (a user where none was due) is a refusal. */
export const failureOf = (outcome: TSignInOutcome): TSignInFailure =>
  outcome.kind === 'refused' || outcome.kind === 'failed' ? outcome : { kind: 'refused', message: null };

type TAnswer = Record<string, unknown>;

const isAnswer = (value: unknown): value is TAnswer => typeof value === 'object' && value !== null;

const messageOf = (answer: unknown) =>
  isAnswer(answer) && typeof answer.message === 'string' && answer.message !== '' ? answer.message : null;

/** The refusal an error carries, if it is one; `undefined` when the error is a failure instead. */
function refusalOf(error: unknown): { message: string | null; rateLimited?: true } | undefined {
  // 4xx answers (wrong code, unknown e-mail, rate limit) carry `{ success: false, message }`.
  if (error instanceof ApiError) {
    const message = serverMessage(error);
    if (message === null) return undefined;
    return { message, ...(statusOf(error) === 429 ? { rateLimited: true as const } : {}) };
  }
  // A 2xx answer that does not say `success: true` (an empty one included) is a refusal as well.
  if (error instanceof ContractError && !(isAnswer(error.body) && error.body.success === true))
    return { message: messageOf(error.body) };
  return undefined;
}

async function call(request: () => Promise<TAnswer>): Promise<TSignInOutcome> {
  try {
    const answer = await request();
    if (answer.twoFactorRequired === true) return { kind: 'second-factor' };
    return { kind: 'accepted', user: 'user' in answer ? toSessionUser(answer.user) : null };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { kind: 'refused', ...refusal };
    return { kind: 'failed', message: error instanceof Error ? error.message : null };
  }
}

/** The `loginRequest` operation of the variant: e-mails a sign-in code. */
export const requestLoginCode = (variant: TSignInVariant, email: string) =>
  call(() => callOperation(SIGN_IN_OPERATIONS[variant].loginRequest, { body: { email } }));

/** The `verifyCode` operation of the variant: exchanges the code for a session. */
export const verifyLoginCode = (variant: TSignInVariant, email: string, code: string) =>
  call(() => callOperation(SIGN_IN_OPERATIONS[variant].verifyCode, { body: { email, code } }));

/** The second step of a sign-in with two-factor on: the authenticator code, or a recovery code. */
export type TSecondFactorEntry = { code: string } | { recoveryCode: string };

/** The `verifyTwoFactor` operation: the pending sign-in (its cookie) and the second factor, for the session. */
export const verifySecondFactor = (entry: TSecondFactorEntry) =>
  call(() => callOperation(verifyTwoFactor, { body: entry }));

export interface TRegistration {
  name: string;
  email: string;
  company: string | null;
}

const noRegistration = (variant: TSignInVariant): Promise<TSignInOutcome> =>
  Promise.resolve({ kind: 'failed', message: `The ${variant} sign-in has no registration.` });

/** The `register` operation of the variant: starts a registration and e-mails its code. */
export function startRegistration(variant: TSignInVariant, { name, email, company }: TRegistration) {
  const steps = SIGN_IN_OPERATIONS[variant];
  if (!('register' in steps)) return noRegistration(variant);
  // Employers register as user_type 'client' (spec section 3) and may name their company.
  const employer = variant === 'employer' && { user_type: 'client' as const, ...(company && { company }) };
  return call(() => callOperation(steps.register, { body: { name, email, ...employer } }));
}

/** The `verifyRegistration` operation of the variant: completes a registration with its code. */
export function verifyRegistration(variant: TSignInVariant, { name, email }: TRegistration, code: string) {
  const steps = SIGN_IN_OPERATIONS[variant];
  if (!('verifyRegistration' in steps)) return noRegistration(variant);
  return call(() => callOperation(steps.verifyRegistration, { body: { code, email, name } }));
}
