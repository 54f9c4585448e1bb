import { logout, SIGN_IN_OPERATIONS } from '@gtm/contracts/operations/sign-in';
import type { TSignInVariant } from '@gtm/contracts/operations/sign-in';
import { verifyTwoFactor } from '@gtm/contracts/operations/sign-in';
import { ACCOUNT_KINDS } from '@gtm/contracts/user-kinds';
import type { TAccountKind } from '@gtm/contracts/user-kinds';
import { operationRouter } from '@gtm/service-kit/operations';
import { signInHandlers } from './sign-in.handlers.ts';
import type { TRegisteringKind, TSignInDeps } from './sign-in.handlers.ts';

/**
 * What each sign-in variant serves: the accounts it signs in and the kind its registration creates. The
 * general `/api/auth` variant signs in every kind and registers candidates.
 */
const VARIANTS: Record<TSignInVariant, { signsIn: readonly TAccountKind[]; registers?: TRegisteringKind }> = {
  general: { signsIn: ACCOUNT_KINDS, registers: 'candidate' },
  candidate: { signsIn: ['candidate'], registers: 'candidate' },
  employer: { signsIn: ['employer'], registers: 'employer' },
  admin: { signsIn: ['admin'] },
};

/** Every sign-in operation of spec section 7 (each variant's steps), the two-factor step and logout. */
export const signInRoutes = (deps: TSignInDeps) => {
  const handlers = signInHandlers(deps);
  const router = operationRouter()
    .mount(logout, handlers.logout)
    .mount(verifyTwoFactor, handlers.verifyTwoFactor);
  for (const [variant, steps] of Object.entries(SIGN_IN_OPERATIONS)) {
    const { signsIn, registers } = VARIANTS[variant as TSignInVariant];
    router
      .mount(steps.loginRequest, handlers.loginRequest(signsIn))
      .mount(steps.verifyCode, handlers.verifyCode(signsIn));
    if (registers === undefined) continue;
    if ('register' in steps) router.mount(steps.register, handlers.register(registers));
    if ('verifyRegistration' in steps)
      router.mount(steps.verifyRegistration, handlers.verifyRegistration(registers));
  }
  return router;
};
