import type { Context } from 'hono';
import { AUTH_ANSWERS, RECOVERY_CODE_COUNT } from '@gtm/contracts/auth';
import type { TRecoveryCodesAnswer, TTwoFactorEnrollment, TTwoFactorStatus } from '@gtm/contracts/auth';
import type {
  confirmTwoFactorEnrollment,
  disableTwoFactor,
  regenerateRecoveryCodes,
} from '@gtm/contracts/operations/two-factor';
import type { TParsedRequest } from '@gtm/contracts/operation';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAuditRecord, TAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TSessionStore } from '../../sessions/sessions.ts';
import { invalidSecondFactor, openStoredKey } from './second-factor.ts';
import type { TSecondFactorCheck, TSecondFactorLimit } from './second-factor.ts';
import {
  generateRecoveryCodes,
  hashRecoveryCode,
  matchingStep,
  newAuthenticatorKey,
  otpauthUri,
  sealKey,
} from './two-factor-crypto.ts';
import type { TTwoFactorKeys } from './two-factor-crypto.ts';
import type { TTwoFactorRepository, TTwoFactorState } from '../users/users.repository.ts';

/** A setup must be confirmed this long after it started, or started again. */
export const ENROLLMENT_TTL_MS = 10 * 60_000;

/**
 * What the two-factor settings need: the stored state and its keys, the check of a current code and the account's
 * limit on wrong ones, the audit trail, and the sessions an enrolment ends (the app passes sign-in's deps).
 */
export type TTwoFactorDeps = {
  twoFactor: TTwoFactorRepository;
  twoFactorKeys: TTwoFactorKeys;
  secondFactor: TSecondFactorCheck;
  limits: TSecondFactorLimit;
  audit: TAuditTrail;
  sessions: TSessionStore;
  log: TLogger;
};

const conflict = (message: string) => new AppError('CONFLICT', { userMessage: message });

/** The state as the Security settings show it. */
export const toTwoFactorStatus = (state: TTwoFactorState): TTwoFactorStatus => ({
  enabled: state.enabled,
  enabledAt: state.enabled && state.enabledAt ? state.enabledAt.toISOString() : null,
  recoveryCodesLeft: state.enabled ? state.recoveryHashes.length : 0,
});

/**
 * An admin's own two-factor on the Security settings: its state, the setup of an authenticator app confirmed
 * by a code from it, new recovery codes and turning it off (each with a current code). Keys and recovery codes
 * appear in an answer only where the admin must see them, once, and are never logged or queued.
 */
export const twoFactorHandlers = (deps: TTwoFactorDeps) => {
  /** The signed-in admin's state (the mount admits admins only; a gone account is no session). */
  const stateOfCaller = async (c: Context<TAppEnv>) => {
    const { userId } = c.get('identity');
    const state = userId === undefined ? null : await deps.twoFactor.stateOf(userId);
    if (state === null)
      throw new AppError('UNAUTHENTICATED', { internalMessage: 'session names no account' });
    if (state.kind !== 'admin')
      throw new AppError('FORBIDDEN', { userMessage: AUTH_ANSWERS.twoFactorAdminsOnly });
    return state;
  };

  const audit = (c: Context<TAppEnv>, state: TTwoFactorState, record: Omit<TAuditRecord, 'target'>) =>
    deps.audit.record(c, { ...record, target: { type: 'admin', id: state.userId, label: state.name } });

  const afterChange = async (userId: string) => toTwoFactorStatus((await deps.twoFactor.stateOf(userId))!);

  /** Answers that hold a key or recovery codes are never stored by a browser or a proxy. */
  const secretAnswer = <T extends object>(c: Context<TAppEnv>, body: T) => {
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  };

  const newRecoveryCodes = (userId: string) => {
    const codes = generateRecoveryCodes();
    return { codes, hashes: codes.map((code) => hashRecoveryCode(deps.twoFactorKeys, userId, code)) };
  };

  return {
    status: async (c: Context<TAppEnv>) => c.json(toTwoFactorStatus(await stateOfCaller(c))),

    /** A new key for the admin's app; it replaces a setup left unconfirmed. */
    startEnrollment: async (c: Context<TAppEnv>) => {
      const state = await stateOfCaller(c);
      if (state.enabled) throw conflict(AUTH_ANSWERS.twoFactorAlreadyOn);
      const key = newAuthenticatorKey();
      if (
        !(await deps.twoFactor.startEnrollment(state.userId, sealKey(deps.twoFactorKeys, state.userId, key)))
      ) {
        throw conflict(AUTH_ANSWERS.twoFactorAlreadyOn);
      }
      return secretAnswer<TTwoFactorEnrollment>(c, {
        success: true,
        message: AUTH_ANSWERS.twoFactorSetupStarted,
        secret: key,
        otpauthUri: otpauthUri(key, state.email),
      });
    },

    /** Two-factor on, once a code from the new app matches its key; the recovery codes are shown this once. */
    confirmEnrollment: async (
      c: Context<TAppEnv>,
      { body }: TParsedRequest<typeof confirmTwoFactorEnrollment>,
    ) => {
      const state = await stateOfCaller(c);
      if (state.enabled) throw conflict(AUTH_ANSWERS.twoFactorAlreadyOn);
      const started = state.pendingAt?.getTime() ?? 0;
      if (state.pendingSecret === null || Date.now() - started > ENROLLMENT_TTL_MS) {
        throw new AppError('BAD_REQUEST', { userMessage: AUTH_ANSWERS.twoFactorSetupExpired });
      }
      await deps.limits.secondFactorAllowed(c, state.userId);
      const key = openStoredKey(
        { keys: deps.twoFactorKeys, log: deps.log },
        state.userId,
        state.pendingSecret,
      );
      const step = key === null ? null : matchingStep(key, body.code);
      if (step === null) {
        await deps.limits.secondFactorFailed(state.userId);
        throw invalidSecondFactor();
      }
      const recovery = newRecoveryCodes(state.userId);
      const confirmed = await deps.twoFactor.confirmEnrollment(state.userId, {
        pendingSecret: state.pendingSecret,
        step,
        recoveryHashes: recovery.hashes,
      });
      // Another request confirmed or restarted the setup meanwhile.
      if (!confirmed) throw new AppError('BAD_REQUEST', { userMessage: AUTH_ANSWERS.twoFactorSetupExpired });
      // The admin's other sessions were opened without the second factor: they end; this one goes on.
      const current = c.get('identity').sessionId;
      try {
        if (current) await deps.sessions.revokeOthersOf(state.userId, current);
        else await deps.sessions.revokeAllOf(state.userId);
      } catch (error) {
        throw new AppError('UNAVAILABLE', {
          userMessage:
            'Two-factor is on, but your other sessions could not be ended. Please sign out everywhere.',
          internalMessage: 'sessions not revoked after two-factor enrolment',
          cause: error,
        });
      }
      await audit(c, state, {
        action: 'settings.two-factor-enabled',
        changes: [
          { field: 'twoFactorEnabled', before: false, after: true },
          { field: 'recoveryCodesLeft', before: 0, after: RECOVERY_CODE_COUNT },
        ],
      });
      return secretAnswer<TRecoveryCodesAnswer>(c, {
        success: true,
        message: AUTH_ANSWERS.twoFactorEnabled,
        recoveryCodes: recovery.codes,
        twoFactor: await afterChange(state.userId),
      });
    },

    /** New recovery codes for a current code; the old ones stop working. */
    regenerateRecoveryCodes: async (
      c: Context<TAppEnv>,
      { body }: TParsedRequest<typeof regenerateRecoveryCodes>,
    ) => {
      const state = await stateOfCaller(c);
      if (!state.enabled) throw conflict(AUTH_ANSWERS.twoFactorNotOn);
      await deps.secondFactor.spend(c, state, body);
      const recovery = newRecoveryCodes(state.userId);
      if (!(await deps.twoFactor.replaceRecoveryCodes(state.userId, recovery.hashes))) {
        throw conflict(AUTH_ANSWERS.twoFactorNotOn);
      }
      await audit(c, state, {
        action: 'settings.recovery-codes-regenerated',
        changes: [
          { field: 'recoveryCodesLeft', before: state.recoveryHashes.length, after: RECOVERY_CODE_COUNT },
        ],
      });
      return secretAnswer<TRecoveryCodesAnswer>(c, {
        success: true,
        message: AUTH_ANSWERS.recoveryCodesRegenerated,
        recoveryCodes: recovery.codes,
        twoFactor: await afterChange(state.userId),
      });
    },

    /** Two-factor off for a current code: the key and the recovery codes are deleted. */
    disable: async (c: Context<TAppEnv>, { body }: TParsedRequest<typeof disableTwoFactor>) => {
      const state = await stateOfCaller(c);
      if (!state.enabled) throw conflict(AUTH_ANSWERS.twoFactorNotOn);
      await deps.secondFactor.spend(c, state, body);
      if (!(await deps.twoFactor.disable(state.userId))) throw conflict(AUTH_ANSWERS.twoFactorNotOn);
      await audit(c, state, {
        action: 'settings.two-factor-disabled',
        changes: [{ field: 'twoFactorEnabled', before: true, after: false }],
      });
      return c.json({
        success: true as const,
        message: AUTH_ANSWERS.twoFactorDisabled,
        twoFactor: await afterChange(state.userId),
      });
    },
  };
};
