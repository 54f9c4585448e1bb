import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { AUTH_ANSWERS } from '@gtm/contracts/auth';
import type {
  TAuthMessageAnswer,
  TAuthUserAnswer,
  TLoginRequest,
  TRegisterRequest,
  TSecondFactor,
  TTwoFactorChallenge,
  TVerifyCode,
  TVerifyRegistration,
} from '@gtm/contracts/auth';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import type { TEmailJob, TEmailTemplate } from '@gtm/contracts/email-job';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import type { TAccountKind } from '@gtm/contracts/user-kinds';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import { AppError } from '@gtm/service-kit/app-error';
import { clientIp } from '@gtm/service-kit/client-ip';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TSessionStore } from '../../sessions/sessions.ts';
import type { TPendingSecondFactors } from '../two-factor/pending-second-factor.ts';
import { MAX_SECOND_FACTOR_TRIES } from '../two-factor/pending-second-factor.ts';
import type { TSecondFactorCheck } from '../two-factor/second-factor.ts';
import type { TTwoFactorKeys } from '../two-factor/two-factor-crypto.ts';
import type { TTwoFactorRepository } from '../users/users.repository.ts';
import { toCurrentUser } from '../users/users.handlers.ts';
import type { TUserRecord } from '../users/users.model.ts';
import type { TUsersRepository } from '../users/users.repository.ts';
import { generateCode, hashCode, sameHash, sealCode } from './code-crypto.ts';
import type { TCodeKeys } from './code-crypto.ts';
import type { TPendingCookie } from './pending-cookie.ts';
import { signInUnavailable } from './rate-limits.ts';
import type { TRateLimits } from './rate-limits.ts';
import type { TCodePurpose, TSignInCodesRepository } from './sign-in-codes.repository.ts';

/** A code is valid this long after it is issued. */
export const CODE_TTL_MS = 10 * 60_000;

/** The kinds of account a registration creates (admins never self-register). */
export type TRegisteringKind = Exclude<TAccountKind, 'admin'>;

export type TSignInDeps = {
  users: TUsersRepository;
  codes: TSignInCodesRepository;
  sessions: TSessionStore;
  limits: TRateLimits;
  pending: TPendingCookie;
  keys: TCodeKeys;
  /** Where e-mails and account events (for svc-candidates and svc-clients) are published. */
  outbox: TOutbox;
  cookieSecure: boolean;
  trustedProxies: number;
  /** Admin writes (settings, invitations) for the audit log. */
  audit: TAuditTrail;
  /** Admins' two-factor: the stored state, its keys, sign-ins waiting for it, and the check of a code. */
  twoFactor: TTwoFactorRepository;
  twoFactorKeys: TTwoFactorKeys;
  secondFactors: TPendingSecondFactors;
  secondFactor: TSecondFactorCheck;
};

const invalidCode = () => new AppError('BAD_REQUEST', { userMessage: AUTH_ANSWERS.invalidCode });
const noPendingSignIn = () => new AppError('BAD_REQUEST', { userMessage: AUTH_ANSWERS.noPendingSignIn });
const secondFactorTriesSpent = () =>
  new AppError('BAD_REQUEST', { userMessage: AUTH_ANSWERS.secondFactorTriesSpent });

/**
 * The sign-in and registration steps. Code requests do the same work whatever the address (a code is hashed, one
 * write command sent and a job enqueued), so neither the answer nor its timing tells whether an account exists; but
 * only a request whose code reaches the owner replaces their live code or spends their limits.
 */
export const signInHandlers = (deps: TSignInDeps) => {
  const ipOf = (c: Context) => clientIp(c.req.header('x-forwarded-for'), deps.trustedProxies);

  const sendCode = async (
    c: Context,
    entry: {
      email: string;
      purpose: TCodePurpose;
      deliver: boolean;
      name?: string;
      registration?: { name: string; kind: TRegisteringKind; company: string | null };
    },
  ) => {
    const code = generateCode();
    const codeHash = hashCode(deps.keys, entry.email, code);
    // Only a code its owner receives replaces their live one: a request that delivers nothing changes nothing.
    if (entry.deliver) {
      await deps.codes.issue({
        email: entry.email,
        purpose: entry.purpose,
        codeHash,
        ttlMs: CODE_TTL_MS,
        ...(entry.registration ? { registration: entry.registration } : {}),
      });
    } else {
      await deps.codes.issueNothing(entry.email, entry.purpose, codeHash);
    }
    const template: TEmailTemplate = !entry.deliver
      ? 'sign-in-unknown'
      : entry.purpose === 'register'
        ? 'registration-code'
        : 'sign-in-code';
    const job: TEmailJob = {
      template,
      to: entry.email,
      ref: `code:${entry.purpose}`,
      params: entry.name ? { name: entry.name } : {},
      sealed: sealCode(deps.keys, entry.email, code),
    };
    await deps.outbox.publish(outboxMessage.email(job), signInUnavailable);
    deps.pending.set(c, { email: entry.email, purpose: entry.purpose });
    return c.json<TAuthMessageAnswer>({ success: true, message: AUTH_ANSWERS.codeSent });
  };

  /**
   * A registration for an address that has an account. Its codes are left alone: a code its owner asked for
   * still works. The owner hears of it by e-mail at most once an hour, and the answer (and the pending cookie)
   * are a new address's, so a registration tells nobody whether an address has an account. A notice beyond the
   * limit is queued as `sign-in-unknown` (sent to nobody): the same work either way.
   */
  const registrationAttempt = async (c: Context, owner: TUserRecord) => {
    const notify = await deps.limits.registrationNoticeAllowed(owner.email);
    const template: TEmailTemplate = notify ? 'registration-attempt' : 'sign-in-unknown';
    const job: TEmailJob = {
      template,
      to: owner.email,
      ref: 'registration-attempt',
      params: { name: owner.name, kind: owner.user_type },
    };
    await deps.outbox.publish(outboxMessage.email(job), signInUnavailable);
    deps.pending.set(c, { email: owner.email, purpose: 'register' });
    return c.json<TAuthMessageAnswer>({ success: true, message: AUTH_ANSWERS.codeSent });
  };

  /** Spends a try, compares, consumes: the code's e-mail record when all three pass, else a refusal. */
  const checkCode = async (email: string, purpose: TCodePurpose, code: string) => {
    const record = await deps.codes.spendAttempt(email, purpose);
    if (record === null || !sameHash(record.codeHash, hashCode(deps.keys, email, code))) throw invalidCode();
    return record;
  };

  /** Rotates the session: the one the request carried ends, a new one starts with the user's idle timeout. */
  const startSession = async (c: Context<TAppEnv>, user: TUserRecord) => {
    await deps.sessions.revoke(c.get('identity').sessionId);
    const sessionId = await deps.sessions.create({
      userId: user._id.toString(),
      kind: user.user_type,
      role: user.role ?? null,
      idleMinutes: user.security?.sessionTimeout ?? 30,
    });
    setCookie(c, SESSION_COOKIE, sessionId, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: deps.cookieSecure,
      path: '/',
      maxAge: deps.sessions.ttlSeconds,
    });
    deps.pending.clear(c);
    deps.secondFactors.clearCookie(c);
  };

  /**
   * The e-mailed code was right for an account with two-factor on: no session yet. A pending sign-in waits
   * for the second step (`verifyTwoFactor`), which alone starts the session.
   */
  const awaitSecondFactor = async (c: Context<TAppEnv>, user: TUserRecord) => {
    let token: string;
    try {
      token = await deps.secondFactors.open(user._id.toString());
    } catch (error) {
      throw signInUnavailable(error);
    }
    deps.secondFactors.setCookie(c, token);
    deps.pending.clear(c);
    return c.json<TTwoFactorChallenge>(
      { success: true, message: AUTH_ANSWERS.twoFactorRequired, twoFactorRequired: true },
      202,
    );
  };

  const event = <T extends TAccountEvent['type']>(type: T, user: TUserRecord) => ({
    // BullMQ job ids may not contain ':'.
    eventId: `${type}.${randomUUID()}`,
    userId: user._id.toString(),
    at: Date.now(),
    type,
  });

  const emailFrom = (c: Context, given: string | undefined, purpose: TCodePurpose) => {
    const email = given ?? deps.pending.read(c, purpose);
    if (!email) throw new AppError('BAD_REQUEST', { userMessage: AUTH_ANSWERS.noPendingSignIn });
    return email;
  };

  return {
    /** A code request; `kinds` are the accounts this path signs in (others get the same answer, no code). */
    loginRequest:
      (kinds: readonly TAccountKind[]) =>
      async (c: Context<TAppEnv>, { body }: { body: TLoginRequest }) => {
        await deps.limits.ip(c, ipOf(c));
        const user = await deps.users.findByEmail(body.email);
        const deliver = user !== null && kinds.includes(user.user_type);
        // A request that reaches the owner's inbox counts against the owner's cooldown and window; one that
        // sends nothing counts against this path's own, so nobody can spend the owner's limits from another path.
        await deps.limits.codeRequest(c, deliver ? body.email : `unsent:${kinds.join(',')}:${body.email}`);
        return sendCode(c, {
          email: body.email,
          purpose: 'sign-in',
          deliver,
          ...(user ? { name: user.name } : {}),
        });
      },

    /** A code exchanged for a session, only for an account of one of `kinds`. */
    verifyCode:
      (kinds: readonly TAccountKind[]) =>
      async (c: Context<TAppEnv>, { body }: { body: TVerifyCode }) => {
        await deps.limits.ip(c, ipOf(c));
        const email = emailFrom(c, body.email, 'sign-in');
        const record = await checkCode(email, 'sign-in', body.code);
        const user = await deps.users.findByEmail(email);
        if (user === null || !kinds.includes(user.user_type)) throw invalidCode();
        if (!(await deps.codes.consume(email, 'sign-in', record.codeHash))) throw invalidCode();
        // An employer whose access svc-clients ended: the right code is spent, and no session starts.
        if (user.user_type === 'employer' && user.disabled) {
          throw new AppError('FORBIDDEN', { userMessage: EMPLOYER_ANSWERS.accessRevoked });
        }
        if (user.security?.twoFactorEnabled) return awaitSecondFactor(c, user);
        await startSession(c, user);
        if (user.user_type === 'employer') {
          const signedIn = { ...event('employer.signed-in', user), email: user.email, name: user.name };
          await deps.outbox.publish(
            outboxMessage.accountEvent(QUEUES.clientAccountEvents, signedIn),
            signInUnavailable,
          );
        }
        return c.json<TAuthUserAnswer>({
          success: true,
          message: AUTH_ANSWERS.signedIn,
          user: toCurrentUser(user),
        });
      },

    /** A registration of a `kind` account: its values wait with the code until it is verified. */
    register:
      (kind: TRegisteringKind) =>
      async (c: Context<TAppEnv>, { body }: { body: TRegisterRequest }) => {
        await deps.limits.ip(c, ipOf(c));
        const existing = await deps.users.findByEmail(body.email);
        // A registration on an address with an account counts against its own cooldown, never the owner's.
        await deps.limits.codeRequest(c, existing ? `registration-attempt:${body.email}` : body.email);
        if (existing !== null) return registrationAttempt(c, existing);
        const company = kind === 'employer' ? body.company || null : null;
        return sendCode(c, {
          email: body.email,
          purpose: 'register',
          deliver: true,
          name: body.name,
          registration: { name: body.name, kind, company },
        });
      },

    /** Creates the `kind` account a registration code names, tells its owning service, and signs it in. */
    verifyRegistration:
      (kind: TRegisteringKind) =>
      async (c: Context<TAppEnv>, { body }: { body: TVerifyRegistration }) => {
        await deps.limits.ip(c, ipOf(c));
        const email = emailFrom(c, body.email, 'register');
        const record = await checkCode(email, 'register', body.code);
        const registration = record.registration;
        if (!registration || registration.kind !== kind) throw invalidCode();
        if (!(await deps.codes.consume(email, 'register', record.codeHash))) throw invalidCode();
        const user = await deps.users.create({
          email,
          kind,
          name: registration.name,
          company: registration.company ?? null,
        });
        if (user === null) throw new AppError('CONFLICT', { userMessage: AUTH_ANSWERS.accountExists });
        // The account's registration: its id is the account's, so a replay stores it once.
        const registered =
          kind === 'candidate'
            ? outboxMessage.accountEvent(QUEUES.accountEvents, {
                ...event('candidate.registered', user),
                eventId: `candidate.registered.${user._id.toString()}`,
                email,
                name: user.name,
              })
            : outboxMessage.accountEvent(QUEUES.clientAccountEvents, {
                ...event('employer.registered', user),
                eventId: `employer.registered.${user._id.toString()}`,
                email,
                name: user.name,
                company: user.company ?? null,
              });
        await deps.outbox.publish(registered, signInUnavailable);
        await startSession(c, user);
        return c.json<TAuthUserAnswer>({
          success: true,
          message: AUTH_ANSWERS.registered,
          user: toCurrentUser(user),
        });
      },

    /**
     * The second step of a sign-in with two-factor on: the pending sign-in's cookie and a code from the
     * authenticator app or a recovery code, for the session. Each try is spent before any comparison; the fifth
     * wrong one ends the pending sign-in, and the account's own limit counts wrong codes across sign-ins.
     */
    verifyTwoFactor: async (c: Context<TAppEnv>, { body }: { body: TSecondFactor }) => {
      await deps.limits.ip(c, ipOf(c));
      const token = deps.secondFactors.readCookie(c);
      if (token === undefined) throw noPendingSignIn();
      let pending;
      try {
        pending = await deps.secondFactors.spendTry(token);
      } catch (error) {
        throw signInUnavailable(error);
      }
      if (pending.state !== 'open') {
        deps.secondFactors.clearCookie(c);
        throw pending.state === 'spent' ? secondFactorTriesSpent() : noPendingSignIn();
      }
      const state = await deps.twoFactor.stateOf(pending.userId);
      const user = state?.enabled ? await deps.users.findById(pending.userId) : null;
      if (state === null || user === null || !state.enabled) {
        await deps.secondFactors.close(token);
        deps.secondFactors.clearCookie(c);
        throw noPendingSignIn();
      }
      let kind;
      try {
        kind = await deps.secondFactor.spend(c, state, body);
      } catch (error) {
        if (
          error instanceof AppError &&
          error.code === 'BAD_REQUEST' &&
          pending.tries >= MAX_SECOND_FACTOR_TRIES
        ) {
          await deps.secondFactors.close(token);
          deps.secondFactors.clearCookie(c);
          throw secondFactorTriesSpent();
        }
        throw error;
      }
      // The token is spent once: of two racing right answers, only the one that ends it signs in.
      if (!(await deps.secondFactors.close(token))) throw noPendingSignIn();
      await startSession(c, user);
      if (kind === 'recovery-code') {
        await deps.audit.record(c, {
          actorId: state.userId,
          action: 'sign-in.recovery-code-used',
          target: { type: 'admin', id: state.userId, label: user.name },
          changes: [
            {
              field: 'recoveryCodesLeft',
              before: state.recoveryHashes.length,
              after: state.recoveryHashes.length - 1,
            },
          ],
        });
      }
      return c.json<TAuthUserAnswer>({
        success: true,
        message: AUTH_ANSWERS.signedIn,
        user: toCurrentUser(user),
      });
    },

    /** Ends the session server-side and clears the cookie; answers the same signed in or not. */
    logout: async (c: Context<TAppEnv>) => {
      try {
        await deps.sessions.revoke(c.get('identity').sessionId);
      } catch (error) {
        throw signInUnavailable(error);
      }
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: deps.cookieSecure });
      return c.json<TAuthMessageAnswer>({ success: true, message: AUTH_ANSWERS.loggedOut });
    },
  };
};
