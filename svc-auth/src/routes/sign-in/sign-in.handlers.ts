import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Queue } from 'bullmq';
import {
  AUTH_ANSWERS,
  ZLoginRequest,
  ZRegisterRequest,
  ZVerifyCode,
  ZVerifyRegistration,
} from '@gtm/contracts/auth';
import type { TAuthMessageAnswer, TAuthUserAnswer } from '@gtm/contracts/auth';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import type { TEmailJob, TEmailTemplate } from '@gtm/contracts/email-job';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import type { TAccountKind } from '@gtm/contracts/user-kinds';
import { AppError } from '@gtm/service-kit/app-error';
import { clientIp } from '@gtm/service-kit/client-ip';
import { parseJsonBody } from '@gtm/service-kit/parse-body';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { generateCode, hashCode, sameHash, sealCode } from '../../sign-in/code-crypto.ts';
import type { TCodeKeys } from '../../sign-in/code-crypto.ts';
import { enqueue } from '../../sign-in/enqueue.ts';
import type { TPendingCookie } from '../../sign-in/pending-cookie.ts';
import { authUnavailable } from '../../sign-in/rate-limits.ts';
import type { TRateLimits } from '../../sign-in/rate-limits.ts';
import type { TCodePurpose, TSignInCodesRepository } from '../../sign-in/sign-in-codes.repository.ts';
import type { TSessionStore } from '../../sign-in/sessions.ts';
import { toCurrentUser } from '../users/users.handlers.ts';
import type { TUserRecord } from '../users/users.model.ts';
import type { TUsersRepository } from '../users/users.repository.ts';

/** A code is valid this long after it is issued. */
export const CODE_TTL_MS = 10 * 60_000;

/** Which accounts a sign-in path serves: `any` is the general `/api/auth/...` variant. */
export type TSignInScope = 'candidate' | 'employer' | 'admin' | 'any';

const KINDS_OF_SCOPE: Record<TSignInScope, readonly TAccountKind[]> = {
  candidate: ['candidate'],
  employer: ['employer'],
  admin: ['admin'],
  any: ['candidate', 'employer', 'admin'],
};

export type TSignInDeps = {
  users: TUsersRepository;
  codes: TSignInCodesRepository;
  sessions: TSessionStore;
  limits: TRateLimits;
  pending: TPendingCookie;
  keys: TCodeKeys;
  emailQueue: Queue<TEmailJob>;
  /** svc-candidates' and svc-clients' account-event queues. */
  candidateEvents: Queue<TAccountEvent>;
  clientEvents: Queue<TAccountEvent>;
  cookieSecure: boolean;
  trustedProxies: number;
};

const invalidCode = () => new AppError('BAD_REQUEST', { userMessage: AUTH_ANSWERS.invalidCode });

/**
 * The sign-in and registration steps. Code requests do the same work whatever the address (a code is issued
 * and a job enqueued), so neither the answer nor its timing tells whether an account exists.
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
      registration?: { name: string; kind: 'candidate' | 'employer'; company: string | null };
    },
  ) => {
    const code = generateCode();
    await deps.codes.issue({
      email: entry.email,
      purpose: entry.purpose,
      codeHash: hashCode(deps.keys, entry.email, code),
      ttlMs: CODE_TTL_MS,
      ...(entry.registration ? { registration: entry.registration } : {}),
    });
    const template: TEmailTemplate = !entry.deliver
      ? 'sign-in-unknown'
      : entry.purpose === 'register'
        ? 'registration-code'
        : 'sign-in-code';
    await enqueue(deps.emailQueue, template, {
      template,
      to: entry.email,
      ref: `code:${entry.purpose}`,
      params: entry.name ? { name: entry.name } : {},
      sealed: sealCode(deps.keys, entry.email, code),
    });
    deps.pending.set(c, { email: entry.email, purpose: entry.purpose });
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
    loginRequest: (scope: TSignInScope) => async (c: Context<TAppEnv>) => {
      const { email } = await parseJsonBody(c, ZLoginRequest);
      await deps.limits.ip(c, ipOf(c));
      await deps.limits.codeRequest(c, email);
      const user = await deps.users.findByEmail(email);
      const deliver = user !== null && KINDS_OF_SCOPE[scope].includes(user.user_type);
      return sendCode(c, { email, purpose: 'sign-in', deliver, ...(user ? { name: user.name } : {}) });
    },

    verifyCode: (scope: TSignInScope) => async (c: Context<TAppEnv>) => {
      const body = await parseJsonBody(c, ZVerifyCode);
      await deps.limits.ip(c, ipOf(c));
      const email = emailFrom(c, body.email, 'sign-in');
      const record = await checkCode(email, 'sign-in', body.code);
      const user = await deps.users.findByEmail(email);
      if (user === null || !KINDS_OF_SCOPE[scope].includes(user.user_type)) throw invalidCode();
      if (!(await deps.codes.consume(email, record.codeHash))) throw invalidCode();
      await startSession(c, user);
      if (user.user_type === 'employer') {
        const signedIn = { ...event('employer.signed-in', user), email: user.email, name: user.name };
        await enqueue(deps.clientEvents, signedIn.type, signedIn, signedIn.eventId);
      }
      return c.json<TAuthUserAnswer>({
        success: true,
        message: AUTH_ANSWERS.signedIn,
        user: toCurrentUser(user),
      });
    },

    register: (kind: 'candidate' | 'employer') => async (c: Context<TAppEnv>) => {
      const body = await parseJsonBody(c, ZRegisterRequest);
      await deps.limits.ip(c, ipOf(c));
      await deps.limits.codeRequest(c, body.email);
      const existing = await deps.users.findByEmail(body.email);
      const company = kind === 'employer' ? body.company || null : null;
      return sendCode(c, {
        email: body.email,
        purpose: 'register',
        deliver: existing === null,
        name: body.name,
        registration: { name: body.name, kind, company },
      });
    },

    verifyRegistration: (kind: 'candidate' | 'employer') => async (c: Context<TAppEnv>) => {
      const body = await parseJsonBody(c, ZVerifyRegistration);
      await deps.limits.ip(c, ipOf(c));
      const email = emailFrom(c, body.email, 'register');
      const record = await checkCode(email, 'register', body.code);
      const registration = record.registration;
      if (!registration || registration.kind !== kind) throw invalidCode();
      if (!(await deps.codes.consume(email, record.codeHash))) throw invalidCode();
      const user = await deps.users.create({
        email,
        kind,
        name: registration.name,
        company: registration.company ?? null,
      });
      if (user === null) throw new AppError('CONFLICT', { userMessage: AUTH_ANSWERS.accountExists });
      if (kind === 'candidate') {
        const registered = { ...event('candidate.registered', user), email, name: user.name };
        await enqueue(deps.candidateEvents, registered.type, registered, registered.eventId);
      } else {
        const registered = {
          ...event('employer.registered', user),
          email,
          name: user.name,
          company: user.company ?? null,
        };
        await enqueue(deps.clientEvents, registered.type, registered, registered.eventId);
      }
      await startSession(c, user);
      return c.json<TAuthUserAnswer>({
        success: true,
        message: AUTH_ANSWERS.registered,
        user: toCurrentUser(user),
      });
    },

    /** Ends the session server-side and clears the cookie; answers the same signed in or not. */
    logout: async (c: Context<TAppEnv>) => {
      try {
        await deps.sessions.revoke(c.get('identity').sessionId);
      } catch (error) {
        throw authUnavailable(error);
      }
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: deps.cookieSecure });
      return c.json<TAuthMessageAnswer>({ success: true, message: AUTH_ANSWERS.loggedOut });
    },
  };
};
