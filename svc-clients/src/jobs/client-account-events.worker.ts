import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { ZAccountEvent } from '@gtm/contracts/account-events';
import type { TAccountEvent, TAccountEventType } from '@gtm/contracts/account-events';
import { QUEUES } from '@gtm/contracts/queues';
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
type THandlers = { [K in TAccountEventType]: (event: Extract<TAccountEvent, { type: K }>) => Promise<void> };

/**
 * What svc-clients does per event: an employer's registration creates its client user (and its company when
 * it named one); each employer sign-in is counted. Candidate events do not concern this service.
 */
const clientAccountEventHandlers = ({ companies, users, log }: TDeps): THandlers => {
  const ignored = async (event: TAccountEvent) =>
    log.debug({ eventId: event.eventId, type: event.type }, 'account event ignored');
  return {
    'employer.registered': async (event) => {
      const clientCompanyId = event.company ? await companies.ensureByName(event.company) : null;
      await users.registered({
        email: event.email,
        name: event.name,
        clientCompanyId,
        at: new Date(event.at),
      });
    },
    'employer.signed-in': (event) =>
      users.signedIn({ email: event.email, name: event.name, at: new Date(event.at) }),
    'candidate.registered': ignored,
    'candidate.role-selected': ignored,
    'account.deleted': ignored,
  };
};

/** Applies one `client-account-events` job at most once per event id (the inbox), whatever BullMQ redelivers. */
export const clientAccountEventsProcessor = (deps: TDeps) => {
  const handlers = clientAccountEventHandlers(deps);
  return async (job: Job<unknown>): Promise<{ applied: boolean }> => {
    const parsed = ZAccountEvent.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid account event: ${parsed.error.message}`);
    const event = parsed.data;
    if (await deps.inbox.has(event.eventId)) return { applied: false };
    await (handlers[event.type] as (event: TAccountEvent) => Promise<void>)(event);
    await deps.inbox.record(event.eventId, event.type);
    return { applied: true };
  };
};

/** The `client-account-events` queue's worker. */
export const startClientAccountEventsWorker = (deps: TDeps & { redisUrl: string }) =>
  createWorker<unknown>(QUEUES.clientAccountEvents, clientAccountEventsProcessor(deps), {
    redisUrl: deps.redisUrl,
    log: deps.log,
  });
