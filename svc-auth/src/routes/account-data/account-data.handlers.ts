import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { ACCOUNT_DATA_ANSWERS } from '@gtm/contracts/account-data';
import type { TDataExportPart } from '@gtm/contracts/account-data';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import { AUTH_ANSWERS } from '@gtm/contracts/auth';
import type { TAuthMessageAnswer } from '@gtm/contracts/auth';
import type { TEmailJob } from '@gtm/contracts/email-job';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import { generateCode, hashCode, sameHash, sealCode } from '../sign-in/code-crypto.ts';
import { signInUnavailable } from '../sign-in/rate-limits.ts';
import { CODE_TTL_MS } from '../sign-in/sign-in.handlers.ts';
import type { TSignInDeps } from '../sign-in/sign-in.handlers.ts';
import type { TAuditLogRepository } from '../audit-log/audit-log.repository.ts';
import type { TUserRecord } from '../users/users.model.ts';
import type { TErasureTombstones } from './erasure-tombstones.ts';

/** What the account's own data needs: sign-in's codes and sessions, the erasure's tombstones and the audit log. */
export type TAccountDataDeps = TSignInDeps & {
  erasures: TErasureTombstones;
  auditLog: Pick<TAuditLogRepository, 'pseudonymize'>;
};

/** The purpose of the codes this feature issues: a sign-in code cannot delete, a deletion code cannot sign in. */
const PURPOSE = 'delete-account';

export const DELETION_UNAVAILABLE =
  'Your account could not be deleted right now. Please try again in a minute.';

const invalidCode = () => new AppError('BAD_REQUEST', { userMessage: AUTH_ANSWERS.invalidCode });

const deletionUnavailable = (cause: unknown) =>
  new AppError('UNAVAILABLE', {
    userMessage: DELETION_UNAVAILABLE,
    internalMessage: 'account.deleted not stored, its tombstone not written, or sessions not ended',
    cause,
  });

/**
 * The `account.deleted` event of a user. Its id is the user's (ids are never reused), so a confirmation retried
 * after a crash stores the same event again, which the outbox, BullMQ and each consumer's inbox take once.
 */
export const accountDeletedEvent = (user: TUserRecord): TAccountEvent => ({
  // BullMQ job ids may not contain ':'.
  eventId: `account.deleted.${user._id.toString()}`,
  userId: user._id.toString(),
  at: Date.now(),
  type: 'account.deleted',
  kind: user.user_type,
});

/** An `account.deleted` event for both services that hold data of the account, stored as one row. */
export const accountDeletedMessages = (deleted: TAccountEvent) => [
  outboxMessage.accountEvent(QUEUES.accountEvents, deleted),
  outboxMessage.accountEvent(QUEUES.clientAccountEvents, deleted),
];

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** What svc-auth holds about a user, as the data export shows it: no code hashes, sessions or secrets. */
export const exportedAccount = (user: TUserRecord) => ({
  id: user._id.toString(),
  name: user.name,
  email: user.email,
  user_type: user.user_type,
  role: user.role ?? null,
  company: user.company ?? null,
  bio: user.bio ?? null,
  notifications: {
    emailNotifications: user.notifications?.emailNotifications ?? null,
    newCandidateAlerts: user.notifications?.newCandidateAlerts ?? null,
    marketingEmails: user.notifications?.marketingEmails ?? null,
  },
  security: {
    twoFactorEnabled: user.security?.twoFactorEnabled ?? null,
    sessionTimeout: user.security?.sessionTimeout ?? null,
  },
  createdAt: iso((user as { createdAt?: unknown }).createdAt),
  updatedAt: iso((user as { updatedAt?: unknown }).updatedAt),
});

/**
 * The signed-in user's own data: its export, and the deletion of the account confirmed by an e-mailed code
 * (sign-in's code machinery under its own purpose, own resend cooldown and per-e-mail window).
 */
export const accountDataHandlers = (deps: TAccountDataDeps) => {
  /** The account of the signed-in identity; a session whose account is gone is no session. */
  const signedInUser = async (c: Context<TAppEnv>) => {
    const { userId } = c.get('identity');
    const user = userId ? await deps.users.findById(userId) : null;
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  };

  return {
    /** `GET /api/user/data-export/account`. */
    exportAccount: async (c: Context<TAppEnv>) => {
      const user = await signedInUser(c);
      return c.json<TDataExportPart>({
        service: 'svc-auth',
        exportedAt: new Date().toISOString(),
        data: { account: exportedAccount(user) },
      });
    },

    /** `POST /api/user/account-deletion/request`: a new code (replacing any pending one), e-mailed sealed. */
    requestDeletion: async (c: Context<TAppEnv>) => {
      const user = await signedInUser(c);
      await deps.limits.codeRequest(c, `${PURPOSE}:${user.email}`);
      const code = generateCode();
      await deps.codes.issue({
        email: user.email,
        purpose: PURPOSE,
        codeHash: hashCode(deps.keys, user.email, code),
        ttlMs: CODE_TTL_MS,
      });
      const job: TEmailJob = {
        template: 'account-deletion-code',
        to: user.email,
        ref: `code:${PURPOSE}`,
        params: { name: user.name },
        sealed: sealCode(deps.keys, user.email, code),
      };
      await deps.outbox.publish(outboxMessage.email(job), signInUnavailable);
      return c.json<TAuthMessageAnswer>({ success: true, message: ACCOUNT_DATA_ANSWERS.deletionCodeSent });
    },

    /**
     * `POST /api/user/account-deletion/confirm`: spends a try on the code and compares; then stores
     * `account.deleted` for svc-candidates and svc-clients in the outbox (if MongoDB refuses: 503 and nothing is
     * deleted, the code still works), writes the erasure's tombstone (every reader withholds the person from now
     * on) and takes their name and e-mail out of every audit-log entry that holds them, consumes the code, ends
     * every session of the user, deletes the account and clears the cookie.
     */
    confirmDeletion: async (c: Context<TAppEnv>, { body }: { body: { code: string } }) => {
      const user = await signedInUser(c);
      const email = user.email;
      const record = await deps.codes.spendAttempt(email, PURPOSE);
      if (record === null || !sameHash(record.codeHash, hashCode(deps.keys, email, body.code))) {
        throw invalidCode();
      }
      const deleted = accountDeletedEvent(user);
      await deps.outbox.publish(accountDeletedMessages(deleted), deletionUnavailable);
      // Effective for every reader before this answers: the tombstone every serving svc-candidates hears (it
      // withholds the candidate at once; its worker then removes the data), and the audit log without the name.
      // Both before the code is spent, so a retry with the same code finishes what a failure left.
      try {
        await deps.erasures.mark(deleted.userId);
        // What svc-auth holds of the person: their name and e-mail (a phone number is svc-candidates' alone).
        await deps.auditLog.pseudonymize(deleted.userId, { names: [user.name], emails: [email], phones: [] });
      } catch (error) {
        throw deletionUnavailable(error);
      }
      if (!(await deps.codes.consume(email, PURPOSE, record.codeHash))) throw invalidCode();
      // Sessions before the account: should the account's deletion fail, a retry after signing in again finds
      // it; the other way round, sessions of a deleted account would outlive any retry.
      try {
        await deps.sessions.revokeAllOf(user._id.toString(), c.get('identity').sessionId);
      } catch (error) {
        throw deletionUnavailable(error);
      }
      await deps.users.delete(user._id.toString());
      await deps.codes.deleteByEmail(email);
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: deps.cookieSecure });
      c.get('log').info({ userId: deleted.userId, eventId: deleted.eventId }, 'account deleted');
      return c.json<TAuthMessageAnswer>({ success: true, message: ACCOUNT_DATA_ANSWERS.accountDeleted });
    },
  };
};
