import { AUTH_ANSWERS, RESEND_COOLDOWN_SECONDS } from '@gtm/contracts/auth';
import type { TSignInVariant } from '@gtm/contracts/operations/sign-in';
import { PATHS } from '@gtm/contracts/paths';
import { homeOf } from '@gtm/web-kit/access.ts';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';

/** `two-factor`: the e-mailed code was right and the account asks for its authenticator (or a recovery) code. */
export type TSignInStep = 'login' | 'verify' | 'two-factor' | 'register' | 'verify-registration';

export interface TVariantConfig {
  /** The page's heading; its document title adds the product name. */
  title: string;
  /** Whether the register and verify-registration steps exist (candidates and employers self-register). */
  canRegister: boolean;
  /** Whether the login step links to registration ('Create one'): spec section 2 shows it only to candidates. */
  showsCreateLink: boolean;
}

export const SIGN_IN_VARIANTS: Record<TSignInVariant, TVariantConfig> = {
  general: { title: 'Login', canRegister: false, showsCreateLink: false },
  candidate: { title: 'Candidate Login', canRegister: true, showsCreateLink: true },
  employer: { title: 'Employer Login', canRegister: true, showsCreateLink: false },
  admin: { title: 'Admin Login', canRegister: false, showsCreateLink: false },
};

/** The step and the values waiting for a code (spec section 4). */
export interface TSignInState {
  step: TSignInStep;
  email: string | null;
  name: string | null;
  company: string | null;
}

export type TSignInAction =
  /** A visit to the screen (mount or query change); `signin=true` forces login, `register=true` asks for registration. */
  | { type: 'visit'; forceLogin: boolean; wantsRegister: boolean }
  | { type: 'code-sent'; email: string }
  /** The e-mailed code was accepted and the account has two-factor on. */
  | { type: 'second-factor-required' }
  | { type: 'registration-started'; name: string; email: string; company: string | null }
  | { type: 'verified' }
  | { type: 'back-to-login' }
  | { type: 'back-to-register' }
  | { type: 'show-register' }
  | { type: 'show-login' };

const CLEARED = { email: null, name: null, company: null } as const;

/** The sign-in screen's initial state: the login step with nothing pending. */
export const INITIAL_SIGN_IN_STATE: TSignInState = { step: 'login', ...CLEARED };

const isVerifying = (step: TSignInStep) =>
  step === 'verify' || step === 'two-factor' || step === 'verify-registration';

/** The step transitions of spec section 4 for a variant; steps a variant lacks are never entered. */
export function signInReducer(variant: TSignInVariant) {
  const { canRegister } = SIGN_IN_VARIANTS[variant];
  return (state: TSignInState, action: TSignInAction): TSignInState => {
    switch (action.type) {
      case 'visit':
        if (action.forceLogin) return INITIAL_SIGN_IN_STATE;
        if (isVerifying(state.step)) return state;
        return action.wantsRegister && canRegister ? { step: 'register', ...CLEARED } : INITIAL_SIGN_IN_STATE;
      case 'code-sent':
        return state.step === 'login' || state.step === 'verify'
          ? { step: 'verify', ...CLEARED, email: action.email }
          : state;
      case 'second-factor-required':
        return state.step === 'verify' ? { ...state, step: 'two-factor' } : state;
      case 'registration-started':
        return canRegister && (state.step === 'register' || state.step === 'verify-registration')
          ? { step: 'verify-registration', email: action.email, name: action.name, company: action.company }
          : state;
      case 'verified':
      case 'back-to-login':
      case 'show-login':
        return INITIAL_SIGN_IN_STATE;
      case 'back-to-register':
      case 'show-register':
        return canRegister ? { step: 'register', ...CLEARED } : state;
    }
  };
}

/**
 * Whether a refusal of the second step means the pending sign-in is over (expired, or its tries spent): the
 * screen then starts again from the e-mail.
 */
export const endsPendingSignIn = (message: string | null) =>
  message === AUTH_ANSWERS.noPendingSignIn || message === AUTH_ANSWERS.secondFactorTriesSpent;

/** What a code is for; svc-auth keeps the resend cooldown of each e-mail per purpose. */
export type TCodePurpose = 'sign-in' | 'register';

/** When this screen last had a code e-mailed, per purpose and e-mail (ms since the epoch). */
export type TSentCodes = ReadonlyMap<string, number>;

const sentKey = (purpose: TCodePurpose, email: string) => `${purpose} ${email}`;

/** The sent codes with one more. */
export const withSentCode = (
  sent: TSentCodes,
  purpose: TCodePurpose,
  email: string,
  at: number,
): TSentCodes => new Map(sent).set(sentKey(purpose, email), at);

/** When Resend may ask svc-auth for another code for an e-mail (the cooldown after the last one), if one went. */
export const resendAvailableAt = (sent: TSentCodes, purpose: TCodePurpose, email: string): number | null => {
  const at = sent.get(sentKey(purpose, email));
  return at === undefined ? null : at + RESEND_COOLDOWN_SECONDS * 1000;
};

/**
 * Whether a code request svc-auth refused for its rate means the code this screen had sent to the same e-mail
 * moments ago is still the one to enter (the visitor went Back and asked again inside the cooldown): the screen
 * then goes on to the code step instead of stopping on the refusal.
 */
export const codeAlreadySent = (
  outcome: { kind: string; rateLimited?: true },
  sent: TSentCodes,
  purpose: TCodePurpose,
  email: string,
  now: number,
): boolean => {
  const availableAt = resendAvailableAt(sent, purpose, email);
  return (
    outcome.kind === 'refused' && outcome.rateLimited === true && availableAt !== null && now < availableAt
  );
};

/** Spec section 2: navigation waits about 1000 ms after login and 500 ms after registration. */
export const REDIRECT_DELAY_MS = { login: 1000, registration: 500 } as const;

/**
 * Where a successful sign-in leads: candidates to their dashboard or role selection, employers to their
 * dashboard, admins to theirs; the general screen sends each user home, or a new registration to role selection.
 */
export function signInDestination(
  variant: TSignInVariant,
  user: TSessionUser,
  via: 'login' | 'registration',
): string {
  switch (variant) {
    case 'candidate':
      return user.role ? PATHS.candidate.dashboard : PATHS.candidate.roleSelection;
    case 'employer':
      return PATHS.employer.dashboard;
    case 'admin':
      return PATHS.admin.dashboard;
    case 'general':
      return via === 'registration' ? PATHS.candidate.roleSelection : homeOf(user);
  }
}
