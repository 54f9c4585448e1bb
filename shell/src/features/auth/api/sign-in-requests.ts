import { ApiError, api } from '@gtm/web-kit/api-client.ts';
import { toSessionUser, type TSessionUser } from '@gtm/web-kit/session-user.ts';
import { SIGN_IN_VARIANTS, type TSignInVariant } from '../sign-in-flow.ts';

/**
 * What a sign-in call came to: accepted (with the user a verification carries), refused by the server
 * (`success: false`, whatever the status, with its message) or failed (network, an answer that is not ours).
 */
export type TSignInOutcome =
  | { kind: 'accepted'; user: TSessionUser | null }
  | { kind: 'refused'; message: string | null }
  | { kind: 'failed'; message: string | null };

type TAuthAnswer = { success?: unknown; message?: unknown; user?: unknown };

const messageOf = (answer: TAuthAnswer) =>
  typeof answer.message === 'string' && answer.message !== '' ? answer.message : null;

function parseAnswer(text: string): TAuthAnswer | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

async function call(path: string, body: Record<string, unknown>): Promise<TSignInOutcome> {
  try {
    const answer = (await api.post<TAuthAnswer | undefined>(path, body)) ?? {};
    if (answer.success !== true) return { kind: 'refused', message: messageOf(answer) };
    return { kind: 'accepted', user: toSessionUser(answer.user) };
  } catch (error) {
    // 4xx answers (wrong code, unknown e-mail, rate limit) carry `{ success: false, message }`.
    const answer = error instanceof ApiError ? parseAnswer(error.body) : null;
    if (answer && typeof answer.message === 'string') return { kind: 'refused', message: messageOf(answer) };
    return { kind: 'failed', message: error instanceof Error ? error.message : null };
  }
}

const endpoint = (variant: TSignInVariant, step: string) =>
  `${SIGN_IN_VARIANTS[variant].apiPrefix}/auth/${step}`;

/** POST <prefix>/auth/login-request: e-mails a sign-in code. */
export const requestLoginCode = (variant: TSignInVariant, email: string) =>
  call(endpoint(variant, 'login-request'), { email });

/** POST <prefix>/auth/verify-code: exchanges the code for a session. */
export const verifyLoginCode = (variant: TSignInVariant, email: string, code: string) =>
  call(endpoint(variant, 'verify-code'), { email, code });

export interface TRegistration {
  name: string;
  email: string;
  company: string | null;
}

// Employers register as user_type 'client' (spec section 3) and may name their company.
const registrationBody = (variant: TSignInVariant, { name, email, company }: TRegistration) => ({
  name,
  email,
  ...(variant === 'employer' && { user_type: 'client', ...(company && { company }) }),
});

/** POST <prefix>/auth/register: starts a registration and e-mails its code. */
export const startRegistration = (variant: TSignInVariant, registration: TRegistration) =>
  call(endpoint(variant, 'register'), registrationBody(variant, registration));

/** POST <prefix>/auth/verify-registration: completes a registration with its code and the pending values. */
export const verifyRegistration = (variant: TSignInVariant, registration: TRegistration, code: string) =>
  call(endpoint(variant, 'verify-registration'), { code, ...registrationBody(variant, registration) });
