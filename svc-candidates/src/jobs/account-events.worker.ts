import { QUEUES } from '@gtm/contracts/queues';
import { accountEventsProcessor } from '@gtm/service-kit/account-events';
import type { TAccountEventHandlers } from '@gtm/service-kit/account-events';
import { phoneDigestsOf } from '@gtm/service-kit/erased-person';
import type { TErasedPerson } from '@gtm/service-kit/erased-person';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import { createWorker } from '@gtm/service-kit/queue';
import type { TProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import type { TCandidateAccountsRepository } from '../routes/candidate-accounts/candidate-accounts.repository.ts';
import type { TCandidateProfilesRepository } from '../routes/candidate-profiles/candidate-profiles.repository.ts';
import type { TNotificationsRepository } from '../across-hiring/notifications/notifications.repository.ts';
import type { TOnePagersRepository } from '../routes/one-pagers/one-pagers.repository.ts';
import { purgeCandidate } from './candidate-purge.ts';
import type { TCandidatePurgeDeps } from './candidate-purge.ts';
import { withdrawFromHiring } from './withdraw-from-hiring.ts';
import type { TWithdrawFromHiringDeps } from './withdraw-from-hiring.ts';

type TDeps = TCandidatePurgeDeps & {
  inbox: TProcessedEventsRepository;
  accounts: TCandidateAccountsRepository;
  profiles: TCandidateProfilesRepository;
  log: TLogger;
  /**
   * The service's outbox, for the hiring loop's `candidate.registered` (the admins' new-candidate alerts, the
   * analytics); absent, no such event is published (tests of the account records alone).
   */
  outbox?: TOutbox;
  /**
   * The readers' notification centre: a deleted account's items go with it, and an erased candidate's name,
   * e-mail and phone leave the admins' notifications (absent: tests of the rest).
   */
  notifications?: Pick<TNotificationsRepository, 'deleteFor' | 'erasePerson'>;
  /**
   * Where an erased candidate leaves the hiring loop before the purge (their claims withdrawn, their segments and
   * agreed interviews cancelled in the companies' calendars); absent: tests of the records alone.
   */
  hiring?: TWithdrawFromHiringDeps;
  /**
   * The key an erased candidate's phone numbers are digested with for the audit log (`erasureKeyFrom` the shared
   * secret): svc-auth takes them out by digest, never told the number. Absent (with no outbox): no second pass.
   */
  erasureKey?: Buffer;
  /** The one-pagers, whose names of the candidate (an admin's typing) are looked for too. */
  onePagers: TCandidatePurgeDeps['onePagers'] & Pick<TOnePagersRepository, 'listByCandidate'>;
};

/** A role selected before its registration was applied: retried (with backoff) until the record exists. */
class AccountNotYetKnownError extends Error {
  constructor(userId: string) {
    super(`candidate account ${userId} not known yet`);
    this.name = 'AccountNotYetKnownError';
  }
}

/**
 * What identifies a candidate in text svc-candidates keeps after their erasure: the names their account, profile
 * and one-pagers give them, their e-mails and phone number. Read before the purge removes them; on a replay after
 * it, what is left (nothing, once the data is gone: the earlier run already took them out).
 */
const erasedPersonOf = async (
  deps: TDeps,
  userId: string,
): Promise<TErasedPerson & { profileIds: string[] }> => {
  const [account, profile, onePagers] = await Promise.all([
    deps.accounts.findById(userId),
    deps.profiles.findByUserId(userId),
    deps.onePagers.listByCandidate(userId),
  ]);
  const present = (values: readonly (string | null | undefined)[]) =>
    values.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  return {
    names: present([account?.name, profile?.name, ...onePagers.map((onePager) => onePager.candidateName)]),
    emails: present([account?.email, profile?.email]),
    phones: present([profile?.phone, account?.settings?.phone]),
    profileIds: profile ? [profile._id.toString()] : [],
  };
};

/**
 * The audit log's second pass of an erasure (svc-auth took out the name and e-mail it held when the erasure was
 * confirmed): the entries about the candidate's profile, and their phone numbers, by keyed digest. Its id is the
 * erasure's, so a replayed event publishes it once.
 */
const publishAuditErasure = async (
  deps: TDeps,
  userId: string,
  at: number,
  person: TErasedPerson & { profileIds: string[] },
) => {
  if (!deps.outbox || !deps.erasureKey) return;
  const key = deps.erasureKey;
  const phoneDigests = [...new Set(person.phones.flatMap((phone) => phoneDigestsOf(key, phone)))];
  if (phoneDigests.length === 0 && person.profileIds.length === 0) return;
  await deps.outbox.publish(
    outboxMessage.authAccountEvent({
      eventId: `candidate.erasure-traces.${userId}`,
      type: 'candidate.erasure-traces',
      userId,
      at,
      targetIds: person.profileIds,
      phoneDigests,
    }),
  );
};

/**
 * Removes everything svc-candidates holds about a deleted candidate: first they leave the hiring loop
 * ({@link withdrawFromHiring}: the companies told, while their records can still be read), then the purge
 * ({@link purgeCandidate}: files, what clients did, one-pagers), then the profile and the account's record. Each
 * step finds nothing on a replay.
 */
const deleteCandidate = async (deps: TDeps, userId: string, at: Date) => {
  const withdrawn = deps.hiring ? await withdrawFromHiring(deps.hiring, userId, at) : null;
  const { files, clientRecords, onePagers } = await purgeCandidate(deps, userId);
  const profile = await deps.profiles.deleteByUserId(userId);
  await deps.accounts.deleted(userId);
  deps.log.info({ userId, withdrawn, files, clientRecords, onePagers, profile }, 'deleted candidate data');
};

/**
 * What svc-candidates does per event: keep its record of candidate accounts, and remove a deleted candidate's
 * data. Handlers are idempotent on their own too: the inbox is recorded after the handler, so a crash in
 * between replays the event.
 */
const accountEventHandlers = (deps: TDeps): TAccountEventHandlers => {
  const { accounts, log } = deps;
  return {
    'candidate.registered': async (event) => {
      // A profile written before this event arrived gets the account's name and e-mail for the admin list now.
      const hasProfile = await deps.profiles.refreshListFields(event.userId, {
        name: event.name,
        email: event.email,
      });
      await accounts.registered({
        userId: event.userId,
        email: event.email,
        name: event.name,
        at: new Date(event.at),
        hasProfile,
      });
      // Its id is the account's: a replayed registration stores the event once.
      await deps.outbox?.publish(
        outboxMessage.hiringEvent({
          eventId: `candidate.registered.${event.userId}`,
          type: 'candidate.registered',
          at: event.at,
          candidateUserId: event.userId,
          name: event.name.slice(0, 200),
        }),
      );
    },
    'candidate.role-selected': async (event) => {
      if (!(await accounts.roleSelected(event.userId, event.role)))
        throw new AccountNotYetKnownError(event.userId);
    },
    // Employer events belong to svc-clients; they do not reach this queue, and would be ignored if they did.
    'employer.registered': async (event) => log.debug({ eventId: event.eventId }, 'employer event ignored'),
    'employer.signed-in': async (event) => log.debug({ eventId: event.eventId }, 'employer event ignored'),
    'account.deleted': async (event) => {
      if (event.kind === 'candidate') {
        // Read before the purge, which removes what names them; the admins' notifications are cleared before it
        // and again after it, for a notice a hiring event made meanwhile from a one-pager not yet removed.
        const person = await erasedPersonOf(deps, event.userId);
        await publishAuditErasure(deps, event.userId, event.at, person);
        const before = (await deps.notifications?.erasePerson(person)) ?? 0;
        await deleteCandidate(deps, event.userId, new Date(event.at));
        const after = (await deps.notifications?.erasePerson(person)) ?? 0;
        if (before + after > 0)
          log.info({ userId: event.userId, notifications: before + after }, 'erased from notifications');
      }
      // Whatever the kind: the items of the account's bell (which may name candidates and companies).
      const notifications = await deps.notifications?.deleteFor(event.userId);
      if (notifications) log.info({ userId: event.userId, notifications }, 'deleted notifications');
    },
  };
};

/** The `account-events` queue's worker. */
export const startAccountEventsWorker = (deps: TDeps & { redisUrl: string }) =>
  createWorker<unknown>(QUEUES.accountEvents, accountEventsProcessor(accountEventHandlers(deps), deps), {
    redisUrl: deps.redisUrl,
    log: deps.log,
  });
