import { QUEUES } from '@gtm/contracts/queues';
import { accountEventsProcessor } from '@gtm/service-kit/account-events';
import type { TAccountEventHandlers } from '@gtm/service-kit/account-events';
import type { TLogger } from '@gtm/service-kit/logger';
import { createWorker } from '@gtm/service-kit/queue';
import type { TProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import type { TCandidateAccountsRepository } from '../routes/candidate-accounts/candidate-accounts.repository.ts';

type TDeps = { inbox: TProcessedEventsRepository; accounts: TCandidateAccountsRepository; log: TLogger };

/** A role selected before its registration was applied: retried (with backoff) until the record exists. */
class AccountNotYetKnownError extends Error {
  constructor(userId: string) {
    super(`candidate account ${userId} not known yet`);
    this.name = 'AccountNotYetKnownError';
  }
}

/**
 * What svc-candidates does per event: keep its record of candidate accounts. Handlers are idempotent on their
 * own too: the inbox is recorded after the handler, so a crash in between replays the event.
 */
const accountEventHandlers = ({ accounts, log }: TDeps): TAccountEventHandlers => ({
  'candidate.registered': (event) =>
    accounts.registered({
      userId: event.userId,
      email: event.email,
      name: event.name,
      at: new Date(event.at),
    }),
  'candidate.role-selected': async (event) => {
    if (!(await accounts.roleSelected(event.userId, event.role)))
      throw new AccountNotYetKnownError(event.userId);
  },
  // Employer events belong to svc-clients; they do not reach this queue, and would be ignored if they did.
  'employer.registered': async (event) => log.debug({ eventId: event.eventId }, 'employer event ignored'),
  'employer.signed-in': async (event) => log.debug({ eventId: event.eventId }, 'employer event ignored'),
  'account.deleted': async (event) => {
    if (event.kind === 'candidate') await accounts.deleted(event.userId);
  },
});

/** The `account-events` queue's worker. */
export const startAccountEventsWorker = (deps: TDeps & { redisUrl: string }) =>
  createWorker<unknown>(QUEUES.accountEvents, accountEventsProcessor(accountEventHandlers(deps), deps), {
    redisUrl: deps.redisUrl,
    log: deps.log,
  });
