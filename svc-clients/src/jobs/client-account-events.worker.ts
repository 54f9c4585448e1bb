import type { TAccountEvent } from '@gtm/contracts/account-events';
import { QUEUES } from '@gtm/contracts/queues';
import { accountEventsProcessor } from '@gtm/service-kit/account-events';
import type { TAccountEventHandlers } from '@gtm/service-kit/account-events';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { createWorker } from '@gtm/service-kit/queue';
import type { TClientCompaniesRepository } from '../routes/client-companies/client-companies.repository.ts';
import type { TClientUsersRepository } from '../routes/client-users/client-users.repository.ts';

type TDeps = {
  inbox: TProcessedEventsRepository;
  companies: TClientCompaniesRepository;
  users: TClientUsersRepository;
  log: TLogger;
};
/**
 * What svc-clients does per event: an employer's registration creates its client user linked to the account
 * (in the company an admin invited it to, or the one it named, created if new); each employer sign-in is
 * counted (and links the account if it was not yet). Candidate events do not concern this service.
 */
const clientAccountEventHandlers = ({ companies, users, log }: TDeps): TAccountEventHandlers => {
  const ignored = async (event: TAccountEvent) =>
    log.debug({ eventId: event.eventId, type: event.type }, 'account event ignored');
  return {
    'employer.registered': async (event) => {
      // An admin's invitation names the company by id; a self-registration by name (created if new).
      const invited = event.clientCompanyId !== undefined;
      const clientCompanyId = invited
        ? (event.clientCompanyId as string)
        : event.company
          ? await companies.ensureByName(event.company)
          : null;
      await users.registered({
        userId: event.userId,
        email: event.email,
        name: event.name,
        clientCompanyId,
        explicitCompany: invited,
        at: new Date(event.at),
      });
    },
    'employer.signed-in': (event) =>
      users.signedIn({ userId: event.userId, email: event.email, name: event.name, at: new Date(event.at) }),
    'candidate.registered': ignored,
    'candidate.role-selected': ignored,
    'account.deleted': ignored,
  };
};

/** The `client-account-events` queue's worker. */
export const startClientAccountEventsWorker = (deps: TDeps & { redisUrl: string }) =>
  createWorker<unknown>(
    QUEUES.clientAccountEvents,
    accountEventsProcessor(clientAccountEventHandlers(deps), deps),
    {
      redisUrl: deps.redisUrl,
      log: deps.log,
    },
  );
