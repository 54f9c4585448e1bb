import type { Context } from 'hono';
import { AUTH_ANSWERS } from '@gtm/contracts/auth';
import type { TSecondFactor } from '@gtm/contracts/auth';
import { AppError } from '@gtm/service-kit/app-error';
import type { TLogger } from '@gtm/service-kit/logger';
import { hashRecoveryCode, matchingRecoveryHash, matchingStep, openKey } from './two-factor-crypto.ts';
import type { TTwoFactorKeys } from './two-factor-crypto.ts';
import type { TTwoFactorRepository, TTwoFactorState } from '../users/users.repository.ts';

/**
 * The account's own limit on wrong second-factor codes, across pending sign-ins and settings changes: kept in
 * Redis with sign-in's rate limits (`createRateLimits` in routes/sign-in), which are passed in as it.
 */
export type TSecondFactorLimit = {
  /** Refuses the account's code, before it is compared, once its wrong codes are used up (a 429). */
  secondFactorAllowed: (c: Context, userId: string) => Promise<void>;
  /** Counts a wrong code against the account. */
  secondFactorFailed: (userId: string) => Promise<void>;
};

/** What proved the second factor. */
export type TSecondFactorKind = 'authenticator' | 'recovery-code';

/** The refusal of a wrong, used or replayed second-factor code: one answer for all of them. */
export const invalidSecondFactor = () =>
  new AppError('BAD_REQUEST', { userMessage: AUTH_ANSWERS.invalidSecondFactor });

/**
 * Opens a sealed authenticator key; null when it no longer opens (IDENTITY_SECRET changed since it was set
 * up), which is logged without the key: the account then needs a recovery code.
 */
export const openStoredKey = (
  deps: { keys: TTwoFactorKeys; log: TLogger },
  userId: string,
  sealed: string,
): string | null => {
  try {
    return openKey(deps.keys, userId, sealed);
  } catch {
    deps.log.error({ userId }, 'two-factor key does not open (was IDENTITY_SECRET changed?)');
    return null;
  }
};

/**
 * Checks a second factor of an account that has two-factor on, and spends it: an authenticator code's time
 * step must be newer than the last one accepted (a code works once), a recovery code is pulled from the
 * unused ones. A wrong code counts against the account's limit, which is checked before any comparison.
 */
export const createSecondFactorCheck = (deps: {
  repository: TTwoFactorRepository;
  keys: TTwoFactorKeys;
  limits: TSecondFactorLimit;
  log: TLogger;
}) => ({
  async spend(c: Context, state: TTwoFactorState, factor: TSecondFactor): Promise<TSecondFactorKind> {
    await deps.limits.secondFactorAllowed(c, state.userId);
    let accepted = false;
    if (factor.code !== undefined) {
      const key = state.secret ? openStoredKey(deps, state.userId, state.secret) : null;
      const step = key === null ? null : matchingStep(key, factor.code);
      accepted = step !== null && (await deps.repository.acceptStep(state.userId, step));
    } else if (factor.recoveryCode !== undefined) {
      const hash = matchingRecoveryHash(
        state.recoveryHashes,
        hashRecoveryCode(deps.keys, state.userId, factor.recoveryCode),
      );
      accepted = hash !== null && (await deps.repository.useRecoveryCode(state.userId, hash));
    }
    if (!accepted) {
      await deps.limits.secondFactorFailed(state.userId);
      throw invalidSecondFactor();
    }
    return factor.code !== undefined ? 'authenticator' : 'recovery-code';
  },
});
export type TSecondFactorCheck = ReturnType<typeof createSecondFactorCheck>;
