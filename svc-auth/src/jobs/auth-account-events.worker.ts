import { ZAuthAccountEvent } from '@gtm/contracts/account-events';
import { QUEUES } from '@gtm/contracts/queues';
import { eventsProcessor } from '@gtm/service-kit/account-events';
import type { TEventHandlers } from '@gtm/service-kit/account-events';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { createWorker } from '@gtm/service-kit/queue';
import { accountDeletedEvent, accountDeletedMessages } from '../routes/account-data/account-data.handlers.ts';
import type { TAuditLogRepository } from '../routes/audit-log/audit-log.repository.ts';
import type { TUsersRepository } from '../routes/users/users.repository.ts';
import type { TSessionStore } from '../sessions/sessions.ts';

type TDeps = {
  inbox: TProcessedEventsRepository;
  users: TUsersRepository;
  log: TLogger;
  /** Ends a removed registration's or a disabled employer's sessions. */
  sessions: Pick<TSessionStore, 'revokeAllOf'>;
  /** Where a removed account is announced as deleted (to svc-candidates and svc-clients). */
  outbox: TOutbox;
  /** The audit log, which an erasure's second pass (`candidate.erasure-traces`) pseudonymizes. */
  auditLog: Pick<TAuditLogRepository, 'pseudonymizeByDigests'>;
  /** The key erased persons' phone numbers are digested with (`erasureKeyFrom` the shared secret). */
  erasureKey: Buffer;
};

/**
 * What svc-auth does per event. A rename older than the stored name's is ignored (events may arrive out of
 * order); one for an account deleted meanwhile has nothing left to change, and no retry would find it.
 */
const authAccountEventHandlers = ({
  users,
  log,
  sessions,
  outbox,
  auditLog,
  erasureKey,
}: TDeps): TEventHandlers<typeof ZAuthAccountEvent> => ({
  /**
   * The second pass of a candidate's erasure, once svc-candidates has read what it alone held of them: the audit
   * entries about their profile, and every phone number in the log whose digest is theirs, pseudonymized (the
   * first pass, at the confirmation, took out the name and e-mail svc-auth held). Run again, it changes nothing.
   */
  'candidate.erasure-traces': async (event) => {
    const entries = await auditLog.pseudonymizeByDigests(event.userId, event, erasureKey);
    log.info({ eventId: event.eventId, userId: event.userId, entries }, 'erased from the audit log');
    return entries > 0 ? 'pseudonymized' : 'nothing-left';
  },
  /**
   * An admin removed an incomplete registration: the account is announced as deleted (so the other services
   * drop what they hold), its sessions end, then it is deleted; each step finds nothing left on a replay. Only a
   * candidate account is removed this way.
   */
  'candidate.registration-removed': async (event) => {
    const user = await users.findById(event.userId);
    if (!user) return 'unknown';
    if (user.user_type !== 'candidate') {
      log.warn(
        { eventId: event.eventId, userId: event.userId },
        'registration removal of a non-candidate ignored',
      );
      return 'not-a-candidate';
    }
    await outbox.publish(accountDeletedMessages(accountDeletedEvent(user)));
    await sessions.revokeAllOf(event.userId);
    await users.delete(event.userId);
    log.info({ eventId: event.eventId, userId: event.userId }, 'candidate registration removed');
    return 'deleted';
  },
  /**
   * svc-clients changed an employer's access. Disabled: the flag refuses their sign-in, then every session they
   * have ends (a replay ends them again). Enabled: they may sign in again. A change older than the one applied
   * changes nothing.
   */
  'employer.access-changed': async (event) => {
    const outcome = await users.setAccess(event.userId, event.enabled, new Date(event.at));
    if (outcome !== 'applied') {
      log.info({ eventId: event.eventId, userId: event.userId, outcome }, 'access change not applied');
      return outcome;
    }
    const ended = event.enabled ? 0 : await sessions.revokeAllOf(event.userId);
    log.info(
      { eventId: event.eventId, userId: event.userId, enabled: event.enabled, ended },
      'access changed',
    );
    return event.enabled ? 'enabled' : 'disabled';
  },
  'candidate.name-changed': async (event) => {
    const outcome = await users.rename(event.userId, event.name, new Date(event.at));
    if (outcome !== 'renamed') {
      log.info(
        { eventId: event.eventId, userId: event.userId, outcome },
        'rename acknowledged without a change',
      );
    }
    return outcome;
  },
});

/** The `auth-account-events` queue's worker. */
export const startAuthAccountEventsWorker = (deps: TDeps & { redisUrl: string }) =>
  createWorker<unknown>(
    QUEUES.authAccountEvents,
    eventsProcessor(ZAuthAccountEvent, authAccountEventHandlers(deps), deps),
    {
      redisUrl: deps.redisUrl,
      log: deps.log,
    },
  );
